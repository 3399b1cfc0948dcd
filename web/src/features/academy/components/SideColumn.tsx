import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import useSWR from 'swr';
import type { AuthorView } from '@contracts/insights';
import { loginPathReturningTo, ROUTES } from '@contracts/routes';
import { initials } from '~/shared/people/initials';
import { fetchAuthors, setFollowing } from '~/shared/people/follow';
import { useSession } from '~/shared/session/useSession';
import { useToast } from '~/shared/ui/ToastContext';
import type { AcademyPage } from '../queries';
import styles from './SideColumn.module.css';

const SHOWN_AT_FIRST = 3;

interface SideColumnProps {
  page: AcademyPage;
  topic: string;
  onTopic: (topicId: string) => void;
  /** After a follow changed (the Following tab depends on it). */
  onFollowed: () => void;
}

/** Topics You May Like (choosing one filters every section), You Can Follow (follows persist), and the footer links. */
export function SideColumn({ page, topic, onTopic, onFollowed }: SideColumnProps) {
  const { token, isLoggedIn } = useSession();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const authors = useSWR(['academy-authors', token ?? ''], () => fetchAuthors(1), { revalidateOnFocus: false });
  const [expanded, setExpanded] = useState(false);
  const [busy, setBusy] = useState(false);
  const list = authors.data?.authors ?? [];
  const shown = expanded ? list : list.slice(0, SHOWN_AT_FIRST);

  const toggle = async (author: AuthorView) => {
    if (!isLoggedIn) return navigate(loginPathReturningTo(`${location.pathname}${location.search}`));
    setBusy(true);
    try {
      await setFollowing(author, !author.following);
      await authors.mutate();
      onFollowed();
    } catch {
      showToast('Your follow could not be saved. Please try again.', 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <aside className={styles.side}>
      <section aria-labelledby="academy-topics">
        <h2 id="academy-topics" className={styles.heading}>
          {page.topicsHeading}
        </h2>
        <ul className={styles.chips}>
          {(page.topics ?? []).map((entry) => (
            <li key={entry._id}>
              <button type="button" className={styles.chip} aria-pressed={topic === entry._id} onClick={() => onTopic(topic === entry._id ? '' : entry._id)}>
                {entry.title}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="academy-follow">
        <h2 id="academy-follow" className={styles.heading}>
          {page.followHeading}
        </h2>
        <ul className={styles.people}>
          {shown.map((author) => (
            <li key={`${author.kind}:${author.id}`} className={styles.person}>
              <span className={styles.avatar} aria-hidden="true">
                {initials(author.name)}
              </span>
              <span className={styles.name}>
                {author.name}
                {author.role ? <span className={styles.role}>{author.role}</span> : null}
              </span>
              <button
                type="button"
                className={styles.follow}
                aria-pressed={author.following ?? false}
                aria-label={author.following ? `Stop following ${author.name}` : `Follow ${author.name}`}
                disabled={busy}
                onClick={() => void toggle(author)}
              >
                {author.following ? '✓' : '+'}
              </button>
            </li>
          ))}
        </ul>
        {!expanded && list.length > SHOWN_AT_FIRST ? (
          <button type="button" className={styles.more} onClick={() => setExpanded(true)}>
            {page.seeMoreLabel}
          </button>
        ) : null}
      </section>
      <nav aria-label="Academy links" className={styles.footer}>
        <Link to={ROUTES.about}>{page.footerLinks?.about}</Link>
        <span aria-hidden="true">-</span>
        <Link to={ROUTES.terms}>{page.footerLinks?.terms}</Link>
        <span aria-hidden="true">-</span>
        <Link to={ROUTES.about}>{page.footerLinks?.helpDesk}</Link>
        <span aria-hidden="true">-</span>
        <Link to={ROUTES.settings}>{page.footerLinks?.settings}</Link>
      </nav>
    </aside>
  );
}
