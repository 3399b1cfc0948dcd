import { useCallback, useRef, useState } from 'react';
import type { GuideSource, GuideTurn } from '@contracts/guide';
import { GUIDE_RULES } from '@contracts/guideRules';

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

/** What a follow-up sends as context: the earlier answers' text, or the passages' titles when they were the answer. */
function asContext(turn: Turn): GuideTurn {
  const answer = turn.passages ? turn.sources.map((source) => `[${source.n}] ${source.title}`).join('\n') : turn.text;
  return { question: turn.question, answer: answer.slice(0, GUIDE_RULES.contextAnswerMax) };
}

/** A conversation with the guide: each question streams in, follow-ups carry the last three turns. */
export function useGuideConversation(onAsked?: (questionId: string | null) => void) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const controller = useRef<AbortController | null>(null);
  const counter = useRef(0);
  const latestTurns = useRef<Turn[]>([]);
  latestTurns.current = turns;

  const ask = useCallback(
    async (question: string) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      const key = (counter.current += 1);
      const history = latestTurns.current
        .filter((turn) => turn.status === 'done')
        .slice(-GUIDE_RULES.contextTurns)
        .map(asContext);
      const update = (change: (turn: Turn) => Partial<Turn>) =>
        setTurns((all) => all.map((turn) => (turn.key === key ? { ...turn, ...change(turn) } : turn)));
      setTurns((all) => [...all, { key, question, status: 'asking', sources: [], text: '', passages: false, note: null, error: null }]);
      try {
        const { askGuide } = await loadAskGuide();
        await askGuide(
          { question, history },
          (event, data) => {
            if (event === 'sources') {
              const { sources, generated } = data as { sources: GuideSource[]; generated: boolean };
              update(() => ({ sources, passages: !generated }));
            } else if (event === 'text') update((turn) => ({ text: turn.text + (data as { text: string }).text }));
            else if (event === 'fallback') update(() => ({ passages: true, text: '', note: (data as { note: string | null }).note }));
            else if (event === 'done') {
              update(() => ({ status: 'done' }));
              onAsked?.((data as { questionId: string | null }).questionId);
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
    setTurns([]);
  }, []);

  const busy = turns.some((turn) => turn.status === 'asking');
  return { turns, ask, reset, busy };
}
