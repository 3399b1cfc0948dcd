/**
 * Insights: the trust's and members' articles in one list with real counts; a Premium member
 * writes, saves, publishes, edits, takes back and deletes an article; every bad body is refused
 * with its message and stores nothing; following the trust's authors and members; the member's
 * articles in their data download and gone with their account.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_TEXT_MAX_LENGTH, ARTICLE_TITLE_MAX_LENGTH, ARTICLE_TOPICS_MAX } from '../../contracts/articleRules';
import { ARTICLE_MESSAGES } from '../../contracts/messages/articles';
import { FIELD_MESSAGES } from '../../contracts/messages/field';
import { call, EPISODE_ID, get, newMember, PASSWORD, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';
import { multipartBody, picture } from './uploadFixtures';

const messages = ARTICLE_MESSAGES;
let t: TestApp;
let writer: TestMember;
let reader: TestMember;
let free: TestMember;

const send = (method: 'PUT' | 'DELETE', url: string, payload: unknown, token?: string) =>
  call(t.app, { method, url: `/api/v1${url}`, payload: payload as string, headers: token ? { authorization: `Bearer ${token}` } : {} });

const span = (text: string, marks: string[] = []) => ({ _type: 'span', _key: randomUUID().slice(0, 8), text, marks });
const paragraph = (text: string, extra: Record<string, unknown> = {}) => ({ _type: 'block', _key: randomUUID().slice(0, 8), style: 'normal', markDefs: [], children: [span(text)], ...extra });
const article = (overrides: Record<string, unknown> = {}) => ({ title: 'The quiet mind', body: [paragraph('Sit, breathe and look. ')], ...overrides });
const rowCount = async () => Number((await t.db.selectFrom('member_articles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

async function upload(token: string) {
  const { payload, contentType } = multipartBody([{ filename: 'p.png', data: await picture.png() }]);
  const answer = await call(t.app, { method: 'POST', url: '/api/v1/uploads', payload, headers: { 'content-type': contentType, authorization: `Bearer ${token}` } });
  return String(answer.body.upload.url);
}

/** Buys Premium as a member does: an order, the test checkout's Pay, and the verified proof. */
async function buyPremium(member: TestMember) {
  const order = await post(t.app, '/memberships/orders', { planId: 'membershipPlan-divyajnanam', period: 'monthly', idempotencyKey: `mem_${randomUUID().replaceAll('-', '')}` }, member.token);
  const orderId = String(order.body.order.id);
  const pressed = await call(t.app, { method: 'POST', url: `/pay/test/${orderId}/pay` });
  const back = new URL(String(pressed.headers.location), 'http://localhost');
  const verified = await post(t.app, `/payments/orders/${orderId}/verify`, { paymentId: back.searchParams.get('paymentId'), signature: back.searchParams.get('signature') });
  expect(verified.status).toBe(200);
}

beforeAll(async () => {
  t = await startTestApp();
  writer = await newMember(t.app, { firstName: 'Kavya', lastName: 'Rao' });
  reader = await newMember(t.app, { firstName: 'Dev', lastName: 'Sen' });
  free = await newMember(t.app, { firstName: 'Mira', lastName: 'Das' });
  await buyPremium(writer);
});
afterAll(async () => {
  await t?.close();
});

