/**
 * The AI guide: a question answered from the trust's published texts. The answer streams as
 * Server-Sent Events: first the numbered passages it rests on (`sources`), then, when a language
 * model is configured and answers, its text in pieces (`text`) citing passages as [1], [2]…; when
 * there is no model, or it is slow, fails or refuses, the passages themselves are the answer
 * (`fallback`, with a short note when a model was meant to answer). `done` ends every answer.
 */
import { z } from 'zod/mini';
import { COMMON_ERRORS, defineEndpoint, errorAnswers, WRITE_ERRORS } from './endpoint';
import { rowId, text } from './fields';
import { GUIDE_MESSAGES } from './messages/guide';
import { REQUEST_MESSAGES } from './messages/request';
import { GUIDE_RULES } from './guideRules';

export { GUIDE_RULES };

const question = text('Question', { max: GUIDE_RULES.questionMax });

/** One earlier question and the answer the server gave, as the server keeps them. */
export interface GuideTurn {
  question: string;
  answer: string;
}

export const guideAskBody = z.object(
  {
    question,
    /**
     * The conversation to continue: the id the previous answer's `done` event gave. The server keeps
     * the turns; a client never sends earlier answers (a field carrying them is not read).
     * Absent, unknown, ended or another's: a new conversation starts.
     */
    conversationId: z.optional(z.string({ error: GUIDE_MESSAGES.conversationInvalid }).check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: GUIDE_MESSAGES.conversationInvalid }))),
  },
  { error: REQUEST_MESSAGES.notAnObject },
);
export type GuideAskBody = z.input<typeof guideAskBody>;

/** One passage of the trust's texts, numbered as the answer cites it. */
export const guideSource = z.object({
  n: z.int(),
  /** The document's title, and the heading inside it the passage sits under (if any). */
  title: z.string(),
  heading: z.nullable(z.string()),
  /** What kind of text: an article, a book, an episode… (as the message catalogue names kinds). */
  kind: z.string(),
  /** The page the passage is on (a site address). */
  url: z.string(),
  text: z.string(),
});
export type GuideSource = z.infer<typeof guideSource>;

export const GUIDE_EVENTS = {
  /** First: the passages found, numbered from 1; an empty list means the texts hold nothing on it. */
  sources: z.object({ sources: z.array(guideSource), generated: z.boolean() }),
  /** A piece of the model's answer, in order. */
  text: z.object({ text: z.string() }),
  /** The passages are the answer; `note` says why when a model was meant to answer. */
  fallback: z.object({ note: z.nullable(z.string()) }),
  /** Last, always. */
  done: z.object({ questionId: z.nullable(z.string()), conversationId: z.string() }),
} as const;
export type GuideEventName = keyof typeof GUIDE_EVENTS;
export type GuideEventData<K extends GuideEventName> = z.infer<(typeof GUIDE_EVENTS)[K]>;

export const guideQuestionView = z.object({ id: z.string(), question: z.string(), askedAt: z.string() });
export type GuideQuestionView = z.infer<typeof guideQuestionView>;

const ok = z.literal(true);

export const GUIDE_ENDPOINTS = {
  ask: defineEndpoint({
    method: 'POST',
    path: '/guide/answers',
    summary:
      "Ask the guide (text/event-stream): the numbered passages of the trust's texts, then the model's answer citing them, or the passages as the answer when no model answers; a member's question is kept",
    tag: 'Guide',
    auth: 'optional',
    body: guideAskBody,
    stream: { events: GUIDE_EVENTS },
    // 503: the language model is answering as many questions as it may, with as many waiting.
    responses: { 200: z.string(), ...WRITE_ERRORS, ...errorAnswers(503) },
  }),
  questions: defineEndpoint({
    method: 'GET',
    path: '/guide/questions',
    summary: "The member's recent questions to the guide, newest first",
    tag: 'Guide',
    auth: 'member',
    responses: { 200: z.object({ success: ok, questions: z.array(guideQuestionView) }), ...errorAnswers(401, 414), ...COMMON_ERRORS },
  }),
  deleteQuestion: defineEndpoint({
    method: 'DELETE',
    path: '/guide/questions/:questionId',
    summary: 'Forget one of the member’s questions',
    tag: 'Guide',
    auth: 'member',
    params: z.object({ questionId: rowId(GUIDE_MESSAGES.questionNotFound) }),
    responses: { 200: z.object({ success: ok }), ...WRITE_ERRORS },
  }),
} as const;
