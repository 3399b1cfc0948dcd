import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import useSWR from 'swr';
import { profilePath } from '@contracts/routes';
import { useSession } from '~/shared/session/useSession';
import { useToast } from '~/shared/ui/ToastContext';
import { Avatar, MemberName } from '../components/Avatar';
import { fetchMyProfile, fetchPeople } from '../data/api';
import { fetchTribes, setTribeMembership } from '../data/gatheringsApi';
import { tribesRequest } from './feedRequests';
import { useNow } from '~/shared/time/now';
import { lastActiveText } from '../data/time';
import { EventCard } from './EventCard';
import type { SocialPageTexts } from './queries';
import styles from './Feed.module.css';

const NewTribeDialog = lazy(() => import('./NewTribeDialog'));

/** My Followers: three with their badges, and More (the member's profile). */
function MyFollowers({ texts }: { texts: NonNullable<SocialPageTexts> }) {
  const { token } = useSession();
  const { data } = useSWR(['my-followers', token], async () => {
    const me = await fetchMyProfile();
    return { handle: me.handle, ...(await fetchPeople(me.handle, 'followers')) };
  });
  return (
    <section className={styles.panel} aria-labelledby="my-followers">
      <h2 id="my-followers">{texts.followersHeading}</h2>
      {data && !data.people.length ? <p>{texts.noFollowersText}</p> : null}
      <ul className={styles.plainList}>
        {data?.people.slice(0, 3).map((p) => (
          <li key={p.handle} className={styles.person}>
            <Avatar member={p} size={36} /> <MemberName member={p} />
          </li>
        ))}
      </ul>
      {data && data.total > 3 ? <Link to={profilePath(data.handle)}>{texts.moreLabel}</Link> : null}
    </section>
  );
}

/** My Tribes: every tribe with its member count and last activity; join and leave. */
function MyTribes({ texts }: { texts: NonNullable<SocialPageTexts> }) {
  const { isLoggedIn, token } = useSession();
  const { showToast } = useToast();
  const { data, mutate } = useSWR(tribesRequest(token ?? '').key, fetchTribes);
  const [starting, setStarting] = useState(false);
  const now = useNow();
  const toggle = async (slug: string, join: boolean) => {
    try {
      const tribe = await setTribeMembership(slug, join);
      await mutate(data?.map((t) => (t.slug === slug ? tribe : t)), { revalidate: false });
    } catch (error) {
      showToast(error instanceof Error ? error.message : 'Could not change the tribe.', 'error');
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="my-tribes" id="my-tribes">
      <h2>{texts.tribesHeading}</h2>
      <ul className={styles.plainList}>
        {data?.map((tribe) => (
          <li key={tribe.slug} className={styles.tribe} data-testid="tribe">
            <div>
              <strong>{tribe.name}</strong>
              <p className={styles.muted}>
                Total members {tribe.membersCount} · {lastActiveText(tribe.lastActiveAt, now)}
              </p>
            </div>
            {isLoggedIn ? (
              <button type="button" aria-pressed={tribe.joined} onClick={() => void toggle(tribe.slug, !tribe.joined)} aria-label={`${tribe.joined ? 'Leave' : 'Join'} ${tribe.name}`}>
                {tribe.joined ? 'Leave' : 'Join'}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {isLoggedIn ? (
        <button type="button" className={styles.startTribe} onClick={() => setStarting(true)}>
          Start a tribe
        </button>
      ) : null}
      {starting ? (
        <Suspense fallback={null}>
          <NewTribeDialog onClose={() => setStarting(false)} onCreated={(tribe) => void mutate([...(data ?? []), tribe].sort((a, b) => a.name.localeCompare(b.name)), { revalidate: false })} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** The feed's side panels: My Followers (members only), My Tribes and the next event. */
export function SidePanels({ texts }: { texts: NonNullable<SocialPageTexts> }) {
  const { isLoggedIn } = useSession();
  return (
    <div className={styles.panels}>
      {isLoggedIn ? <MyFollowers texts={texts} /> : null}
      <MyTribes texts={texts} />
      <EventCard joinLabel={texts.joinLabel ?? 'JOIN'} />
    </div>
  );
}
