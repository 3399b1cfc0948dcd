import { GUIDE_RULES, type GuideSource, type GuideTurn } from '../../../contracts/guide';
import type { ChatMessage } from './model';
import type { Passage } from './passages';

/** The passages found for a question, numbered as the answer cites them. */
export const numbered = (passages: readonly Passage[]): GuideSource[] =>
  passages.map((passage, index) => ({
    n: index + 1,
    title: passage.title,
    heading: passage.heading,
    kind: passage.kind,
    url: passage.url,
    text: passage.text,
  }));

const INSTRUCTIONS = [
  "You are the guide of a trust that shares Vedic knowledge. Answer the reader's question using ONLY the numbered passages from the trust's published texts given with it.",
  'Cite the passages you use in square brackets after the statement they support, like [1] or [2][3]. Never cite a number that is not given.',
  'If the passages do not contain the answer, say plainly that the trust\u2019s texts do not answer this, and do not answer from your own knowledge.',
  "Answer in the language of the question. Write plain text: no HTML, no markdown headings, no links other than the citations. Keep it short (under 200 words).",
].join('\n');

/** How a question and its passages are put to the model; earlier turns come first, as the conversation was. */
export function promptFor(question: string, history: readonly GuideTurn[], sources: readonly GuideSource[]): ChatMessage[] {
  const turns = history.slice(-GUIDE_RULES.contextTurns).flatMap<ChatMessage>((turn) => [
    { role: 'user', content: turn.question },
    { role: 'assistant', content: turn.answer },
  ]);
  const passages = sources
    .map((source) => `[${source.n}] ${source.title}${source.heading ? ` \u2014 ${source.heading}` : ''}\n${source.text}`)
    .join('\n\n');
  return [
    { role: 'system', content: INSTRUCTIONS },
    ...turns,
    { role: 'user', content: `Passages:\n\n${passages || '(none found)'}\n\nQuestion: ${question}` },
  ];
}
