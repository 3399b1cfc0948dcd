import type { ContentDocument } from '../content/dataset';
import type { PublishedContent } from '../content/dataset';

/** A growth stage as published: what it takes to reach it. */
export interface Stage {
  key: string;
  name: string;
  meaning: string;
  minPoints: number;
  minDistinctMembers: number;
}

/** The stage everyone starts at when the dataset has none (a fresh Studio project). */
const FIRST_STAGE: Stage = { key: 'karmaStage-jijnasu', name: 'Jijnasu', meaning: 'Seeker', minPoints: 0, minDistinctMembers: 0 };

const whole = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

// Parsed once per loaded dataset (the store hands out a new array when the file changes).
const parsed = new WeakMap<ContentDocument[], Stage[]>();

/**
 * The published stages, lowest first. A stage needs at least what the one below it needs, in
 * points and in distinct members, so an edit that lowers a later stage's minimum cannot let a
 * member skip the stage below.
 */
export function stagesOf(content: PublishedContent): Stage[] {
  const documents = content.published();
  const known = parsed.get(documents);
  if (known) return known;
  const stages = documents
    .filter((doc) => doc._type === 'karmaStage')
    .map((doc) => ({
      key: doc._id,
      name: typeof doc.name === 'string' ? doc.name : doc._id,
      meaning: typeof doc.meaning === 'string' ? doc.meaning : '',
      minPoints: whole(doc.karmicPoints),
      minDistinctMembers: whole(doc.minDistinctMembers),
    }))
    .sort((a, b) => a.minPoints - b.minPoints || a.minDistinctMembers - b.minDistinctMembers);
  const result = stages.length > 0 ? stages : [FIRST_STAGE];
  parsed.set(documents, result);
  return result;
}

/** The stage reached with these points and givers, and the next one (null at the top). */
export function stageFor(stages: readonly Stage[], points: number, distinctGivers: number) {
  let reached = 0;
  while (
    reached + 1 < stages.length &&
    points >= stages[reached + 1]!.minPoints &&
    distinctGivers >= stages[reached + 1]!.minDistinctMembers
  ) {
    reached += 1;
  }
  return { stage: stages[reached]!, next: stages[reached + 1] ?? null };
}
