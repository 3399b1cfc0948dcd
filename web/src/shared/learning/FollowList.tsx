import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import useSWR from 'swr';
import type { AuthorView } from '@contracts/insights';
import { loginPathReturningTo } from '@contracts/routes';
import { isApiError } from '~/shared/api/ApiError';
import { fetchAuthors, setFollowing } from '~/shared/people/follow';
import { useSession, useSessionReady } from '~/shared/session/useSession';
import { useToast } from '~/shared/ui/ToastContext';
import { AuthorBadge } from './AuthorBadge';
import styles from './SideColumn.module.css';

const SHOWN_AT_FIRST = 3;

/** You Can Follow: the trust's authors and members who publish, each with a follow button (a visitor is asked to log in); follows persist. */
export function FollowList({ seeMore, onFollowed }: { seeMore: string; onFollowed?: () => void }) {
  const { token, isLoggedIn } = useSession();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const authors = useSWR(['learning-authors', token ?? ''], () => fetchAuthors(1), { revalidateOnFocus: false });
  const [expanded, setExpanded] = useState(false);
  const [busy, setBusy] = useState(false);
  // Until the browser has read the session a member would be taken for a visitor and sent to log in.
  const sessionReady = useSessionReady();
  const list = authors.data?.authors ?? [];
  const shown = expanded ? list : list.slice(0, SHOWN_AT_FIRST);

  const toggle = async (author: AuthorView) => {
    if (!isLoggedIn) return navigate(loginPathReturningTo(`${location.pathname}${location.search}`));
    setBusy(true);
    try {
      await setFollowing(author, !author.following);
      await authors.mutate();
      onFollowed?.();
    } catch (error) {
      showToast(isApiError(error) ? error.message : 'Your follow could not be saved. Please try again.', 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ul className={styles.people}>
        {shown.map((author) => (
          <li key={`${author.kind}:${author.id}`} className={styles.person}>
            <AuthorBadge author={author} />
            <button
              type="button"
              className={styles.follow}
              aria-pressed={author.following ?? false}
              aria-label={author.following ? `Stop following ${author.name}` : `Follow ${author.name}`}
              disabled={busy || !sessionReady}
              onClick={() => void toggle(author)}
            >
              {author.following ? '✓' : '+'}
            </button>
          </li>
        ))}
      </ul>
      {!expanded && list.length > SHOWN_AT_FIRST ? (
        <button type="button" className={styles.more} onClick={() => setExpanded(true)}>
          {seeMore}
        </button>
      ) : null}
    </>
  );
}
