import { NavLink, useLocation } from 'react-router';
import { MEDIA_TABS } from '@contracts/routes';
import styles from './TopTabs.module.css';

/** The six media/social tabs; rendered only on those six pages. */
export function TopTabs() {
  const { pathname } = useLocation();
  if (!MEDIA_TABS.some((tab) => tab.to === pathname)) return null;
  return (
    <nav className={styles.tabs} aria-label="Media sections">
      <ul className={styles.list}>
        {MEDIA_TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
