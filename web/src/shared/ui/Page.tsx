import type { ReactNode } from 'react';
import styles from './Page.module.css';

interface PageProps {
  title: string;
  /** Hide the visible heading when the page shows its own (the h1 stays for assistive tech). */
  hideTitle?: boolean;
  lead?: ReactNode;
  children?: ReactNode;
}

/** A page's frame inside the layout: its h1, an optional lead and its sections. */
export function Page({ title, hideTitle, lead, children }: PageProps) {
  return (
    <div className={styles.page}>
      <h1 className={hideTitle ? 'visually-hidden' : undefined}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </div>
  );
}
