import { useState } from 'react';
import useSWR from 'swr';
import { SAFETY_ENDPOINTS } from '@contracts/endpointAddresses/safety';
import { callEndpoint } from '~/shared/api/client';
import { useSession } from '~/shared/session/useSession';
import { Button } from '~/shared/ui/Button';
import { FormAlert, type FormMessage } from '../components/FormAlert';
import styles from './Settings.module.css';

const LISTS = [
  { relation: 'blocks', title: 'Blocked members', none: 'You have not blocked anyone.', undo: 'Unblock', done: 'Unblocked' },
  { relation: 'mutes', title: 'Muted members', none: 'You have not muted anyone.', undo: 'Unmute', done: 'Unmuted' },
] as const;

/**
 * The members the member blocked (the two no longer see or reach each other) and muted (their posts
 * left the feed), each with the button that undoes it.
 */
export function BlockedMembersSection() {
  const { token } = useSession();
  const [message, setMessage] = useState<FormMessage>(null);
  const blocks = useSWR(token ? ['blocks', token] : null, () => callEndpoint(SAFETY_ENDPOINTS.blocks));
  const mutes = useSWR(token ? ['mutes', token] : null, () => callEndpoint(SAFETY_ENDPOINTS.mutes));
  const undo = async (relation: 'blocks' | 'mutes', handle: string, done: string) => {
    try {
      if (relation === 'blocks') await callEndpoint(SAFETY_ENDPOINTS.unblock, { params: { handle } });
      else await callEndpoint(SAFETY_ENDPOINTS.unmute, { params: { handle } });
      setMessage({ tone: 'success', text: `${done} @${handle}.` });
      await (relation === 'blocks' ? blocks : mutes).mutate();
    } catch {
      setMessage({ tone: 'error', text: 'That could not be undone just now. Please try again.' });
    }
  };

  return (
    <section className={styles.section} aria-labelledby="blocked-title">
      <h2 id="blocked-title" className={styles.heading}>
        Blocked and muted members
      </h2>
      <FormAlert message={message} />
      {LISTS.map((list) => {
        const members = (list.relation === 'blocks' ? blocks : mutes).data?.members;
        return (
          <div key={list.relation}>
            <h3 className={styles.legend}>{list.title}</h3>
            {members?.length === 0 ? <p className={styles.muted}>{list.none}</p> : null}
            <ul className={styles.people}>
              {members?.map((member) => (
                <li key={member.handle} className={styles.person}>
                  <span>
                    {member.name} <span className={styles.muted}>@{member.handle}</span>
                  </span>
                  <Button size="small" variant="outline" onClick={() => void undo(list.relation, member.handle, list.done)}>
                    {list.undo} <span className="visually-hidden">{member.name}</span>
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
