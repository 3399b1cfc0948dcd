import { Link } from 'react-router';
import useSWR from 'swr';
import { profilePath } from '@contracts/routes';
import { useSession } from '~/shared/session/useSession';
import { fetchMyProfile, fetchPeople } from '../data/api';
import { fetchSaved, fetchTribes } from '../data/gatheringsApi';
import styles from './Feed.module.css';
import { StageBadge } from '~/shared/ui/StageBadge';

export type ShortcutKind = 'friends' | 'followers' | 'cohorts' | 'saved';

/**
 * One shortcut's list: friends and followers (members), cohorts (the member's tribes) or saved items
 * (one no longer available is a plain line saying so, not a link).
 */
export default function ShortcutList({ kind }: { kind: ShortcutKind }) {
  const { token } = useSession();
  const { data } = useSWR(['shortcut', kind, token], async () => {
    if (kind === 'saved') return (await fetchSaved()).map((item) => ({ key: `${item.targetType}-${item.targetId}`, label: item.title, href: item.href, stage: null }));
    if (kind === 'cohorts') return (await fetchTribes()).filter((t) => t.joined).map((t) => ({ key: t.slug, label: `${t.name} (${t.membersCount})`, href: '#my-tribes', stage: null }));
    const me = await fetchMyProfile();
    return (await fetchPeople(me.handle, kind)).people.map((p) => ({ key: p.handle, label: p.name, href: profilePath(p.handle), stage: p.stage }));
  });
  if (!data) return <p role="status">Loading…</p>;
  if (!data.length) return <p>Nothing here yet.</p>;
  return (
    <ul className={styles.plainList}>
      {data.map((item) => (
        <li key={item.key}>
          {item.href ? <Link to={item.href}>{item.label}</Link> : <span className={styles.gone}>{item.label}</span>}
          {item.stage ? <> <StageBadge stage={item.stage} /></> : null}
        </li>
      ))}
    </ul>
  );
}

