/**
 * A member's Karmic Points stage as it is shown beside their name: derived from their ledger of
 * points, carried by every answer that names a member. The trust's people (content) have badges
 * of their own instead, which are not stages.
 */
import { z } from 'zod/mini';

export const memberStage = z.object({
  /** The stage's content key, e.g. `karmaStage-jijnasu`. */
  key: z.string(),
  /** Its place among the stages, 1 for the first: what the badge's colour follows. */
  rank: z.int().check(z.positive()),
  /** The stage's name, e.g. "Jijnasu". */
  name: z.string(),
  /** Its meaning, e.g. "Seeker". */
  meaning: z.string(),
  /** What the badge says: "Jijnasu — Seeker". */
  label: z.string(),
});

export type MemberStage = z.infer<typeof memberStage>;

/** The badge's words, the same everywhere. */
export const stageLabel = (name: string, meaning: string) => (meaning ? `${name} — ${meaning}` : name);
