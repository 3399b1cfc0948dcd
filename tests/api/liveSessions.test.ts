/**
 * A live stream lives no longer than its session: it ends within a second when the member logs
 * out (that login's stream only), logs out everywhere, changes the password or is suspended, when
 * `npm run member` changes their role from beside the server (another process: on SQLite through
 * the database, on PostgreSQL through NOTIFY), and when its access token expires; and one client
 * address may hold only so many streams open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_MESSAGES } from '../../contracts/messagingRules';
import { clock } from '../../api/src/clock';
import { loadConfig } from '../../api/src/config';
import { get, memberCommand, newMember, PASSWORD, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';
import { openLive } from './liveClient';

const PER_ADDRESS = 6;

describe(`live streams end with the session (${STORE})`, () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await startTestApp({ liveStreams: { maxPerAddress: PER_ADDRESS, heartbeatMs: 100 } });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    clock.reset();
    await t?.close();
  });

  async function streamOf(member: TestMember | string) {
    const stream = await openLive(baseUrl, typeof member === 'string' ? member : member.token);
    expect(stream.status).toBe(200);
    expect((await stream.next()).event).toBe('ready');
    return stream;
  }
  const secondLogin = async (member: TestMember) => (await post(t.app, '/user/login', { email: member.email, password: PASSWORD })).body.data.token as string;

  it('logout ends that login’s stream within a second; the member’s other login and other members keep theirs', async () => {
    const asha = await newMember(t.app);
    const other = await newMember(t.app);
    const phone = await secondLogin(asha);
    const [laptopStream, phoneStream, otherStream] = [await streamOf(asha), await streamOf(phone), await streamOf(other)];
    expect((await post(t.app, '/user/logout', {}, asha.token)).status).toBe(200);
    await laptopStream.ended(1000);
    await expect(phoneStream.ended(300)).rejects.toThrow(/still open/);
    await expect(otherStream.ended(10)).rejects.toThrow(/still open/);
    // The ended login cannot open another.
    expect((await openLive(baseUrl, asha.token)).status).toBe(401);
    phoneStream.close();
    otherStream.close();
  });

  it('log out everywhere ends every stream of the member within a second', async () => {
    const asha = await newMember(t.app);
    const streams = [await streamOf(asha), await streamOf(await secondLogin(asha))];
    const started = Date.now();
    expect((await post(t.app, '/account/sessions/end-all', {}, asha.token)).status).toBe(200);
    await Promise.all(streams.map((stream) => stream.ended(1000)));
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a password change ends the streams opened before it; the fresh token opens a new one', async () => {
    const asha = await newMember(t.app);
    const stream = await streamOf(asha);
    const changed = await post(t.app, '/account/password', { currentPassword: PASSWORD, password: 'monsoon-lotus-river-81', confirmPassword: 'monsoon-lotus-river-81' }, asha.token);
    expect(changed.status).toBe(200);
    await stream.ended(1000);
    (await streamOf(changed.body.data.token as string)).close();
  });

  it('a suspension ends the member’s streams within a second', async () => {
    const moderator = await newMember(t.app);
    await t.db.updateTable('users').set({ role: 'moderator' }).where('id', '=', Number(moderator.id)).execute();
    const asha = await newMember(t.app);
    const handle = (await get(t.app, '/community/me', asha.token)).body.profile.handle as string;
    const stream = await streamOf(asha);
    expect((await post(t.app, `/moderation/members/${handle}/suspension`, { reason: 'Harassment in messages', days: 3 }, moderator.token)).status).toBe(201);
    await stream.ended(1000);
  });

  it('a role changed by the member command (another process) ends the member’s streams; the session goes on under the new role', { timeout: 60_000 }, async () => {
    const asha = await newMember(t.app);
    const other = await newMember(t.app);
    const [stream, othersStream] = [await streamOf(asha), await streamOf(other)];
    const given = await memberCommand(t.config, 'role', asha.email, 'moderator');
    expect(given.code, given.output).toBe(0);
    // The command has exited when it answers: its signal is out, and the server acts on it within a second.
    await stream.ended(1000);
    await expect(othersStream.ended(300)).rejects.toThrow(/still open/);
    othersStream.close();
    // The page reconnects with the same login, now a moderator's.
    expect((await get(t.app, '/account/role', asha.token)).body).toEqual({ success: true, data: { role: 'moderator' } });
    const again = await streamOf(asha);
    expect((await memberCommand(t.config, 'role', asha.email, 'member')).code).toBe(0);
    await again.ended(1000);
  });

  it('a stream ends when its access token expires (the client renews and reconnects)', async () => {
    const asha = await newMember(t.app);
    const stream = await streamOf(asha);
    await expect(stream.ended(300)).rejects.toThrow(/still open/);
    clock.shift(16 * 60_000);
    try {
      await stream.ended(1000);
    } finally {
      clock.reset();
    }
  });

  it(`one client address holds at most ${PER_ADDRESS} streams, whatever the accounts; a closed one makes room`, async () => {
    const members = [await newMember(t.app), await newMember(t.app), await newMember(t.app)];
    const open = [];
    for (let i = 0; i < PER_ADDRESS; i += 1) open.push(await streamOf(members[i % members.length]!));
    const refused = await fetch(`${baseUrl}/api/v1/live`, { headers: { authorization: `Bearer ${members[0]!.token}` } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ success: false, message: MESSAGING_MESSAGES.tooManyStreamsFromAddress });
    open.pop()!.close();
    await expect.poll(async () => {
      const stream = await openLive(baseUrl, members[1]!.token);
      if (stream.status === 200) open.push(stream);
      return stream.status;
    }).toBe(200);
    for (const stream of open) stream.close();
  });

  it('the cap is LIVE_STREAMS_PER_ADDRESS, 50 unless set', () => {
    expect(loadConfig({}).liveStreams?.maxPerAddress).toBe(50);
    expect(loadConfig({ LIVE_STREAMS_PER_ADDRESS: '120' }).liveStreams?.maxPerAddress).toBe(120);
    expect(() => loadConfig({ LIVE_STREAMS_PER_ADDRESS: '0' })).toThrow(/LIVE_STREAMS_PER_ADDRESS/);
  });
});
