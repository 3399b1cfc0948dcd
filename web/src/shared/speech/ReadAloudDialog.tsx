import { useId, useState } from 'react';
import { GUIDE_MESSAGES as T } from '@contracts/messages/guide';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import styles from './ReadAloud.module.css';
import { useSpeech, useVoices, voiceFor } from './useSpeech';

/**
 * A small reader: a pasted passage (Devanagari, IAST or English) read aloud with the browser's
 * speech synthesis, in a Hindi or Indian English voice where the browser has one; it says so
 * plainly when the browser cannot speak or has no voice at all.
 */
export function ReadAloudDialog({ onClose }: { onClose: () => void }) {
  const { supported, playing, start, toggle, stop } = useSpeech();
  const voices = useVoices(supported);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const voice = supported && text.trim() ? voiceFor(text) : undefined;

  const read = () => {
    if (!text.trim()) return setProblem(T.readerEmpty);
    setProblem(null);
    start(text.trim());
  };

  return (
    <Modal title={T.readerTitle} onClose={onClose} closeLabel={T.readerClose}>
      <div className={styles.reader}>
        <label htmlFor={fieldId}>{T.readerLabel}</label>
        <textarea
          id={fieldId}
          className={styles.text}
          rows={5}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={problem ? `${fieldId}-problem` : undefined}
        />
        {problem ? (
          <p id={`${fieldId}-problem`} className={styles.problem} role="alert">
            {problem}
          </p>
        ) : null}
        {!supported ? (
          <p role="status">{T.readerNoSpeech}</p>
        ) : voices.length === 0 ? (
          <p role="status">{T.readerNoVoice}</p>
        ) : (
          <>
            {voice ? <p className={styles.voice}>{T.readerVoice(`${voice.name} (${voice.lang})`)}</p> : null}
            <div className={styles.actions}>
              {playing === 'idle' ? (
                <Button onClick={read}>{T.readerPlay}</Button>
              ) : (
                <>
                  <Button variant="outline" onClick={toggle}>
                    {playing === 'speaking' ? T.readerPause : T.readerResume}
                  </Button>
                  <Button variant="ghost" onClick={stop}>
                    {T.readerStop}
                  </Button>
                </>
              )}
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
