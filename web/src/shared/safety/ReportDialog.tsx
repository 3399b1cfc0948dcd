import { useId, useState, type FormEvent } from 'react';
import { SAFETY_ENDPOINTS } from '@contracts/endpointAddresses/safety';
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportableType, type ReportReason } from '@contracts/safetyRules';
import { callEndpoint } from '../api/client';
import { isApiError } from '../api/ApiError';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import styles from './Safety.module.css';

/**
 * The report dialog: the reasons and room to say more; the answer says it was received (or why not).
 * It stays mounted between openings, so a closed and reopened dialog keeps the choice, the words and the answer.
 */
export default function ReportDialog({ itemType, itemId, open, onClose }: { itemType: ReportableType; itemId: string; open: boolean; onClose: () => void }) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [said, setSaid] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setSaid({ tone: 'error', text: 'Choose what is wrong.' });
    setSending(true);
    try {
      const answer = await callEndpoint(SAFETY_ENDPOINTS.report, { body: { itemType, itemId, reason, details: details.trim() || null } });
      setSaid({ tone: 'success', text: answer.message });
    } catch (failure) {
      setSaid({ tone: 'error', text: isApiError(failure) && failure.serverMessage ? failure.serverMessage : 'The report could not be sent. Please try again.' });
    } finally {
      setSending(false);
    }
  };

  if (!open) return null;
  return (
    <Modal title="Report to the moderators" onClose={onClose}>
      {said?.tone === 'success' ? (
        <p role="status">{said.text}</p>
      ) : (
        <form className={styles.form} onSubmit={submit}>
          <fieldset className={styles.reasons}>
            <legend>What is wrong?</legend>
            {REPORT_REASONS.map((choice) => (
              <label key={choice} className={styles.reason}>
                <input type="radio" name={`${id}-reason`} value={choice} checked={reason === choice} onChange={() => setReason(choice)} />
                {REPORT_REASON_LABELS[choice]}
              </label>
            ))}
          </fieldset>
          <label htmlFor={`${id}-details`}>Anything the moderators should know{reason === 'other' ? ' (required)' : ' (optional)'}</label>
          <textarea id={`${id}-details`} rows={3} maxLength={1000} value={details} onChange={(event) => setDetails(event.target.value)} />
          {said ? (
            <p role="alert" className={styles.problem}>
              {said.text}
            </p>
          ) : null}
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending…' : 'Send the report'}
          </Button>
        </form>
      )}
    </Modal>
  );
}
