/**
 * Facet counts from the list query's answer: for each filter, the values of the books that the
 * other filters leave; a checkbox's count is how many of them carry its value. Ratings are the
 * API's (members' reviews), so "N stars & up" counts the books whose average reaches N.
 */

export function countValues(values: readonly (string | null)[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

export function countRatedAtLeast(bookIds: readonly string[], ratings: ReadonlyMap<string, number>, thresholds: readonly number[]): Map<number, number> {
  return new Map(thresholds.map((stars) => [stars, bookIds.filter((id) => (ratings.get(id) ?? 0) >= stars).length]));
}

/** The ids of the books rated at least `minStars` (the list query filters with them). */
export const idsRatedAtLeast = (ratings: ReadonlyMap<string, number>, minStars: number): string[] =>
  [...ratings].filter(([, average]) => average >= minStars).map(([id]) => id).sort();