describe(`Insights on ${STORE}`, () => {
  it("lists the trust's articles newest first with a read time and counts, and answers many items' counts in one request", async () => {
    const answer = await get(t.app, '/insights/articles');
    expect(answer.status).toBe(200);
    const { articles } = answer.body;
    expect(articles.length).toBeGreaterThan(2);
    const dates = articles.map((a: { publishedAt: string }) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = articles.find((a: { targetType: string }) => a.targetType === 'article');
    expect(first).toMatchObject({ liked: false, saved: false, mine: false, author: { kind: 'trust' } });
    expect(first.readMinutes).toBeGreaterThanOrEqual(1);

    await post(t.app, `/interactions/article/${first.targetId}/like`, undefined, reader.token);
    const listed = [first, ...articles.filter((a: { targetId: string }) => a.targetId !== first.targetId).slice(0, 2)];
    const targets = listed.map((a: { targetType: string; targetId: string }) => `${a.targetType}:${a.targetId}`);
    const batch = await get(t.app, `/interactions/summaries?targets=${[...targets, 'article:no-such-article'].join(',')}`, reader.token);
    expect(batch.status).toBe(200);
    expect(batch.body.summaries.map((s: { targetId: string }) => s.targetId)).toEqual(listed.map((a: { targetId: string }) => a.targetId));
    expect(batch.body.summaries[0]).toMatchObject({ likesCount: first.likesCount + 1, viewer: { liked: true } });
    expect((await get(t.app, '/interactions/summaries?targets=article')).status).toBe(400);
  });

  it("starts with the sample members' articles under Latest and the sample likes, forwards and comments on the trust's articles", async () => {
    const latest = (await get(t.app, '/insights/articles?filter=latest')).body.articles as { targetType: string; title: string; topics: { slug: string }[]; author: { kind: string; name: string } }[];
    const samples = latest.filter((a) => a.targetType === 'member-article');
    expect(samples.map((a) => a.title)).toEqual(['Breath Before Asana', 'Reading Palm-Leaf Manuscripts in Kolkata', 'The Gita on a Monday Morning', 'Ragas of the Evening']);
    expect(samples[0]).toMatchObject({ author: { kind: 'member', name: 'Ananya Sharma' }, topics: [{ slug: 'health-wellness' }, { slug: 'yoga' }] });
    const yoga = (await get(t.app, '/insights/articles?topic=yoga')).body.articles.map((a: { title: string }) => a.title);
    expect(yoga).toContain('Breath Before Asana');
    // A topic's title finds a member's article too.
    expect((await get(t.app, '/insights/articles?q=music')).body.articles.map((a: { title: string }) => a.title)).toContain('Ragas of the Evening');
    const rishis = (await get(t.app, '/insights/articles/why-the-rishis-sat-still')).body.article;
    expect(rishis).toMatchObject({ commentsCount: 3, sharesCount: 2 });
    expect(rishis.likesCount).toBeGreaterThan(5);
    const runs = await t.db.selectFrom('seed_runs').select('name').where('name', '=', 'insights-samples').execute();
    expect(runs).toHaveLength(1);
  });

  it('filters by topic and by search words over title, excerpt, author and topic', async () => {
    const all = (await get(t.app, '/insights/articles')).body.articles as { title: string; topics: { slug: string }[]; author: { name: string } }[];
    const topic = all[0]!.topics[0]!.slug;
    const byTopic = (await get(t.app, `/insights/articles?topic=${topic}`)).body.articles as typeof all;
    expect(byTopic.length).toBeGreaterThan(0);
    expect(byTopic.every((a) => a.topics.some((x) => x.slug === topic))).toBe(true);
    const author = all[1]!.author.name.split(' ')[0]!;
    const found = (await get(t.app, `/insights/articles?q=${encodeURIComponent(author.toLowerCase())}`)).body.articles as typeof all;
    expect(found.map((a) => a.title)).toContain(all[1]!.title);
    expect((await get(t.app, '/insights/articles?q=zzqqxx')).body.articles).toEqual([]);
    expect((await get(t.app, '/insights/articles?filter=nope')).body.message).toBe(messages.filterInvalid);
    expect(await get(t.app, '/insights/articles?q=a%00b')).toMatchObject({ status: 400, body: { success: false, message: FIELD_MESSAGES.notAllowed('Search') } });
  });

  it('asks a visitor to log in for Following and Saved, and a free member sees that writing is Premium with nothing stored', async () => {
    expect(await get(t.app, '/insights/articles?filter=following')).toMatchObject({ status: 401, body: { message: messages.loginToFilter } });
    expect((await get(t.app, '/insights/articles?filter=saved')).status).toBe(401);
    const before = await rowCount();
    expect(await post(t.app, '/insights/my-articles', article(), free.token)).toMatchObject({ status: 403, body: { message: messages.premiumRequired } });
    expect((await get(t.app, '/insights/my-articles', free.token)).body).toMatchObject({ articles: [], premium: false });
    expect(await rowCount()).toBe(before);
  });

  it('refuses every bad body with its message and stores nothing', async () => {
    const before = await rowCount();
    const foreign = await upload(reader.token);
    const cases: [Record<string, unknown>, string][] = [
      [article({ title: 'x'.repeat(ARTICLE_TITLE_MAX_LENGTH + 1) }), messages.titleTooLong(ARTICLE_TITLE_MAX_LENGTH)],
      [article({ body: [paragraph('x'.repeat(ARTICLE_TEXT_MAX_LENGTH + 1))] }), messages.textTooLong(ARTICLE_TEXT_MAX_LENGTH)],
      // Over the limit in many short bold paragraphs: the JSON is well above the API's usual 64 KiB, and the text is what counts.
      [article({ body: Array.from({ length: 1700 }, () => ({ ...paragraph(''), children: [span('y'.repeat(30), ['strong'])] })) }), messages.textTooLong(ARTICLE_TEXT_MAX_LENGTH)],
      [article({ body: [{ _type: 'script', _key: 'a1', code: 'alert(1)' }] }), messages.unknownBlock('script')],
      [article({ body: [{ ...paragraph(''), children: [span('loud', ['blink'])] }] }), messages.unknownMark('blink')],
      [article({ body: [{ ...paragraph(''), markDefs: [{ _type: 'link', _key: 'l1', href: 'javascript:alert(1)' }], children: [span('click', ['l1'])] }] }), messages.unsafeLink],
      [article({ body: [{ _type: 'image', _key: 'i1', src: 'https://evil.example/x.png' }] }), messages.imageNotYours],
      [article({ body: [{ _type: 'image', _key: 'i1', src: foreign }] }), messages.imageNotYours],
      [article({ body: [{ _type: 'video', _key: 'v1', url: 'https://evil.example/watch?v=abcdefgh' }] }), messages.videoNotAllowed],
      [article({ body: 'text' }), messages.bodyInvalid],
      // A NUL nobody types: PostgreSQL refuses it in text, so it is refused before anything is stored.
      [article({ body: [{ ...paragraph(''), children: [span('a\u0000b')] }] }), messages.bodyInvalid],
      [article({ title: 'Title\u0000' }), FIELD_MESSAGES.notAllowed('Title')],
      [article({ body: [{ _type: 'video', _key: 'v1', episode: 'no-such-episode' }] }), messages.episodeNotFound],
      [article({ topics: ['no-such-topic'] }), messages.topicUnknown('no-such-topic')],
      [article({ topics: ['yoga', 'vedanta', 'ayurveda', 'dharma'] }), messages.tooManyTopics(ARTICLE_TOPICS_MAX)],
      [article({ topics: 'yoga' }), messages.topicsInvalid],
    ];
    for (const [body, message] of cases) {
      const answer = await post(t.app, '/insights/my-articles', body, writer.token);
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message });
    }
    expect(await rowCount()).toBe(before);
  });

  it('keeps a draft on the server, publishes it into the list and its reading page, and lets only its author change it', async () => {
    const own = await upload(writer.token);
    const created = await post(t.app, '/insights/my-articles', { title: '', body: [] }, writer.token);
    expect(created.status).toBe(201);
    const id = created.body.article.id as string;
    expect(await post(t.app, `/insights/my-articles/${id}/publish`, undefined, writer.token)).toMatchObject({ status: 400, body: { message: messages.titleRequired } });
    await send('PUT', `/insights/my-articles/${id}`, { title: 'Empty so far', body: [] }, writer.token);
    expect((await post(t.app, `/insights/my-articles/${id}/publish`, undefined, writer.token)).body.message).toBe(messages.bodyRequired);

    const body = [
      { ...paragraph('Steadiness'), style: 'h2' },
      { ...paragraph(''), markDefs: [{ _type: 'link', _key: 'l1', href: 'https://example.org/gita' }], children: [span('The Gita ', ['strong']), span('says', ['l1'])], align: 'center', font: 'sora', size: 18 },
      { ...paragraph('स्थितप्रज्ञ की पहचान'), listItem: 'bullet', level: 1 },
      { _type: 'image', _key: 'img1', src: own, alt: 'A lamp' },
      { _type: 'video', _key: 'vid1', episode: EPISODE_ID },
    ];
    const saved = await send('PUT', `/insights/my-articles/${id}`, { title: 'The steady mind', body, topics: ['yoga', 'meditation'] }, writer.token);
    expect(saved.status).toBe(200);
    expect(saved.body.article).toMatchObject({ status: 'draft', title: 'The steady mind', body, topics: ['meditation', 'yoga'] });
    expect((await get(t.app, `/insights/my-articles/${id}`, writer.token)).body.article.body).toEqual(body);
    expect((await get(t.app, '/insights/articles?q=steady%20mind')).body.articles).toEqual([]);
    expect((await post(t.app, `/interactions/member-article/${id}/like`, undefined, reader.token)).status).toBe(404);

    // Someone else's article: neither read, saved, published, taken back nor deleted by another
    // member, who is answered as for an id nobody has (so they do not learn that a draft exists).
    await buyPremium(reader);
    const missing = { status: 404, body: { message: messages.draftNotFound } };
    expect(await get(t.app, '/insights/my-articles/999999', reader.token)).toMatchObject(missing);
    expect(await get(t.app, `/insights/my-articles/${id}`, reader.token)).toMatchObject(missing);
    expect(await send('PUT', `/insights/my-articles/${id}`, article(), reader.token)).toMatchObject(missing);
    expect(await post(t.app, `/insights/my-articles/${id}/publish`, undefined, reader.token)).toMatchObject(missing);
    expect(await send('DELETE', `/insights/my-articles/${id}`, undefined, reader.token)).toMatchObject(missing);
    expect((await get(t.app, `/insights/my-articles/${id}`, writer.token)).body.article.title).toBe('The steady mind');

    const published = await post(t.app, `/insights/my-articles/${id}/publish`, undefined, writer.token);
    expect(published.body.article).toMatchObject({ status: 'published', slug: `the-steady-mind-m${id}` });
    const listed = (await get(t.app, '/insights/articles?q=steady%20mind', reader.token)).body.articles;
    expect(listed).toHaveLength(1);
    // The card's excerpt is the paragraphs' words; the heading is not read into them.
    expect(listed[0]).toMatchObject({ excerpt: 'The Gita says स्थितप्रज्ञ की पहचान', targetType: 'member-article', targetId: id, imageUrl: own, author: { kind: 'member', name: 'Kavya Rao' }, mine: false });
    expect((await get(t.app, '/insights/articles')).body.articles[0].targetId).toBe(id);
    const byTopic = (await get(t.app, '/insights/articles?topic=meditation&q=steady%20mind')).body.articles;
    expect(byTopic.map((a: { targetId: string; topics: { title: string }[] }) => [a.targetId, a.topics.map((topic) => topic.title)])).toEqual([[id, ['Meditation', 'Yoga']]]);

    expect((await post(t.app, `/interactions/member-article/${id}/like`, undefined, reader.token)).body.likesCount).toBe(1);
    await post(t.app, `/interactions/member-article/${id}/comments`, { text: 'Beautiful' }, reader.token);
    const reading = await get(t.app, `/insights/articles/the-steady-mind-m${id}`, reader.token);
    expect(reading.body.article).toMatchObject({ title: 'The steady mind', likesCount: 1, commentsCount: 1, liked: true, body });
    expect((await get(t.app, '/insights/articles/no-such-article')).body.message).toBe(messages.notFound);

    // A published article cannot be saved empty; an edit shows at once.
    expect((await send('PUT', `/insights/my-articles/${id}`, { title: '', body }, writer.token)).body.message).toBe(messages.titleRequired);
    await send('PUT', `/insights/my-articles/${id}`, { title: 'The steady mind, again', body }, writer.token);
    expect((await get(t.app, `/insights/articles/the-steady-mind-again-m${id}`)).body.article.title).toBe('The steady mind, again');
    // Search words match letters beyond A–Z in either case.
    await send('PUT', `/insights/my-articles/${id}`, { title: 'Ānanda in Émile’s garden', body }, writer.token);
    const accented = (await get(t.app, `/insights/articles?q=${encodeURIComponent('ĀNANDA émile')}`)).body.articles;
    expect(accented.map((a: { targetId: string }) => a.targetId)).toEqual([id]);

    const back = await post(t.app, `/insights/my-articles/${id}/unpublish`, undefined, writer.token);
    expect(back.body.article.status).toBe('draft');
    expect((await get(t.app, `/insights/articles/the-steady-mind-again-m${id}`)).status).toBe(404);
    expect((await send('DELETE', `/insights/my-articles/${id}`, undefined, writer.token)).status).toBe(200);
    expect((await get(t.app, `/insights/my-articles/${id}`, writer.token)).status).toBe(404);
    const left = await t.db.selectFrom('reactions').select('member_id').where('target_type', '=', 'member-article').where('target_id', '=', id).execute();
    expect(left).toEqual([]);
  });

  it("shows the articles of the trust's authors and the members one follows under Following, and saved ones under Saved", async () => {
    const created = await post(t.app, '/insights/my-articles', article({ title: 'Dawn chants' }), writer.token);
    await post(t.app, `/insights/my-articles/${created.body.article.id}/publish`, undefined, writer.token);
    const authors = (await get(t.app, '/insights/authors', reader.token)).body.authors as { kind: string; id: string; following: boolean }[];
    const written = (await get(t.app, '/insights/articles')).body.articles.map((a: { author: { id: string } }) => a.author.id);
    const trust = authors.find((a) => a.kind === 'trust' && written.includes(a.id))!;
    const member = authors.find((a) => a.kind === 'member' && a.id !== '')!;
    expect(trust.following).toBe(false);
    expect((await send('PUT', `/insights/authors/${trust.id}/follow`, undefined, reader.token)).body).toMatchObject({ following: true, followersCount: 1 });
    expect((await send('PUT', `/insights/authors/no-such-person/follow`, undefined, reader.token)).body.message).toBe(messages.authorNotFound);
    await send('PUT', `/community/profiles/${member.id}/follow`, undefined, reader.token);
    const following = (await get(t.app, '/insights/articles?filter=following', reader.token)).body.articles as { author: { id: string } }[];
    expect(new Set(following.map((a) => a.author.id))).toEqual(new Set([trust.id, member.id]));
    expect((await get(t.app, '/insights/authors', reader.token)).body.authors.find((a: { id: string }) => a.id === trust.id).following).toBe(true);

    await post(t.app, `/interactions/member-article/${created.body.article.id}/save`, undefined, reader.token);
    const saved = (await get(t.app, '/insights/articles?filter=saved', reader.token)).body.articles;
    expect(saved.map((a: { targetId: string; saved: boolean }) => [a.targetId, a.saved])).toEqual([[created.body.article.id, true]]);
  });

  it("puts a member's articles and followed authors in their data download and removes them with the account", async () => {
    const data = (await get(t.app, '/account/data', writer.token)).body.parts;
    expect(data.articles.map((a: { title: string }) => a.title)).toContain('Dawn chants');
    expect((await get(t.app, '/account/data', reader.token)).body.parts.followedAuthors).toHaveLength(1);
    expect((await post(t.app, '/account/delete', { password: PASSWORD }, writer.token)).status).toBe(200);
    expect(await t.db.selectFrom('member_articles').select('id').where('author_id', '=', Number(writer.id)).execute()).toEqual([]);
    expect((await get(t.app, '/insights/articles?q=dawn')).body.articles).toEqual([]);
  });
});
