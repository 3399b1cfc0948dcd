import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost';

interface StyleProps {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
}

export function buttonClass({ variant = 'primary', size = 'normal' }: StyleProps = {}, extra?: string): string {
  return [styles.button, styles[variant], size === 'small' ? styles.small : '', extra ?? ''].filter(Boolean).join(' ');
}

export function Button({ variant, size, className, type = 'button', ...rest }: StyleProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...rest} />;
}

export function ButtonLink({ variant, size, className, ...rest }: StyleProps & LinkProps) {
  return <Link className={buttonClass({ variant, size }, className)} {...rest} />;
}
