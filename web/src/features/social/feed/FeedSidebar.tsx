import { Link } from 'react-router';
import { useSession } from '~/shared/session/useSession';
import type { SocialPageTexts } from './queries';
import styles from './Feed.module.css';

/** The left column: About Us, Terms, Help Desk, Settings, the copyright line and Log Out. */
export function FeedSidebar({ texts }: { texts: NonNullable<SocialPageTexts> }) {
  const { isLoggedIn, logout } = useSession();
  return (
    <nav className={styles.sidebar} aria-label="Social feed">
      <ul>
        {texts.sidebarLinks?.map((link) => (
          <li key={link._key}>
            {link.href?.startsWith('/') ? <Link to={link.href}>{link.label}</Link> : <a href={link.href}>{link.label}</a>}
          </li>
        ))}
      </ul>
      <p className={styles.copyright}>{texts.copyright}</p>
      {isLoggedIn ? (
        <button type="button" className={styles.logout} onClick={() => void logout()}>
          {texts.logoutLabel ?? 'Log Out'}
        </button>
      ) : null}
    </nav>
  );
}
