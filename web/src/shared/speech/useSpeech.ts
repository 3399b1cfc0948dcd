import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * Reading text aloud with the browser's speech synthesis: the articles' Listen and the guide's
 * passage reader. An Indian English voice for Latin text (English or IAST), a Hindi one for
 * Devanagari, when the browser has one.
 */
export type Playing = 'idle' | 'speaking' | 'paused';

const DEVANAGARI = /\p{Script=Devanagari}/u;
const subscribeNever = () => () => {};

export function voiceFor(text: string): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices();
  const wanted = DEVANAGARI.test(text) ? ['hi-IN', 'hi'] : ['en-IN', 'hi-IN'];
  for (const lang of wanted) {
    const voice = voices.find((candidate) => candidate.lang.replace('_', '-').toLowerCase().startsWith(lang.toLowerCase()));
    if (voice) return voice;
  }
  return undefined;
}

/** Whether the browser can speak at all (false in the server's HTML, which cannot know). */
export const useSpeechSupported = () => useSyncExternalStore(subscribeNever, () => typeof window !== 'undefined' && 'speechSynthesis' in window, () => false);

/** The browser's voices, which some browsers load after the page (the `voiceschanged` event). */
export function useVoices(enabled: boolean): readonly SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<readonly SpeechSynthesisVoice[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const synth = window.speechSynthesis;
    const read = () => setVoices(synth.getVoices());
    read();
    synth.addEventListener('voiceschanged', read);
    return () => synth.removeEventListener('voiceschanged', read);
  }, [enabled]);
  return voices;
}

/** Speak, pause or resume, and stop one text; leaving the page stops the reading. */
export function useSpeech() {
  const supported = useSpeechSupported();
  const [playing, setPlaying] = useState<Playing>('idle');
  const utterance = useRef<SpeechSynthesisUtterance | null>(null);
  useEffect(() => () => {
    if (utterance.current) window.speechSynthesis.cancel();
  }, []);

  const start = useCallback((text: string) => {
    const synth = window.speechSynthesis;
    synth.cancel();
    const next = new SpeechSynthesisUtterance(text);
    const voice = voiceFor(text);
    if (voice) {
      next.voice = voice;
      next.lang = voice.lang;
    } else next.lang = DEVANAGARI.test(text) ? 'hi-IN' : 'en-IN';
    next.onend = () => setPlaying('idle');
    next.onerror = () => setPlaying('idle');
    utterance.current = next;
    synth.speak(next);
    setPlaying('speaking');
  }, []);
  const toggle = useCallback(() => {
    const synth = window.speechSynthesis;
    setPlaying((now) => {
      if (now === 'speaking') synth.pause();
      else synth.resume();
      return now === 'speaking' ? 'paused' : 'speaking';
    });
  }, []);
  const stop = useCallback(() => {
    window.speechSynthesis.cancel();
    setPlaying('idle');
  }, []);
  return { supported, playing, start, toggle, stop };
}
