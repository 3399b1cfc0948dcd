/**
 * Migration 0003 on a database filled at the previous schema (0002): every like, save, share,
 * comment, comment like and reply must be found again in the interaction tables, and the episode
 * calls must answer with the same counts and comments as before.
 */
import type { Kysely } from 'kysely';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../api/src/auth/passwords';
import { loadConfig } from '../../api/src/config';
import { openDatabase } from '../../api/src/db/connection';
import type { AnyKysely } from '../../api/src/db/dialect';
import { createMigrator } from '../../api/src/db/migrate';
import type { Database } from '../../api/src/db/schema';
import { seedEpisodes } from '../../api/src/episodes/seed';
import { createPostgresDatabase, get, PASSWORD, post, POSTGRES_URL, startTestApp, STORE, TEST_HASHING } from './helpers';
import { confirmAddress } from './outbox';

const [E1, E2, E3] = ['matsya-the-fish', 'the-four-vedas', 'why-we-chant-om'];
const at = (minute: number) => `2024-05-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

let dataDir: string;
let databaseUrl: string | undefined;
let dropPostgres: (() => Promise<void>) | undefined;
let db: Kysely<Database>;
let old: AnyKysely;
const users: Record<'asha' | 'ravi' | 'gita', number> = { asha: 0, ravi: 0, gita: 0 };
const comments: Record<'c1' | 'c2' | 'c3', number> = { c1: 0, c2: 0, c3: 0 };
const replies: Record<'r1' | 'r2' | 'r3', number> = { r1: 0, r2: 0, r3: 0 };

async function fillPreviousSchema() {
  const hasher = await createPasswordHasher(TEST_HASHING);
  const passwordHash = await hasher.hash(PASSWORD);
  for (const [key, [first, last]] of Object.entries({ asha: ['Asha', 'Rao'], ravi: ['Ravi', 'Iyer'], gita: ['Gita', 'Menon'] })) {
    const row = await old
      .insertInto('users')
      .values({
        email: `${key}@example.com`,
        password_hash: passwordHash,
        first_name: first,
        last_name: last,
        phone: '+91 1',
        created_at: at(0),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    users[key as keyof typeof users] = row.id;
  }
  await seedEpisodes(db, loadConfig({}).contentDir);
  const { asha, ravi, gita } = users;
  await old
    .insertInto('episode_likes')
    .values([
      { episode_id: E1, user_id: asha, created_at: at(1) },
      { episode_id: E1, user_id: ravi, created_at: at(2) },
      { episode_id: E2, user_id: gita, created_at: at(3) },
    ])
    .execute();
  await old
    .insertInto('episode_saves')
    .values([
      { episode_id: E1, user_id: ravi, created_at: at(4) },
      { episode_id: E3, user_id: asha, created_at: at(5) },
    ])
    .execute();
  await old.updateTable('episodes').set({ share_count: 3 }).where('id', '=', E1).execute();
  await old.updateTable('episodes').set({ share_count: 7 }).where('id', '=', E3).execute();

  const comment = async (episode: string, user: number, text: string, minute: number) =>
    (
      await old
        .insertInto('comments')
        .values({ episode_id: episode, user_id: user, text, created_at: at(minute) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id as number;
  // A deleted first comment leaves a gap, so kept ids are not simply 1..n.
  await old
    .deleteFrom('comments')
    .where('id', '=', await comment(E1, asha, 'Deleted', 5))
    .execute();
  comments.c1 = await comment(E1, asha, 'First', 6);
  comments.c2 = await comment(E1, ravi, 'Second', 7);
  comments.c3 = await comment(E2, gita, 'On another episode', 8);
  await old
    .insertInto('comment_likes')
    .values([
      { comment_id: comments.c1, user_id: ravi, created_at: at(9) },
      { comment_id: comments.c1, user_id: gita, created_at: at(10) },
      { comment_id: comments.c2, user_id: asha, created_at: at(11) },
    ])
    .execute();
  const reply = async (commentId: number, user: number, text: string, minute: number) =>
    (
      await old
        .insertInto('replies')
        .values({ comment_id: commentId, user_id: user, text, created_at: at(minute) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id as number;
  replies.r1 = await reply(comments.c1, ravi, 'Reply one', 12);
  replies.r3 = await reply(comments.c3, asha, 'Reply three', 13);
  replies.r2 = await reply(comments.c1, asha, 'Reply two', 14);
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-migration-test-'));
  if (POSTGRES_URL) {
    const created = await createPostgresDatabase(POSTGRES_URL);
    databaseUrl = created.url;
    dropPostgres = created.drop;
  }
  db = openDatabase({ dataDir, databaseUrl });
  old = db as unknown as AnyKysely;
  const { error } = await createMigrator(db).migrateTo('0002_enquiries');
  if (error) throw error;
  await fillPreviousSchema();
  const migrated = await createMigrator(db).migrateToLatest();
  if (migrated.error) throw migrated.error;
});

afterAll(async () => {
  await db?.destroy();
  await dropPostgres?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe(`migration 0003_interactions (${STORE})`, () => {
  it('carries every like, save and comment like over as reactions, with their times', async () => {
    const rows = await db.selectFrom('reactions').selectAll().orderBy('created_at').execute();
    const { asha, ravi, gita } = users;
    expect(rows.map((r) => [r.target_type, r.target_id, r.kind, r.member_id, r.created_at])).toEqual([
      ['episode', E1, 'like', asha, at(1)],
      ['episode', E1, 'like', ravi, at(2)],
      ['episode', E2, 'like', gita, at(3)],
      ['episode', E1, 'save', ravi, at(4)],
      ['episode', E3, 'save', asha, at(5)],
      ['comment', String(comments.c1), 'like', ravi, at(9)],
      ['comment', String(comments.c1), 'like', gita, at(10)],
      ['comment', String(comments.c2), 'like', asha, at(11)],
    ]);
    // The old names still read the same rows.
    const likes = await db.selectFrom('episode_likes').select(['episode_id', 'user_id']).orderBy('created_at').execute();
    expect(likes).toEqual([
      { episode_id: E1, user_id: asha },
      { episode_id: E1, user_id: ravi },
      { episode_id: E2, user_id: gita },
    ]);
  });

  it('turns share counts into as many share rows', async () => {
    const rows = await db.selectFrom('shares').select(['target_type', 'target_id', 'member_id']).execute();
    expect(rows.filter((r) => r.target_id === E1)).toHaveLength(3);
    expect(rows.filter((r) => r.target_id === E3)).toHaveLength(7);
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.target_type === 'episode' && r.member_id === null)).toBe(true);
  });

  it('keeps comment ids; replies become comments with their parent, in their old order', async () => {
    const rows = await db.selectFrom('comments').selectAll().orderBy('id').execute();
    const { asha, ravi, gita } = users;
    const top = rows.filter((r) => r.parent_id === null);
    expect(top.map((r) => [r.id, r.target_id, r.member_id, r.text, r.created_at, r.stance])).toEqual([
      [comments.c1, E1, asha, 'First', at(6), null],
      [comments.c2, E1, ravi, 'Second', at(7), null],
      [comments.c3, E2, gita, 'On another episode', at(8), null],
    ]);
    const answers = rows.filter((r) => r.parent_id !== null);
    expect(answers.map((r) => [r.parent_id, r.target_id, r.member_id, r.text, r.created_at])).toEqual([
      [comments.c1, E1, ravi, 'Reply one', at(12)],
      [comments.c3, E2, asha, 'Reply three', at(13)],
      [comments.c1, E1, asha, 'Reply two', at(14)],
    ]);
    expect(Math.min(...answers.map((r) => r.id))).toBeGreaterThan(comments.c3);
  });

  it('drops the old tables and the share counter', async () => {
    const tables = await db.introspection.getTables();
    const names = tables.map((table) => table.name);
    for (const gone of ['replies', 'comment_likes', 'legacy_comments']) expect(names).not.toContain(gone);
    const episodes = tables.find((table) => table.name === 'episodes');
    expect(episodes?.columns.map((column) => column.name)).not.toContain('share_count');
  });

  it('the episode calls answer the same counts and comments as before, and new ids follow the old', async () => {
    const t = await startTestApp({}, { dataDir, databaseUrl });
    try {
      const login = await post(t.app, '/user/login', { email: 'asha@example.com', password: PASSWORD });
      const token = login.body.data.token;
      const ashaId = String(users.asha);
      const first = (await get(t.app, `/user/getepisode/${E1}`, token)).body.stream;
      expect(first).toMatchObject({ likes: [ashaId], likesCount: 2, saveStreams: [], shareCount: 3 });
      expect(first.comments).toEqual([
        {
          _id: String(comments.c1),
          userName: 'Asha Rao',
          userImage: null,
          userStage: expect.objectContaining({ label: 'Jijnasu — Seeker' }),
          text: 'First',
          createdAt: at(6),
          likes: [],
          likesCount: 2,
          replies: [
            { _id: expect.any(String), userName: 'Ravi Iyer', userImage: null, text: 'Reply one', createdAt: at(12), userStage: expect.objectContaining({ label: 'Jijnasu — Seeker' }) },
            { _id: expect.any(String), userName: 'Asha Rao', userImage: null, text: 'Reply two', createdAt: at(14), userStage: expect.objectContaining({ label: 'Jijnasu — Seeker' }) },
          ],
        },
        {
          _id: String(comments.c2),
          userName: 'Ravi Iyer',
          userImage: null,
          userStage: expect.objectContaining({ label: 'Jijnasu — Seeker' }),
          text: 'Second',
          createdAt: at(7),
          likes: [ashaId],
          likesCount: 1,
          replies: [],
        },
      ]);
      expect((await get(t.app, `/user/getepisode/${E2}`)).body.stream).toMatchObject({ likesCount: 1, shareCount: 0 });
      expect((await get(t.app, `/user/getepisode/${E3}`, token)).body.stream).toMatchObject({
        saveStreams: [ashaId],
        shareCount: 7,
      });

      expect((await post(t.app, '/user/share-stream', { streamId: E1 }, token)).body.shareCount).toBe(4);
      // A member from before addresses were confirmed asks for the link (Settings) and opens it before commenting.
      expect((await post(t.app, '/account/email/confirmation', {}, token)).status).toBe(202);
      await confirmAddress(t.app, dataDir, 'asha@example.com');
      const created = await post(t.app, '/user/add-comment-to-stream', { streamId: E1, text: 'After the move' }, token);
      expect(created.status).toBe(201);
      const highest = await db
        .selectFrom('comments')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('text', '!=', 'After the move')
        .executeTakeFirstOrThrow();
      expect(Number(created.body.comment._id)).toBeGreaterThan(Number(highest.id));
      const liked = await post(t.app, '/user/like-unlike-stream-comment', { commentId: String(comments.c1) }, token);
      expect(liked.body).toEqual({ success: true, liked: true, likesCount: 3 });
    } finally {
      await t.close();
    }
  });

  it('migrates back down to the old tables and up again', async () => {
    const down = await createMigrator(db).migrateTo('0002_enquiries');
    expect(down.error).toBeUndefined();
    const count = async (table: string) =>
      Number(
        (
          await old
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('episode_likes')).toBe(3);
    expect(await count('episode_saves')).toBe(2);
    expect(await count('comments')).toBe(4);
    expect(await count('replies')).toBe(3);
    expect(await count('comment_likes')).toBe(4);
    const shares = await old
      .selectFrom('episodes')
      .select(['id', 'share_count'])
      .where('id', 'in', [E1, E3])
      .orderBy('id')
      .execute();
    expect(shares.map((row) => Number(row.share_count))).toEqual([4, 7]);
    const up = await createMigrator(db).migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await count('reactions')).toBe(9);
    expect(await count('shares')).toBe(11);
  });
});
