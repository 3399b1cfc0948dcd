import { useSpeech } from '~/shared/speech/useSpeech';
import { Button } from '~/shared/ui/Button';
import { TEXTS } from '../labels';
import styles from './ArticleActions.module.css';
import { SpeakerIcon } from './ActionIcons';

/**
 * Listen: reads the article aloud with the browser's speech synthesis, with pause, resume and stop.
 * Not shown where the browser has none (nor in the server's HTML, which cannot know).
 */
export function ListenButton({ text }: { text: string }) {
  const { supported, playing, start, toggle, stop } = useSpeech();
  if (!supported) return null;

  return (
    <span className={styles.listen}>
      {playing === 'idle' ? (
        <Button variant="outline" size="small" onClick={() => start(text)}>
          <SpeakerIcon /> {TEXTS.listen}
        </Button>
      ) : (
        <>
          <Button variant="outline" size="small" onClick={toggle}>
            {playing === 'speaking' ? TEXTS.pause : TEXTS.resume}
          </Button>
          <Button variant="ghost" size="small" onClick={stop}>
            {TEXTS.stop}
          </Button>
        </>
      )}
    </span>
  );
}
