import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import useSWR from 'swr';
import { hashtagPath, postPath, profilePath } from '@contracts/routes';
import { useSession } from '~/shared/session/useSession';
import { Avatar } from '../components/Avatar';
import { searchCommunity } from '../data/gatheringsApi';
import type { SocialPageTexts } from './queries';
import styles from './Feed.module.css';
import { StageBadge } from '~/shared/ui/StageBadge';
import { useHydrated } from '~/shared/ui/later';

type Kind = 'friends' | 'followers' | 'cohorts' | 'saved';
// A shortcut's list loads its code when it is opened.
const ShortcutList = lazy(() => import('./ShortcutList'));

/** The right column: search (people, posts, hashtags) and the shortcuts Friends, Followers, Cohorts and Saved Items. */
export function RightColumn({ texts }: { texts: NonNullable<SocialPageTexts> }) {
  const { isLoggedIn } = useSession();
  const [q, setQ] = useState('');
  const [asked, setAsked] = useState('');
  const [open, setOpen] = useState<Kind | null>(null);
  // Words typed before this column's code has run would be dropped when it takes over.
  const hydrated = useHydrated();
  const results = useSWR(asked ? ['community-search', asked] : null, () => searchCommunity(asked));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsked(q.trim());
  };
  return (
    <aside className={styles.right} aria-label="Search and shortcuts">
      <form role="search" onSubmit={submit} className={styles.search}>
        <label htmlFor="community-search" className="visually-hidden">Search people, posts and hashtags</label>
        <input id="community-search" type="search" disabled={!hydrated} value={q} placeholder={texts.searchPlaceholder ?? 'Search'} onChange={(e) => setQ(e.target.value)} />
        <button type="submit" disabled={!hydrated}>Search</button>
      </form>
      {results.data ? (
        <div className={styles.results} aria-live="polite">
          {results.data.people.length + results.data.posts.length + results.data.hashtags.length === 0 ? <p>Nothing matches “{asked}”.</p> : null}
          <ul className={styles.plainList}>
            {results.data.people.map((p) => (
              <li key={p.handle} className={styles.person}>
                <Avatar member={p} size={28} /> <Link to={profilePath(p.handle)}>{p.name}</Link> <StageBadge stage={p.stage} />
              </li>
            ))}
            {results.data.hashtags.map((h) => (
              <li key={h.hashtag}><Link to={hashtagPath(h.hashtag)}>#{h.hashtag}</Link> ({h.postsCount})</li>
            ))}
            {results.data.posts.map((p) => (
              <li key={p.id}><Link to={postPath(p.id)}>{p.title ?? p.body.slice(0, 60)}</Link></li>
            ))}
          </ul>
        </div>
      ) : null}
      {isLoggedIn ? (
        <ul className={styles.shortcuts}>
          {texts.shortcuts?.map((s) => (
            <li key={s._key}>
              <button type="button" aria-expanded={open === s.kind} onClick={() => setOpen(open === s.kind ? null : (s.kind ?? null))}>
                {s.label}
              </button>
              {open === s.kind && s.kind ? (
                <Suspense fallback={<p role="status">Loading…</p>}>
                  <ShortcutList kind={s.kind} />
                </Suspense>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </aside>
  );
}
