import { useState } from 'react';
import { Link } from 'react-router';
import useSWR from 'swr';
import { ACCOUNT_ENDPOINTS } from '@contracts/endpointAddresses/accounts';
import { SAFETY_ENDPOINTS } from '@contracts/endpointAddresses/safety';
import { ROUTES } from '@contracts/routes';
import { callEndpoint } from '~/shared/api/client';
import { useSession } from '~/shared/session/useSession';
import { Modal } from '~/shared/ui/Modal';
import { Face } from './Face';
import styles from './Messaging.module.css';

/**
 * Message settings: whether new messages are e-mailed while the member is away, and the members
 * they muted (whose messages neither notify them nor count in the header's badge), each unmuted here.
 */
export function MessageSettingsDialog({ onClose }: { onClose(): void }) {
  const { token } = useSession();
  const settings = useSWR(token ? ['account-settings', token] : null, () => callEndpoint(ACCOUNT_ENDPOINTS.settings));
  const mutes = useSWR(token ? ['mutes', token] : null, () => callEndpoint(SAFETY_ENDPOINTS.mutes));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const preferences = settings.data?.data.emailPreferences;
  // The box shows the choice at once; it goes back if the server refuses it.
  const [choosing, setChoosing] = useState<boolean | null>(null);

  const setEmails = async (messages: boolean) => {
    if (!preferences) return;
    setError(null);
    setChoosing(messages);
    try {
      const answer = await callEndpoint(ACCOUNT_ENDPOINTS.emailPreferences, { body: { ...preferences, messages } });
      await settings.mutate();
      setSaved(answer.message);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The setting could not be saved just now.');
    } finally {
      setChoosing(null);
    }
  };

  const unmute = async (handle: string) => {
    setError(null);
    try {
      const answer = await callEndpoint(SAFETY_ENDPOINTS.unmute, { params: { handle } });
      await mutes.mutate();
      setSaved(answer.message);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The member could not be unmuted just now.');
    }
  };

  return (
    <Modal title="Message settings" onClose={onClose}>
      <label className={styles.setting}>
        <input type="checkbox" checked={choosing ?? preferences?.messages ?? false} disabled={!preferences} onChange={(event) => void setEmails(event.target.checked)} data-testid="message-emails" />
        E-mail me about new messages while I am away from the site
      </label>
      <h3 className={styles.settingsHeading}>Muted members</h3>
      <p className={styles.quiet}>Their messages still arrive, but they do not notify you or count in your unread badge.</p>
      {mutes.data && mutes.data.members.length === 0 ? <p className={styles.quiet}>You have muted nobody.</p> : null}
      <ul className={styles.people} aria-label="Muted members">
        {mutes.data?.members.map((person) => (
          <li key={person.handle} className={styles.mutedRow}>
            <Face name={person.name} imageUrl={person.avatarUrl} size={32} />
            <span className={styles.rowName}>{person.name}</span>
            <button type="button" className={styles.textButton} onClick={() => void unmute(person.handle)}>
              Unmute <span className="visually-hidden">{person.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {error ? <p role="alert">{error}</p> : null}
      {saved ? <p role="status">{saved}</p> : null}
      <p>
        <Link to={`${ROUTES.settings}#notifications`}>All notification and e-mail settings</Link>
      </p>
    </Modal>
  );
}
