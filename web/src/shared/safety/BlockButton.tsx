import { useState } from 'react';
import { SAFETY_ENDPOINTS } from '@contracts/endpointAddresses/safety';
import { SAFETY_MESSAGES } from '@contracts/messages/safety';
import { callEndpoint } from '../api/client';
import { isApiError } from '../api/ApiError';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import styles from './Safety.module.css';

const messages = SAFETY_MESSAGES;
const failureOf = (failure: unknown) => (isApiError(failure) && failure.serverMessage ? failure.serverMessage : messages.actionFailed);

/**
 * Block or mute a member from their profile, their post or their comment. A block asks first, in a
 * dialog saying what it does (the two no longer see or reach each other; undone in Settings); a
 * mute takes their posts out of the feed at once. `onDone` hears which it was, after the server
 * agreed, with the sentence to tell the member.
 */
export function BlockButton({
  handle,
  name,
  relation = 'blocks',
  onDone,
}: {
  handle: string;
  name: string;
  relation?: 'blocks' | 'mutes';
  onDone?: (said: string) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const blocking = relation === 'blocks';

  const act = async () => {
    setBusy(true);
    setProblem(null);
    try {
      if (blocking) await callEndpoint(SAFETY_ENDPOINTS.block, { params: { handle } });
      else await callEndpoint(SAFETY_ENDPOINTS.mute, { params: { handle } });
      setAsking(false);
      onDone?.(blocking ? messages.blockDone(name) : messages.muteDone(name));
    } catch (failure) {
      setProblem(failureOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={styles.action}
        onClick={() => (blocking ? (setProblem(null), setAsking(true)) : void act())}
        disabled={busy && !blocking}
        data-testid={`${blocking ? 'block' : 'mute'}-button`}
      >
        {blocking ? 'Block' : 'Mute'} {name}
      </button>
      {!blocking && problem ? (
        <span role="alert" className={styles.said}>
          {problem}
        </span>
      ) : null}
      {asking ? (
        <Modal title={messages.blockQuestion(name)} onClose={() => setAsking(false)}>
          <p className={styles.explained}>{messages.blockExplained}</p>
          {problem ? (
            <p role="alert" className={styles.problem}>
              {problem}
            </p>
          ) : null}
          <div className={styles.choices}>
            <Button variant="outline" onClick={() => setAsking(false)}>
              {messages.blockCancel}
            </Button>
            <Button onClick={() => void act()} disabled={busy}>
              {messages.blockConfirm}
            </Button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
