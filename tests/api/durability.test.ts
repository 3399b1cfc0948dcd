/**
 * Nothing acknowledged is lost: a burst of writes from 40 concurrent clients, the server killed
 * with SIGKILL in the middle of it, restarted, and every write that had been answered 2xx is
 * there. On SQLite the file also passes integrity_check. Runs on PostgreSQL too when
 * TEST_DATABASE_URL is set.
 */
import { sql } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib';
import { openDatabase } from '../../api/src/db/connection';
import { createPostgresDatabase, PASSWORD, POSTGRES_URL, signUpBody } from './helpers';
import { bearer, confirmOnServer, killAllServers, request, type ServerProcess, startServerProcess, tempDataDir } from './processes';

const CLIENTS = 40;
/** The server is killed once this many writes have been acknowledged. */
const KILL_AFTER_ACKS = 150;
const EPISODE_IDS: string[] = JSON.parse(fs.readFileSync(path.join(ROOT, 'content/episodes/episodes.json'), 'utf8')).episodes.map(
  (episode: { id: string }) => episode.id,
);

type Ack =
  | { kind: 'sign-up'; email: string }
  | { kind: 'like'; userId: number; episodeId: string }
  | { kind: 'comment'; text: string }
  | { kind: 'enquiry'; fullName: string };

/** One client: its own member, cycling through sign-ups, likes (each episode once), comments, enquiries. */
async function client(server: ServerProcess, index: number, acks: Ack[], stopped: () => boolean) {
  const body = signUpBody();
  let token: string;
  let userId: number;
  try {
    await request(server.baseUrl, 'POST', '/api/v1/user/register', body);
    await confirmOnServer(server, String(body.email).toLowerCase());
    const login = await request(server.baseUrl, 'POST', '/api/v1/user/login', { email: body.email, password: PASSWORD });
    token = login.body.data.token as string;
    userId = Number(login.body.data.user._id);
  } catch {
    return; // killed before this client got going
  }
  for (let step = 0; !stopped(); step += 1) {
    try {
      const kind = step % 4;
      if (kind === 0) {
        const signUp = signUpBody();
        const answer = await request(server.baseUrl, 'POST', '/api/v1/user/register', signUp);
        if (answer.status === 201) acks.push({ kind: 'sign-up', email: String(signUp.email).toLowerCase() });
      } else if (kind === 1) {
        const episodeId = EPISODE_IDS[(index + step) % EPISODE_IDS.length]!;
        const answer = await request(server.baseUrl, 'POST', '/api/v1/user/like-unlike-stream', { streamId: episodeId }, bearer(token));
        // Liking twice would unlike: only first likes count, which each (member, episode) gets once.
        if (answer.status === 200 && answer.body.liked) acks.push({ kind: 'like', userId, episodeId });
        else if (answer.status === 200) break;
      } else if (kind === 2) {
        const text = `Durable comment ${index}-${step}`;
        const answer = await request(server.baseUrl, 'POST', '/api/v1/user/add-comment-to-stream', { streamId: EPISODE_IDS[0], text }, bearer(token));
        if (answer.status === 201) acks.push({ kind: 'comment', text });
      } else {
        const fullName = `Durable Enquirer ${index}-${step}`;
        const answer = await request(server.baseUrl, 'POST', '/api/v1/enquiries', { fullName, email: 'enquirer@example.com', message: 'Namaste. Please tell me more.' });
        if (answer.status === 201) acks.push({ kind: 'enquiry', fullName });
      }
    } catch {
      return; // the server is gone: this write was not acknowledged
    }
  }
}

async function missingWrites(options: { dataDir: string; databaseUrl?: string }, acks: Ack[]) {
  const db = openDatabase(options);
  try {
    const missing: Ack[] = [];
    for (const ack of acks) {
      let found;
      if (ack.kind === 'sign-up') found = await db.selectFrom('users').select('id').where('email', '=', ack.email).executeTakeFirst();
      else if (ack.kind === 'like')
        found = await db.selectFrom('episode_likes').select('user_id').where('user_id', '=', ack.userId).where('episode_id', '=', ack.episodeId).executeTakeFirst();
      else if (ack.kind === 'comment') found = await db.selectFrom('comments').select('id').where('text', '=', ack.text).executeTakeFirst();
      else found = await db.selectFrom('enquiries').select('id').where('full_name', '=', ack.fullName).executeTakeFirst();
      if (!found) missing.push(ack);
    }
    const integrity = options.databaseUrl ? 'ok' : (await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)).rows[0]?.integrity_check;
    return { missing, integrity };
  } finally {
    await db.destroy();
  }
}

const stores = [{ store: 'SQLite', postgres: false }, ...(POSTGRES_URL ? [{ store: 'PostgreSQL', postgres: true }] : [])];

describe.each(stores)('a server killed in the middle of a burst of writes ($store)', ({ postgres }) => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  afterAll(async () => {
    await killAllServers();
    await database?.drop();
  });

  // Two server starts under a 40-client burst: a busy machine takes well over the usual 30 s to start one.
  it('keeps every write it acknowledged', { timeout: 240_000 }, async () => {
    database = postgres ? await createPostgresDatabase(POSTGRES_URL!) : undefined;
    const options = { dataDir: tempDataDir(), databaseUrl: database?.url };
    const server = await startServerProcess({ ...options, startupTimeoutMs: 100_000 });
    const acks: Ack[] = [];
    let killed = false;
    const burst = Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(server, index, acks, () => killed)));
    while (acks.length < KILL_AFTER_ACKS && server.child.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 5));
    killed = true;
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    await burst;

    const restarted = await startServerProcess({ ...options, startupTimeoutMs: 100_000 });
    const { missing, integrity } = await missingWrites(options, acks);
    expect(acks.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(new Set(acks.map((ack) => ack.kind))).toEqual(new Set(['sign-up', 'like', 'comment', 'enquiry']));
    expect(missing).toEqual([]);
    expect(integrity).toBe('ok');
    // The restarted server shows what was written before the kill (and perhaps a few writes whose
    // answers the kill cut off).
    const comments = (await request(restarted.baseUrl, 'GET', `/api/v1/user/getepisode/${EPISODE_IDS[0]}`)).body.stream.comments;
    expect(comments.length).toBeGreaterThanOrEqual(acks.filter((ack) => ack.kind === 'comment').length);
    expect(await restarted.stop()).toBe(0);
  });
});
