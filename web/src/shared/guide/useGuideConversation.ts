import { useCallback, useRef, useState } from 'react';
import type { GuideSource } from '@contracts/guide';

/** The streaming client loads with the first question (or when the box is focused), not with the page. */
export const loadAskGuide = () => import('./askGuide');

/** One question and its answer as it streams: the sources first, then the model's text or the passages. */
export interface Turn {
  key: number;
  question: string;
  status: 'asking' | 'done' | 'error';
  sources: GuideSource[];
  /** The model's text so far (empty when the passages are the answer). */
  text: string;
  /** The passages are the answer: no model, or it did not answer (then `note` says why). */
  passages: boolean;
  note: string | null;
  error: string | null;
}

/**
 * A conversation with the guide: each question streams in. The server keeps the conversation's
 * turns; a follow-up names it by the id the previous answer ended with.
 */
export function useGuideConversation(onAsked?: (questionId: string | null) => void) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const controller = useRef<AbortController | null>(null);
  const counter = useRef(0);
  const conversationId = useRef<string | undefined>(undefined);

  const ask = useCallback(
    async (question: string) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      const key = (counter.current += 1);
      const update = (change: (turn: Turn) => Partial<Turn>) =>
        setTurns((all) => all.map((turn) => (turn.key === key ? { ...turn, ...change(turn) } : turn)));
      setTurns((all) => [...all, { key, question, status: 'asking', sources: [], text: '', passages: false, note: null, error: null }]);
      try {
        const { askGuide } = await loadAskGuide();
        await askGuide(
          { question, conversationId: conversationId.current },
          (event, data) => {
            if (event === 'sources') {
              const { sources, generated } = data as { sources: GuideSource[]; generated: boolean };
              update(() => ({ sources, passages: !generated }));
            } else if (event === 'text') update((turn) => ({ text: turn.text + (data as { text: string }).text }));
            else if (event === 'fallback') update(() => ({ passages: true, text: '', note: (data as { note: string | null }).note }));
            else if (event === 'done') {
              const done = data as { questionId: string | null; conversationId: string };
              conversationId.current = done.conversationId;
              update(() => ({ status: 'done' }));
              onAsked?.(done.questionId);
            }
          },
          own.signal,
        );
      } catch (error) {
        if (own.signal.aborted) return;
        update(() => ({ status: 'error', error: error instanceof Error ? error.message : String(error) }));
      }
    },
    [onAsked],
  );

  const reset = useCallback(() => {
    controller.current?.abort();
    conversationId.current = undefined;
    setTurns([]);
  }, []);

  const busy = turns.some((turn) => turn.status === 'asking');
  return { turns, ask, reset, busy };
}
