import fs from 'node:fs';
import path from 'node:path';
import { KARMA_SEED_GRANT } from '../../contracts/karmaRules';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IST_OFFSET_MS } from '../../contracts/dates';
import { clock } from '../../api/src/clock';
import { type ContentDocument, parseNdjson } from '../../api/src/content/dataset';
import { rebuildLedger, ledgerTotals } from '../../api/src/karma/rebuild';
import { standingsOf } from '../../api/src/karma/standing';
import { PROFILE_MEMBER, sampleEmail } from '../../api/src/community/seed/members';
import { SAMPLE_REVIEWS } from '../../api/src/community/seed/reviews';
import { call, get, newMember, PASSWORD, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';

const VIDEO = '/interactions/video-sample/videoSample-live-banarasi-handloom';
const DAY_MS = 24 * 3600_000;
let t: TestApp;
let a: TestMember;
let b: TestMember;

/** The working dataset the server reads, which a test edits as staff would publish a change. */
const datasetFile = () => path.join(t.config.dataDir, 'content', 'dataset.ndjson');
const content = { published: () => parseNdjson(fs.readFileSync(datasetFile(), 'utf8')).filter((doc) => !doc._id.startsWith('drafts.')) };
const rules = () => content.published().find((doc) => doc._id === 'karmaRules') as ContentDocument & Record<string, { points: number; dailyCap: number | null }>;

const idOf = (member: TestMember) => Number(member.id);
const total = async (member: TestMember) => (await ledgerTotals(t.db)).get(idOf(member)) ?? 0;
const standing = async (member: TestMember) => (await standingsOf(t.db, content, [idOf(member)])).get(idOf(member))!;
/** Credits of one act that stand now (not reversed). */
const standingCredits = async (kind: string, targetType: string, targetId: string, actor: TestMember) => {
  const rows = await t.db.selectFrom('karma_entries').select(['id', 'reverses_id', 'seq']).where('event_kind', '=', kind).where('target_type', '=', targetType).where('target_id', '=', targetId).where('actor_id', '=', idOf(actor)).execute();
  const reversed = new Set(rows.map((row) => row.reverses_id));
  return rows.filter((row) => row.seq > 0 && !reversed.has(row.id)).length;
};

const commentBy = async (member: TestMember, text = 'A thought on the weave.') =>
  String((await post(t.app, `${VIDEO}/comments`, { text }, member.token)).body.comment._id);
const like = (type: string, id: string, member: TestMember) => post(t.app, `/interactions/${type}/${id}/like`, undefined, member.token);
const postBy = async (member: TestMember, body: string) => {
  const answer = await post(t.app, '/community/posts', { title: body, body, visibility: 'public' }, member.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return String(answer.body.post.id);
};

beforeAll(async () => {
  t = await startTestApp();
  a = await newMember(t.app);
  b = await newMember(t.app);
});
afterAll(async () => t?.close());
afterEach(() => clock.reset());

describe(`Karmic Points (${STORE})`, () => {
  it('a like on a comment gives its author the rule’s points, an unlike takes them back, one’s own like gives nothing', async () => {
    const points = rules().commentLiked!.points;
    expect(points).toBeGreaterThan(0);
    const comment = await commentBy(a);
    expect((await like('comment', comment, b)).body.liked).toBe(true);
    expect(await total(a)).toBe(points);
    expect((await standing(a)).distinctGivers).toBe(1);

    expect((await like('comment', comment, b)).body.liked).toBe(false);
    expect(await total(a)).toBe(0);
    expect((await standing(a)).distinctGivers).toBe(0);

    expect((await like('comment', comment, a)).body.liked).toBe(true);
    expect(await total(a)).toBe(0);
    expect(await t.db.selectFrom('karma_entries').select('id').where('actor_id', '=', idOf(a)).execute()).toEqual([]);
  });

  it('50 likes and unlikes, one after another and all at once, never leave more than one credit standing', async () => {
    const liker = await newMember(t.app);
    const comment = await commentBy(a, 'Liked and unliked.');
    for (let i = 0; i < 100; i += 1) {
      const { liked } = (await like('comment', comment, liker)).body;
      expect(await standingCredits('comment-liked', 'comment', comment, liker)).toBe(liked ? 1 : 0);
    }
    const answers = await Promise.all(Array.from({ length: 100 }, () => like('comment', comment, liker)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const stillLiked = await t.db.selectFrom('reactions').select('member_id').where('target_type', '=', 'comment').where('target_id', '=', comment).where('member_id', '=', idOf(liker)).execute();
    expect(await standingCredits('comment-liked', 'comment', comment, liker)).toBe(stillLiked.length);
  });

  it('100 members liking one comment at the same moment give exactly 100 credits, within the daily cap', async () => {
    const author = await newMember(t.app);
    const comment = await commentBy(author, 'Popular.');
    // Liking needs no confirmed address.
    const likers = await Promise.all(Array.from({ length: 100 }, () => newMember(t.app, {}, { confirmed: false })));
    const answers = await Promise.all(likers.map((liker) => like('comment', comment, liker)));
    expect(answers.map((answer) => answer.status)).toEqual(likers.map(() => 200));
    const credits = await t.db.selectFrom('karma_entries').select(['points', 'actor_id']).where('target_id', '=', comment).where('event_kind', '=', 'comment-liked').execute();
    expect(credits).toHaveLength(100);
    expect(new Set(credits.map((credit) => credit.actor_id)).size).toBe(100);
    const { points, dailyCap } = rules().commentLiked!;
    expect(await total(author)).toBe(Math.min(100 * points, dailyCap ?? Infinity));
  });

  it('the daily cap holds until midnight in India and the next day starts afresh', async () => {
    const { points, dailyCap } = rules().commentLiked!;
    expect(dailyCap).not.toBeNull();
    const perDay = Math.ceil(dailyCap! / points);
    const author = await newMember(t.app);
    const comment = await commentBy(author, 'Just before midnight.');
    // One minute before the next midnight in India.
    const now = clock.nowMs();
    const nextMidnight = Math.floor((now + IST_OFFSET_MS) / DAY_MS + 1) * DAY_MS - IST_OFFSET_MS;
    clock.shift(nextMidnight - 60_000 - now);
    const likers = await Promise.all(Array.from({ length: perDay + 5 }, () => newMember(t.app)));
    for (const liker of likers.slice(0, perDay + 2)) await like('comment', comment, liker);
    expect(await total(author)).toBe(dailyCap);
    clock.shift(2 * 60_000);
    for (const liker of likers.slice(perDay + 2)) await like('comment', comment, liker);
    expect(await total(author)).toBe(dailyCap! + 3 * points);
  });

  it('sample members start at the stages their profiles show: the sage a knower, every reviewer a seeker', async () => {
    const users = await t.db.selectFrom('users').select(['id', 'email']).where('email', 'like', '%@members.example.org').execute();
    const id = (slug: string) => users.find((user) => user.email === sampleEmail(slug))!.id;
    const standings = await standingsOf(t.db, content, users.map((user) => user.id));
    expect(standings.get(id(PROFILE_MEMBER))).toMatchObject({ stageName: 'Jnani', stageMeaning: 'Knower' });
    const reviewers = [...new Set(SAMPLE_REVIEWS.map((review) => review.member))];
    expect(reviewers.length).toBeGreaterThan(3);
    for (const reviewer of reviewers) expect(standings.get(id(reviewer))!.stageName, reviewer).toBe('Jijnasu');
  });

  it('the panel shows a member their total, stage, progress and entries with what caused them; the leaderboard names members only publicly', async () => {
    const author = await newMember(t.app);
    const comment = await commentBy(author, 'Worth a like.');
    await like('comment', comment, b);
    expect((await get(t.app, '/karma/me')).status).toBe(401);
    const mine = await get(t.app, '/karma/me', author.token);
    expect(mine.status).toBe(200);
    const points = rules().commentLiked!.points;
    expect(mine.body.standing).toMatchObject({ points, distinctGivers: 1, stage: { name: 'Jijnasu', label: 'Jijnasu — Seeker' }, next: { stage: { name: 'Sadhaka' } } });
    expect(mine.body.history.entries).toEqual([
      expect.objectContaining({ kind: 'comment-liked', label: 'A like on your comment', points, target: expect.objectContaining({ type: 'comment', title: 'Worth a like.' }) }),
    ]);
    const board = await get(t.app, '/karma/leaderboard?period=all&limit=50');
    expect(board.status).toBe(200);
    expect(board.body.members[0]).toMatchObject({ rank: 1, stage: { name: expect.any(String) } });
    expect(JSON.stringify(board.body)).not.toContain('@');
    expect((await get(t.app, '/karma/leaderboard?period=year')).status).toBe(400);
    expect((await get(t.app, '/karma/leaderboard?limit=51')).status).toBe(400);
  });

  it('the history lists net changes: a like taken back and given again is one entry, and the entries add up to the total', async () => {
    const [author, liker] = [await newMember(t.app), await newMember(t.app)];
    const comment = await commentBy(author, 'Liked, unliked, liked.');
    for (let i = 0; i < 5; i += 1) await like('comment', comment, liker);
    const mine = (await get(t.app, '/karma/me', author.token)).body;
    expect(mine.history.entries).toEqual([expect.objectContaining({ kind: 'comment-liked', points: rules().commentLiked!.points })]);
    expect(mine.history.entries.reduce((sum: number, entry: { points: number }) => sum + entry.points, 0)).toBe(mine.standing.points);
    await like('comment', comment, liker);
    expect((await get(t.app, '/karma/me', author.token)).body.history.entries).toEqual([]);
  });

  it('tells a member of the points they earn, one notification a day brought up to date, and of a stage reached, once', async () => {
    const author = await newMember(t.app);
    const givers = await Promise.all(Array.from({ length: 3 }, () => newMember(t.app)));
    const comments = [await commentBy(author, 'First.'), await commentBy(author, 'Second.')];
    const points = rules().commentLiked!.points;
    await like('comment', comments[0]!, givers[0]!);
    const first = (await get(t.app, '/notifications', author.token)).body.notifications.filter((n: { kind: string }) => n.kind === 'karma');
    expect(first).toEqual([expect.objectContaining({ text: `You earned ${points} Karmic Points today`, read: false })]);
    await like('comment', comments[1]!, givers[1]!);
    const second = (await get(t.app, '/notifications', author.token)).body.notifications.filter((n: { kind: string }) => n.kind === 'karma');
    expect(second).toEqual([expect.objectContaining({ text: `You earned ${2 * points} Karmic Points today` })]);

    // The trust's grant brings the author 10 points short of the next stage; a third member's like reaches it.
    const needs = (await standing(author)).next!;
    expect(needs.membersMissing).toBe(1);
    await t.db.insertInto('karma_entries').values({ member_id: idOf(author), event_kind: KARMA_SEED_GRANT, target_type: 'member', target_id: author.id, actor_id: null, seq: 1, points: needs.pointsMissing - points, rule_version: 'test', reverses_id: null, cap_day: '2000-01-01', created_at: '2000-01-01T00:00:00.000Z' }).execute();
    await like('comment', comments[0]!, givers[2]!);
    const reached = await standing(author);
    expect(reached.stageName).toBe(needs.stageName);
    const stageNotes = async () => (await get(t.app, '/notifications', author.token)).body.notifications.filter((n: { kind: string }) => n.kind === 'stage').map((n: { text: string }) => n.text);
    expect(await stageNotes()).toEqual([`You reached a new stage: ${reached.stageName} — ${reached.stageMeaning}`]);
    // Lost with an unlike and reached again: told once.
    await like('comment', comments[0]!, givers[2]!);
    await like('comment', comments[0]!, givers[2]!);
    expect(await stageNotes()).toHaveLength(1);
    // The test's grant goes again, so the ledger stays one the rebuild can reproduce.
    await t.db.deleteFrom('karma_entries').where('member_id', '=', idOf(author)).where('event_kind', '=', KARMA_SEED_GRANT).execute();
  });

  it('a reply liked by the author of the item it answers on earns both the like and the author’s extra', async () => {
    const [author, replier, other] = [await newMember(t.app), await newMember(t.app), await newMember(t.app)];
    const postId = await postBy(author, 'Ask me anything.');
    const question = String((await post(t.app, `/interactions/post/${postId}/comments`, { text: 'A question.' }, other.token)).body.comment._id);
    const reply = String((await post(t.app, `/interactions/post/${postId}/comments`, { text: 'An answer.', parentId: question }, replier.token)).body.comment._id);
    const before = await total(replier);
    await like('comment', reply, other);
    expect(await total(replier)).toBe(before + rules().commentLiked!.points);
    await like('comment', reply, author);
    expect(await total(replier)).toBe(before + 2 * rules().commentLiked!.points + rules().replyLikedByAuthor!.points);
  });

  it('hidden content, a deleted comment and an erased account take back the points they gave', async () => {
    const owner = await newMember(t.app);
    const [liker, commenter, leaver, moderator] = await Promise.all([newMember(t.app), newMember(t.app), newMember(t.app), newMember(t.app)]);
    const { postLiked, commentReceived, commentLiked } = rules();
    const postId = await postBy(owner, 'Soon hidden.');
    await like('post', postId, liker);
    await post(t.app, `/interactions/post/${postId}/comments`, { text: 'First.' }, commenter.token);
    await post(t.app, `/interactions/post/${postId}/comments`, { text: 'Second, still one credit.' }, commenter.token);
    expect(await total(owner)).toBe(postLiked!.points + commentReceived!.points);

    await t.db.updateTable('users').set({ role: 'moderator' }).where('id', '=', idOf(moderator)).execute();
    const modToken = (await post(t.app, '/user/login', { email: moderator.email, password: PASSWORD })).body.data.token;
    expect((await post(t.app, `/moderation/items/post/${postId}/decision`, { action: 'hide', reason: 'Off topic.' }, modToken)).status).toBe(201);
    expect(await total(owner)).toBe(0);

    const kept = await commentBy(owner, 'Liked by one who leaves.');
    const deleted = await commentBy(owner, 'Deleted by its author.');
    await like('comment', kept, leaver);
    await like('comment', deleted, liker);
    expect(await total(owner)).toBe(2 * commentLiked!.points);
    expect((await call(t.app, { method: 'DELETE', url: `/api/v1/interactions/comments/${deleted}`, headers: { authorization: `Bearer ${owner.token}` } })).status).toBe(200);
    expect(await total(owner)).toBe(commentLiked!.points);
    expect((await post(t.app, '/account/delete', { password: PASSWORD }, leaver.token)).status).toBe(200);
    expect(await total(owner)).toBe(0);
    // Every credit was taken back: the history lists none of the four pairs, and adds up to the total.
    const history = (await get(t.app, '/karma/me', owner.token)).body.history.entries;
    expect(history).toEqual([]);
  });

  it('karma:rebuild gives every member the same total as the live ledger, kept or written afresh', async () => {
    const before = await ledgerTotals(t.db);
    expect(before.size).toBeGreaterThan(0);
    expect(await rebuildLedger(t.db, content)).toEqual({ given: 0, reversed: 0 });
    expect(await ledgerTotals(t.db)).toEqual(before);
    const fresh = await rebuildLedger(t.db, content, { fresh: true });
    expect(fresh.given).toBeGreaterThan(0);
    expect(await ledgerTotals(t.db)).toEqual(before);
  });

  it('a rule changed in the dataset gives the next like its points and leaves past entries as they were', async () => {
    const old = rules();
    const first = await postBy(a, 'Before the change.');
    await like('post', first, b);
    const [past] = await t.db.selectFrom('karma_entries').select(['points', 'rule_version']).where('target_type', '=', 'post').where('target_id', '=', first).execute();
    expect(past).toEqual({ points: old.postLiked!.points, rule_version: old._rev });

    const changed = { ...old, _rev: 'rules-changed-in-test', postLiked: { points: 100, dailyCap: null } };
    const lines = fs.readFileSync(datasetFile(), 'utf8').split('\n').map((line) => (line.includes('"_id":"karmaRules"') ? JSON.stringify(changed) : line));
    fs.writeFileSync(datasetFile(), lines.join('\n'));
    const second = await postBy(a, 'After the change.');
    await like('post', second, b);
    const rows = await t.db.selectFrom('karma_entries').select(['target_id', 'points', 'rule_version']).where('target_type', '=', 'post').where('target_id', 'in', [first, second]).orderBy('id').execute();
    expect(rows).toEqual([
      { target_id: first, points: old.postLiked!.points, rule_version: old._rev },
      { target_id: second, points: 100, rule_version: 'rules-changed-in-test' },
    ]);
  });

  it('two members liking each other’s everything cannot pass a stage that needs more distinct members', async () => {
    const [x, y] = [await newMember(t.app), await newMember(t.app)];
    const next = (await standing(x)).next!;
    expect(next.membersMissing).toBeGreaterThan(1);
    // Posts liked at 100 points each (the rule changed above) until both have the next stage's points.
    const needed = Math.ceil(next.pointsMissing / 100) + 1;
    for (let i = 0; i < needed; i += 1) {
      const [ofX, ofY] = [await postBy(x, `Mine ${i}`), await postBy(y, `Mine too ${i}`)];
      await like('post', ofX, y);
      await like('post', ofY, x);
      await post(t.app, `/interactions/post/${ofX}/comments`, { text: 'Lovely.' }, y.token);
    }
    for (const member of [x, y]) {
      const after = await standing(member);
      expect(after.points).toBeGreaterThanOrEqual(next.pointsMissing);
      expect(after.distinctGivers).toBe(1);
      expect(after.stageName).toBe((await standingsOf(t.db, content, [-1])).get(-1)!.stageName);
      expect(after.next).toMatchObject({ stageName: next.stageName, pointsMissing: 0, membersMissing: next.membersMissing - 1 });
    }
    expect((await get(t.app, '/user/getAllEpisodesGroupedByCategory')).status).toBe(200);
  });
});
