import { type FormEvent, useState } from 'react';
import type { TribeView } from '@contracts/community';
import { TRIBE_DESCRIPTION_MAX_LENGTH, TRIBE_NAME_MAX_LENGTH } from '@contracts/communityRules';
import { Button } from '~/shared/ui/Button';
import { Modal } from '~/shared/ui/Modal';
import { useToast } from '~/shared/ui/ToastContext';
import { createTribe } from '../data/gatheringsApi';
import styles from '../components/Posts.module.css';

/** Start a tribe: a name and what it is about; anyone may join it, and its founder is its first member and admin. */
export default function NewTribeDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (tribe: TribeView) => void }) {
  const { showToast } = useToast();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Give the tribe a name.');
    setBusy(true);
    try {
      const tribe = await createTribe({ name, description: description.trim() || null });
      showToast(`${tribe.name} is started, and you are its first member.`, 'success');
      onCreated(tribe);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The tribe could not be started.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title="Start a tribe" onClose={onClose}>
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <label htmlFor="tribe-name">Name</label>
        <input
          id="tribe-name"
          value={name}
          maxLength={TRIBE_NAME_MAX_LENGTH}
          onChange={(e) => { setName(e.target.value); setError(''); }}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'tribe-name-error' : undefined}
          autoFocus
        />
        {error ? <p id="tribe-name-error" className={styles.error}>{error}</p> : null}
        <label htmlFor="tribe-description">What is it about? (optional)</label>
        <textarea id="tribe-description" rows={3} value={description} maxLength={TRIBE_DESCRIPTION_MAX_LENGTH} onChange={(e) => setDescription(e.target.value)} />
        <p className={styles.meta}>Tribes are open: any member may join and post to it.</p>
        <div className={styles.dialogActions}>
          <Button type="submit" disabled={busy}>Start the tribe</Button>
          <Button variant="outline" onClick={onClose}>Cancel</Button>
        </div>
      </form>
    </Modal>
  );
}
