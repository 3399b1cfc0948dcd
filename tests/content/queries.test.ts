/**
 * Every GROQ query written with defineQuery in web/ runs against the seed and returns what its
 * page needs: a non-empty result whose top-level fields are filled.
 */
import { describe, expect, it } from 'vitest';
import { query, sampleParamsFor, webQueries } from './seed';


/** Top-level fields a page may legitimately leave empty. */
const OPTIONAL_FIELDS: Record<string, string[]> = {
  // A book sold at its list price has no struck-through price; one without sample pages offers no PDF.
  bookDetailQuery: ['listPrice', 'sample'],
  // The video page without ?video= (or with an unknown one) shows the featured video: nothing is chosen.
  videoPreviewQuery: ['chosen'],
};

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0) || (typeof value === 'object' && Object.keys(value as object).length === 0);

describe('the GROQ queries of web/', () => {
  const queries = webQueries();

  it('are found (typegen map parsed)', () => {
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.map((q) => q.name)).toContain('siteSettingsQuery');
  });

  for (const { name, source, query: groq } of queries) {
    it(`${name} (${source}) returns what its page needs`, async () => {
      const { names, params } = sampleParamsFor(name, groq);
      const missing = names.filter((n) => params[n] === undefined);
      expect(missing, 'add sample values for these parameters (tests/content/seed.ts)').toEqual([]);
      const result = await query(groq, params);
      expect(isEmpty(result), 'result is empty').toBe(false);
      if (result && typeof result === 'object' && !Array.isArray(result)) {
        const empty = Object.entries(result)
          .filter(([key, value]) => isEmpty(value) && !(OPTIONAL_FIELDS[name] ?? []).includes(key))
          .map(([key]) => key);
        expect(empty, 'empty top-level fields').toEqual([]);
      }
      if (Array.isArray(result)) {
        for (const item of result) expect(isEmpty(item)).toBe(false);
      }
    });
  }
});
