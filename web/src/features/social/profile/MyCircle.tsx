import useSWR from 'swr';
import { Avatar } from '../components/Avatar';
import { fetchPeople } from '../data/api';
import styles from './Profile.module.css';
import { StageBadge } from '~/shared/ui/StageBadge';

/** My Circle: the member's friends (people they follow who follow them back). */
export function MyCircle({ handle, version }: { handle: string; version: number }) {
  const { data, error } = useSWR(['circle', handle, version], () => fetchPeople(handle, 'friends'), { revalidateOnFocus: false });
  return (
    <section className={styles.panel} aria-labelledby="my-circle">
      <h2 id="my-circle">My Circle</h2>
      {error ? <p>The circle could not be loaded.</p> : null}
      {data && !data.people.length ? <p>No friends yet: a friend is someone you follow who follows you back.</p> : null}
      <ul className={styles.circle}>
        {data?.people.map((person) => (
          <li key={person.handle}>
            <Avatar member={person} size={48} />
            <span>{person.name}</span>
            <StageBadge stage={person.stage} />
          </li>
        ))}
      </ul>
    </section>
  );
}
