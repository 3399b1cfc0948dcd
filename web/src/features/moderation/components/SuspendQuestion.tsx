import { formatDayMonthYear } from '@contracts/dates';
import { SAFETY_MESSAGES } from '@contracts/messages/safety';
import { Button } from '~/shared/ui/Button';
import { Modal } from '~/shared/ui/Modal';
import styles from '../Moderation.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day a suspension of `days` from now ends (null: for good), read when the moderator asks for it. */
export const suspensionEnd = (days: number | null) => (days === null ? null : formatDayMonthYear(new Date(Date.now() + days * DAY_MS)));

/** "Suspend NAME until DATE?": asked before a suspension, which ends the member's sessions at once. */
export function SuspendQuestion({ name, until, onConfirm, onCancel }: { name: string; until: string | null; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Modal title={SAFETY_MESSAGES.suspendQuestion(name, until)} onClose={onCancel}>
      <p>{SAFETY_MESSAGES.suspendExplained}</p>
      <div className={styles.actions}>
        <Button variant="outline" onClick={onCancel}>
          {SAFETY_MESSAGES.suspendCancel}
        </Button>
        <Button onClick={onConfirm}>{SAFETY_MESSAGES.suspendConfirm}</Button>
      </div>
    </Modal>
  );
}
