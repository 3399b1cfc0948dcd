import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { CopyrightLine } from '~/shared/legal/CopyrightLine';
import { useSession } from '~/shared/session/useSession';
import { useHydrated } from '~/shared/ui/later';
import type { SocialPageTexts } from './queries';
import styles from './Feed.module.css';

// The Help Desk's questions and form load when it is opened.
const HelpDesk = lazy(() => import('./HelpDesk'));

/** A sidebar link with this address opens the Help Desk instead of leaving the page. */
const HELP_DESK_ANCHOR = '#help-desk';

/** The left column (at the page's end on phones): About Us, Terms, Help Desk, Settings, the copyright line and Log Out. */
export default function FeedSidebar({ texts }: { texts: NonNullable<SocialPageTexts> }) {
  const { isLoggedIn, logout } = useSession();
  const [helpOpen, setHelpOpen] = useState(false);
  // This column's code loads after the page's: a press on Help Desk before it runs would be lost.
  const ready = useHydrated();
  return (
    <nav className={styles.sidebar} aria-label="Social feed">
      <ul>
        {texts.sidebarLinks?.map((link) => (
          <li key={link._key}>
            {link.href === HELP_DESK_ANCHOR ? (
              <button type="button" className={styles.sidebarButton} aria-haspopup="dialog" disabled={!ready} onClick={() => setHelpOpen(true)}>
                {link.label}
              </button>
            ) : link.href?.startsWith('/') ? (
              <Link to={link.href}>{link.label}</Link>
            ) : (
              <a href={link.href}>{link.label}</a>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.copyright}>
        <CopyrightLine holder={texts.copyright} />
      </p>
      {isLoggedIn ? (
        <button type="button" className={styles.logout} onClick={() => void logout()}>
          {texts.logoutLabel ?? 'Log Out'}
        </button>
      ) : null}
      {helpOpen ? (
        <Suspense fallback={<p role="status">Opening the Help Desk…</p>}>
          <HelpDesk texts={texts} onClose={() => setHelpOpen(false)} />
        </Suspense>
      ) : null}
    </nav>
  );
}
