import { useState } from 'react';
import { Link } from 'react-router';
import type { MemberCard } from '@contracts/community';
import { SAFETY_ENDPOINTS } from '@contracts/endpointAddresses/safety';
import { SAFETY_MESSAGES } from '@contracts/messages/safety';
import { profilePath } from '@contracts/routes';
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '@contracts/safetyRules';
import { callEndpoint } from '~/shared/api/client';
import { Modal } from '~/shared/ui/Modal';
import { useToast } from '~/shared/ui/ToastContext';
import { BlockIcon, FlagIcon, MuteIcon, ProfileIcon } from './icons';
import styles from './Messaging.module.css';

/** The chat header's four actions: the member's profile, mute, block and report (the safety features' own endpoints). */
export function ChatActions({ member }: { member: MemberCard }) {
  const { showToast } = useToast();
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const [reason, setReason] = useState<ReportReason>('spam');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const params = { handle: member.handle };
  const fail = (cause: unknown) => setError(cause instanceof Error ? cause.message : 'That did not work just now.');

  const mute = () =>
    callEndpoint(SAFETY_ENDPOINTS.mute, { params }).then(
      (answer) => showToast(answer.message, 'success'),
      (cause: unknown) => showToast(cause instanceof Error ? cause.message : 'That did not work just now.', 'error'),
    );
  const block = () =>
    callEndpoint(SAFETY_ENDPOINTS.block, { params }).then((answer) => {
      setDialog(null);
      showToast(answer.message, 'success');
    }, fail);
  const report = () =>
    callEndpoint(SAFETY_ENDPOINTS.report, { body: { itemType: 'member', itemId: member.handle, reason, details: details.trim() || null } }).then(() => {
      setDialog(null);
      showToast('Thank you. The moderators will look at your report.', 'success');
    }, fail);

  return (
    <div className={styles.chatActions}>
      <Link to={profilePath(member.handle)} className={styles.iconButton} aria-label={`View ${member.name}’s profile`}>
        <ProfileIcon />
      </Link>
      <button type="button" className={styles.iconButton} aria-label={`Mute ${member.name}`} onClick={() => void mute()}>
        <MuteIcon />
      </button>
      <button type="button" className={styles.iconButton} aria-label={`Block ${member.name}`} onClick={() => (setError(null), setDialog('block'))}>
        <BlockIcon />
      </button>
      <button type="button" className={styles.iconButton} aria-label={`Report ${member.name}`} onClick={() => (setError(null), setDialog('report'))}>
        <FlagIcon />
      </button>
      {dialog === 'block' ? (
        <Modal title={SAFETY_MESSAGES.blockQuestion(member.name)} onClose={() => setDialog(null)}>
          <p>{SAFETY_MESSAGES.blockExplained}</p>
          {error ? <p role="alert">{error}</p> : null}
          <button type="button" className={styles.send} onClick={() => void block()}>
            {SAFETY_MESSAGES.blockConfirm}
          </button>
        </Modal>
      ) : null}
      {dialog === 'report' ? (
        <Modal title={`Report ${member.name}`} onClose={() => setDialog(null)}>
          <label className={styles.field}>
            Reason
            <select value={reason} onChange={(event) => setReason(event.target.value as ReportReason)}>
              {REPORT_REASONS.map((name) => (
                <option key={name} value={name}>
                  {REPORT_REASON_LABELS[name]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            Details (what is wrong, in a few words)
            <textarea value={details} onChange={(event) => setDetails(event.target.value)} rows={3} maxLength={1000} />
          </label>
          {error ? <p role="alert">{error}</p> : null}
          <button type="button" className={styles.send} onClick={() => void report()}>
            Send the report
          </button>
        </Modal>
      ) : null}
    </div>
  );
}
