import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EPISODE_ID, get, newMember, post, startTestApp, STORE, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe(`seeded episodes and media (${STORE})`, () => {
  it('every episode has a real H.264 MP4 and a small JPEG thumbnail under content/', async () => {
    const groups = (await get(t.app, '/user/getAllEpisodesGroupedByCategory')).body.data as {
      episodes: { video: string; thumbnail: string }[];
    }[];
    for (const { video, thumbnail } of groups.flatMap((g) => g.episodes)) {
      const videoFile = path.join(t.config.contentDir, video);
      const thumbFile = path.join(t.config.contentDir, thumbnail);
      const mp4 = fs.readFileSync(videoFile);
      expect(mp4.subarray(4, 8).toString()).toBe('ftyp');
      expect(mp4.includes(Buffer.from('avc1'))).toBe(true);
      expect(mp4.length).toBeLessThan(150 * 1024);
      const jpeg = fs.readFileSync(thumbFile);
      expect(jpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      expect(jpeg.length).toBeLessThan(60 * 1024);
    }
  });

  it('serves a video with range support and long cache headers', async () => {
    const { video } = (await get(t.app, `/user/getepisode/${EPISODE_ID}`)).body.stream;
    const whole = await t.app.inject({ method: 'GET', url: video });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(String(whole.headers['cache-control'])).toMatch(/max-age=\d{6,}/);
    const part = await t.app.inject({ method: 'GET', url: video, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(part.rawPayload.length).toBe(100);
  });

  it('serves thumbnails, and does not serve files outside content/media', async () => {
    const { thumbnail } = (await get(t.app, `/user/getepisode/${EPISODE_ID}`)).body.stream;
    const image = await t.app.inject({ method: 'GET', url: thumbnail });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const escape = await t.app.inject({ method: 'GET', url: '/media/../episodes/episodes.json' });
    expect(escape.body).not.toContain('"episodes"');
    const encoded = await t.app.inject({ method: 'GET', url: '/media/%2e%2e/episodes/episodes.json' });
    expect(encoded.body).not.toContain('"episodes"');
  });

  it('seeding again on restart is idempotent and keeps members’ likes', async () => {
    const member = await newMember(t.app);
    await post(t.app, '/user/like-unlike-stream', { streamId: EPISODE_ID }, member.token);
    const countEpisodes = async () =>
      Number(
        (
          await t.db
            .selectFrom('episodes')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await countEpisodes();
    const again = await startTestApp({}, { dataDir: t.config.dataDir, databaseUrl: t.config.databaseUrl });
    try {
      expect(await countEpisodes()).toBe(before);
      const episode = (await get(again.app, `/user/getepisode/${EPISODE_ID}`, member.token)).body.stream;
      expect(episode).toMatchObject({ likesCount: 1, likes: [member.id] });
    } finally {
      await again.close();
    }
  });

  it('keeps the SQLite database private to the server (mode 0600, its WAL too)', async () => {
    if (t.config.databaseUrl) return;
    await newMember(t.app); // a write, so the WAL file exists
    for (const name of ['jnanam.sqlite', 'jnanam.sqlite-wal']) {
      expect(fs.statSync(path.join(t.config.dataDir, name)).mode & 0o777, name).toBe(0o600);
    }
  });

  it('keeps the generated JWT secret private (mode 0600) and stable across restarts', () => {
    const file = path.join(t.config.dataDir, 'jwt-secret');
    if (!t.config.jwtSecret) {
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(32);
    }
  });
});
