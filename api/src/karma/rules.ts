import { KARMA_RULE_FIELDS, KARMA_RULE_KINDS, type KarmaRuleKind } from '../../../contracts/karmaRules';
import type { ContentDocument } from '../content/dataset';
import type { PublishedContent } from '../content/dataset';

/** The rules document's fixed id (a singleton in the Studio). */
export const KARMA_RULES_ID = 'karmaRules';

export interface KarmaRule {
  /** Points per event; for a completed course item the item's coin value instead. */
  points: number;
  /** The most points of this kind a member gains in one calendar day in India; null: no cap. */
  dailyCap: number | null;
}

export interface KarmaRules {
  /** The rules document's `_rev`: each entry records the version that gave its points. */
  version: string;
  rules: Record<KarmaRuleKind, KarmaRule>;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

// Parsed once per loaded dataset (the store hands out a new array when the file changes).
const parsed = new WeakMap<ContentDocument[], KarmaRules>();

/**
 * The published rules. Without a rules document (a fresh Studio project) every event gives
 * nothing, so no points are handed out by rules nobody wrote.
 */
export function rulesOf(content: PublishedContent): KarmaRules {
  const documents = content.published();
  const known = parsed.get(documents);
  if (known) return known;
  const doc = documents.find((d) => d._id === KARMA_RULES_ID) as (ContentDocument & Record<string, unknown>) | undefined;
  const rules = Object.fromEntries(
    KARMA_RULE_KINDS.map((kind) => {
      const field = (doc?.[KARMA_RULE_FIELDS[kind]] ?? {}) as { points?: unknown; dailyCap?: unknown };
      const cap = field.dailyCap;
      return [kind, { points: count(field.points), dailyCap: typeof cap === 'number' && Number.isFinite(cap) && cap >= 0 ? Math.floor(cap) : null }];
    }),
  ) as Record<KarmaRuleKind, KarmaRule>;
  const result = { version: typeof doc?._rev === 'string' ? doc._rev : 'none', rules };
  parsed.set(documents, result);
  return result;
}
