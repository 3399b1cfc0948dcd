/**
 * The guide's index follows the dataset: a changed revision (a publish, a new import) is read
 * again once the content cache's time has passed, and not before; drafts' and members' texts are
 * never part of it because only published content documents are given to it.
 */
import { describe, expect, it } from 'vitest';
import type { ContentDocument } from '../../api/src/content/dataset';
import { createLiveIndex } from '../../api/src/guide/retrieval';

const area = (id: string, title: string, details: string): ContentDocument => ({ _id: id, _type: 'researchArea', title, description: title, details });

describe('the live passage index', () => {
  it('is rebuilt when the revision moves, at most once per recheck interval', async () => {
    let revision = 1;
    let now = 0;
    let documents = [area('researchArea-a', 'Sama Veda chanting', 'The melodies of the Sama Veda.')];
    let builds = 0;
    const current = createLiveIndex({
      revision: () => revision,
      published: () => {
        builds += 1;
        return documents;
      },
      episodes: async () => [],
      recheckMs: 30_000,
      now: () => now,
    });
    expect((await current()).search('Sama Veda', 5).map((p) => p.docId)).toEqual(['researchArea-a']);
    documents = [...documents, area('researchArea-b', 'Jyotisha', 'Nakshatras and the Vedic calendar.')];
    revision = 2;
    now = 10_000;
    expect((await current()).search('nakshatra', 5)).toEqual([]);
    now = 31_000;
    expect((await current()).search('nakshatra', 5).map((p) => p.docId)).toEqual(['researchArea-b']);
    now = 70_000;
    await current();
    expect(builds).toBe(2);
  });
});
