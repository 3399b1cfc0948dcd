/**
 * The Insights list at scale: members' articles are read from the database a page at a time and
 * merged with the trust's by date, so paging through the whole list gives every article once,
 * newest first; an article a moderator hid is gone from the list and its page for everyone but
 * its author.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLES_PAGE_SIZE } from '../../contracts/articleRules';
import { get, memberCommand, newMember, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';

let t: TestApp;
let author: TestMember;
let moderator: TestMember;
let reader: TestMember;

interface Card {
  targetType: string;
  targetId: string;
  slug: string;
  publishedAt: string;
  title: string;
}

async function everyPage(query = '', token?: string) {
  const cards: Card[] = [];
  for (let page = 1; page < 50; page++) {
    const answer = await get(t.app, `/insights/articles?page=${page}${query}`, token);
    expect(answer.status).toBe(200);
    cards.push(...answer.body.articles);
    if (!answer.body.hasMore) return cards;
    expect(answer.body.articles).toHaveLength(ARTICLES_PAGE_SIZE);
  }
  throw new Error('The list never ended');
}

beforeAll(async () => {
  t = await startTestApp();
  author = await newMember(t.app, { firstName: 'Lata', lastName: 'Menon' });
  moderator = await newMember(t.app, { firstName: 'Ravi', lastName: 'Kumar' });
  reader = await newMember(t.app, { firstName: 'Uma', lastName: 'Bose' });
  // Published articles spread over the trust's dates, written as the editor would have stored them.
  const body = JSON.stringify([{ _type: 'block', _key: 'b1', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's1', text: 'Words.', marks: [] }] }]);
  await t.db
    .insertInto('member_articles')
    .values(
      Array.from({ length: 45 }, (_, i) => {
        const at = new Date(Date.parse('2025-08-26T00:00:00Z') - i * 29 * 60 * 60 * 1000).toISOString();
        return { author_id: Number(author.id), title: `Paged note ${i}`, body, status: 'published' as const, created_at: at, updated_at: at, published_at: at, excerpt: 'Words.', read_minutes: 1, image_url: null, image_alt: null };
      }),
    )
    .execute();
});
afterAll(async () => {
  await t?.close();
});

describe(`The Insights list's pages on ${STORE}`, () => {
  it('gives every published article once, newest first, across pages, with a search narrowing both kinds alike', async () => {
    const cards = await everyPage();
    const keys = cards.map((card) => `${card.targetType}:${card.targetId}`);
    expect(new Set(keys).size).toBe(keys.length);
    const published = Number((await t.db.selectFrom('member_articles').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'published').executeTakeFirstOrThrow()).n);
    expect(cards.filter((card) => card.targetType === 'member-article')).toHaveLength(published);
    expect(cards.filter((card) => card.targetType === 'article').length).toBeGreaterThan(3);
    const dates = cards.map((card) => card.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());

    // Every word must be found: "1" is in note 1, 10-19, 21, 31 and 41.
    const found = await everyPage('&q=paged%20note%201');
    expect(found.map((card) => card.title)).toEqual(cards.map((card) => card.title).filter((title) => title.startsWith('Paged note') && title.includes('1')));
    // The search's % and _ are letters, not patterns.
    expect((await get(t.app, '/insights/articles?q=%25_')).body.articles).toEqual([]);
  });

  it("hides an article a moderator hid from everyone but its author, in the list and on its page", async () => {
    const [target] = (await get(t.app, '/insights/articles?q=paged%20note%200')).body.articles as Card[];
    expect((await memberCommand(t.config, 'role', moderator.email, 'moderator')).code).toBe(0);
    const hidden = await post(t.app, `/moderation/items/article/${target!.targetId}/decision`, { action: 'hide', reason: 'Copied from elsewhere' }, moderator.token);
    expect(hidden.status).toBe(201);

    const titles = async (token?: string) => (await everyPage('&q=paged%20note', token)).map((card) => card.title);
    expect(await titles()).not.toContain(target!.title);
    expect(await titles(reader.token)).not.toContain(target!.title);
    expect(await titles(author.token)).toContain(target!.title);
    expect((await get(t.app, `/insights/articles/${target!.slug}`)).status).toBe(404);
    expect((await get(t.app, `/insights/articles/${target!.slug}`, reader.token)).status).toBe(404);
    expect((await get(t.app, `/insights/articles/${target!.slug}`, author.token)).status).toBe(200);
  });
});
