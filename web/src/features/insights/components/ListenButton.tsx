import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '~/shared/ui/Button';
import { TEXTS } from '../labels';
import styles from './ArticleActions.module.css';
import { SpeakerIcon } from './ActionIcons';

type Playing = 'idle' | 'speaking' | 'paused';
const subscribeNever = () => () => {};

/** An Indian English voice for English text, a Hindi one for Devanagari, when the browser has one. */
function voiceFor(text: string): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices();
  const wanted = /[\u0900-\u097F]/.test(text) ? ['hi-IN', 'hi'] : ['en-IN', 'hi-IN'];
  for (const lang of wanted) {
    const voice = voices.find((candidate) => candidate.lang.replace('_', '-').toLowerCase().startsWith(lang.toLowerCase()));
    if (voice) return voice;
  }
  return undefined;
}

/**
 * Listen: reads the article aloud with the browser's speech synthesis, with pause, resume and stop.
 * Not shown where the browser has none (nor in the server's HTML, which cannot know).
 */
export function ListenButton({ text }: { text: string }) {
  const supported = useSyncExternalStore(subscribeNever, () => 'speechSynthesis' in window, () => false);
  const [playing, setPlaying] = useState<Playing>('idle');
  const utterance = useRef<SpeechSynthesisUtterance | null>(null);

  // Leaving the page stops the reading.
  useEffect(() => () => {
    if (utterance.current) window.speechSynthesis.cancel();
  }, []);

  if (!supported) return null;
  const synth = window.speechSynthesis;

  const start = () => {
    synth.cancel();
    const next = new SpeechSynthesisUtterance(text);
    const voice = voiceFor(text);
    if (voice) {
      next.voice = voice;
      next.lang = voice.lang;
    } else next.lang = /[\u0900-\u097F]/.test(text) ? 'hi-IN' : 'en-IN';
    next.onend = () => setPlaying('idle');
    next.onerror = () => setPlaying('idle');
    utterance.current = next;
    synth.speak(next);
    setPlaying('speaking');
  };

  return (
    <span className={styles.listen}>
      {playing === 'idle' ? (
        <Button variant="outline" size="small" onClick={start}>
          <SpeakerIcon /> {TEXTS.listen}
        </Button>
      ) : (
        <>
          <Button
            variant="outline"
            size="small"
            onClick={() => {
              if (playing === 'speaking') {
                synth.pause();
                setPlaying('paused');
              } else {
                synth.resume();
                setPlaying('speaking');
              }
            }}
          >
            {playing === 'speaking' ? TEXTS.pause : TEXTS.resume}
          </Button>
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              synth.cancel();
              setPlaying('idle');
            }}
          >
            {TEXTS.stop}
          </Button>
        </>
      )}
    </span>
  );
}
