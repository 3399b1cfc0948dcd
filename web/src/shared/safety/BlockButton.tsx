import { useState } from 'react';
import { SAFETY_ENDPOINTS } from '@contracts/endpointAddresses/safety';
import { callEndpoint } from '../api/client';
import { isApiError } from '../api/ApiError';
import styles from './Safety.module.css';

/**
 * Block or mute a member from their profile or their post: a block asks first (the two no longer see
 * or reach each other; undone in Settings), a mute takes their posts out of the feed at once.
 */
export function BlockButton({ handle, name, relation = 'blocks', onDone }: { handle: string; name: string; relation?: 'blocks' | 'mutes'; onDone?: () => void }) {
  const [said, setSaid] = useState<string | null>(null);
  const verb = relation === 'blocks' ? 'Block' : 'Mute';
  const act = async () => {
    if (relation === 'blocks' && !window.confirm(`Block ${name}? You will no longer see each other's posts, stories or profiles, and neither can comment on the other's things, follow or write. You can unblock in Settings.`)) return;
    try {
      const answer = relation === 'blocks' ? await callEndpoint(SAFETY_ENDPOINTS.block, { params: { handle } }) : await callEndpoint(SAFETY_ENDPOINTS.mute, { params: { handle } });
      setSaid(answer.message);
      onDone?.();
    } catch (failure) {
      setSaid(isApiError(failure) && failure.serverMessage ? failure.serverMessage : `${verb} did not work just now. Please try again.`);
    }
  };
  return (
    <>
      <button type="button" className={styles.action} onClick={() => void act()} data-testid={`${relation === 'blocks' ? 'block' : 'mute'}-button`}>
        {verb} {name}
      </button>
      <span role="status" className={styles.said}>
        {said}
      </span>
    </>
  );
}
