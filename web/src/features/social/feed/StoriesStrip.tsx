import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import useSWR from 'swr';
import { loginPathReturningTo } from '@contracts/routes';
import { useSession, useSessionReady } from '~/shared/session/useSession';
import { ArrowRightIcon } from '~/shared/ui/actionIcons';
import { Avatar } from '../components/Avatar';
import { fetchStories } from '../data/gatheringsApi';
import { storiesRequest } from './feedRequests';
import styles from './Feed.module.css';

const StoryViewer = lazy(() => import('./StoryViewer'));
const AddStoryDialog = lazy(() => import('../components/AddStoryDialog'));

/** The stories strip: Add Your Story, a circle per member with stories of the last day, and a next button that scrolls. */
export default function StoriesStrip({ addLabel }: { addLabel: string }) {
  const { isLoggedIn, token } = useSession();
  // Until the browser knows whether this is a member, a press would take a member to the login page.
  const ready = useSessionReady();
  const location = useLocation();
  const navigate = useNavigate();
  const { data, mutate } = useSWR(storiesRequest(token ?? '').key, fetchStories, { revalidateOnFocus: false });
  const [viewing, setViewing] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const row = useRef<HTMLUListElement>(null);
  return (
    <section className={styles.stories} aria-label="Stories">
      <ul ref={row} className={styles.storyRow}>
        {/* For everyone, so nothing moves once the browser knows the session; a visitor is asked to log in. */}
        <li>
          <button
            type="button"
            className={styles.addStory}
            disabled={!ready}
            onClick={() => (isLoggedIn ? setAdding(true) : navigate(loginPathReturningTo(location.pathname + location.search)))}
          >
            <span aria-hidden="true">+</span>
            {addLabel}
          </button>
        </li>
        {data?.map((group, index) => (
          <li key={group.member.handle}>
            <button type="button" className={styles.storyMember} onClick={() => setViewing(index)} aria-label={`Stories of ${group.member.name}`}>
              <Avatar member={group.member} size={56} plain />
              <span>{group.member.name.split(' ')[0]}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.storyNext} aria-label="More stories" onClick={() => row.current?.scrollBy({ left: row.current.clientWidth * 0.8, behavior: 'smooth' })}>
        <ArrowRightIcon />
      </button>
      {viewing !== null && data ? (
        <Suspense fallback={null}>
          <StoryViewer groups={data} start={viewing} onClose={() => setViewing(null)} onDeleted={() => void mutate()} />
        </Suspense>
      ) : null}
      {adding ? (
        <Suspense fallback={null}>
          <AddStoryDialog onClose={() => setAdding(false)} onAdded={() => void mutate()} />
        </Suspense>
      ) : null}
    </section>
  );
}
