import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createKarmaLedger } from '../karma/ledger';
import { createCommentRepository } from './comments';
import { createInteractionRepository } from './repository';
import type { PublishedContent } from '../content/dataset';
import { createTargetRegistry, registerStandardTargets } from './targets';

/**
 * The interaction model as one object: the target registry, the toggles/shares/
 * views/ratings repository and the comments repository. The episode endpoints and the generic
 * /interactions endpoints are both built on it; other areas register their target types on
 * `targets` before the routes are used.
 */
export function createInteractions({ db, content }: { db: Kysely<Database>; content: PublishedContent }) {
  const targets = createTargetRegistry();
  registerStandardTargets(targets, { db, content });
  // Karmic Points are written by the repositories, in the transactions of the acts that cause them.
  const karma = createKarmaLedger(content);
  return { targets, karma, repository: createInteractionRepository(db, karma), comments: createCommentRepository(db, karma) };
}

export type Interactions = ReturnType<typeof createInteractions>;
