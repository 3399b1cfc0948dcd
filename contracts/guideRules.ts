// The guide's limits, apart from its schemas so that the browser's question box does not load zod.
export const GUIDE_RULES = {
  /** A question's length in characters. */
  questionMax: 500,
  /** Earlier turns of the conversation (kept on the server) put before a follow-up question, and the length of each answer kept for it. */
  contextTurns: 3,
  contextAnswerMax: 4000,
  /** Passages given to the model (and shown as sources). */
  passages: 5,
  /** A member's questions kept for them. */
  historyKept: 20,
  /** A conversation ends this long after its last question: a visitor's soon, a member's after a day. */
  visitorThreadMinutes: 30,
  memberThreadMinutes: 24 * 60,
  /** How long the model may take before the passages answer instead. */
  modelTimeoutMs: 20_000,
} as const;
