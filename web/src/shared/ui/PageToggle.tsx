import { NavLink } from 'react-router';
import styles from './PageToggle.module.css';

interface PageToggleProps {
  /** What the pair of pages is, for assistive tech ("Mission or Why"). */
  label: string;
  options: readonly { label: string; to: string }[];
}

/** Two sister pages shown as a segmented switch (Mission / Why, Research / Projects); the current one is marked. */
export function PageToggle({ label, options }: PageToggleProps) {
  return (
    <nav aria-label={label} className={styles.toggle}>
      {options.map((option) => (
        <NavLink key={option.to} to={option.to} end className={({ isActive }) => `${styles.option} ${isActive ? styles.active : ''}`}>
          {option.label}
        </NavLink>
      ))}
    </nav>
  );
}
