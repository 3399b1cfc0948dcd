import { type FormEvent, useState } from 'react';
import { STORY_CAPTION_MAX_LENGTH } from '@contracts/communityRules';
import { Button } from '~/shared/ui/Button';
import { Modal } from '~/shared/ui/Modal';
import { useToast } from '~/shared/ui/ToastContext';
import { uploadPicture } from '../data/api';
import { addStory } from '../data/gatheringsApi';
import { PictureInput } from './PictureInput';
import styles from './Posts.module.css';

/** Add Your Story: a picture and a caption, shown to everyone for 24 hours. */
export default function AddStoryDialog({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const { showToast } = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError('Choose a picture for your story.');
    setBusy(true);
    try {
      await addStory(await uploadPicture(file), caption);
      showToast('Your story is up for the next 24 hours.', 'success');
      onAdded();
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Your story could not be added.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title="Add Your Story" onClose={onClose}>
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <PictureInput id="story-picture" label="Picture" onFile={(f) => { setFile(f); setError(''); }} invalid={error || undefined} autoFocus />
        {error ? <p id="story-picture-error" className={styles.error}>{error}</p> : null}
        <label htmlFor="story-caption">Caption</label>
        <input id="story-caption" value={caption} maxLength={STORY_CAPTION_MAX_LENGTH} onChange={(e) => setCaption(e.target.value)} />
        <div className={styles.dialogActions}>
          <Button type="submit" disabled={busy}>Share story</Button>
          <Button variant="outline" onClick={onClose}>Cancel</Button>
        </div>
      </form>
    </Modal>
  );
}
