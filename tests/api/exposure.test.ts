/**
 * What the server must not give away in passing: a premium video's signed token in the request
 * log, and the web app's source maps (the client's whole source) unless SERVE_SOURCE_MAPS says so.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config';
import { call, get, newMember, startTestApp, STORE, type TestApp } from './helpers';
import { buyPremium } from './learningHelpers';

/** A client build as the web build writes it: a hashed script and its source map. */
function webBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-web-build-'));
  fs.mkdirSync(path.join(dir, 'client', 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(path.join(dir, 'client', 'assets', 'entry-a1b2c3.js'), 'console.log(1)\n//# sourceMappingURL=entry-a1b2c3.js.map\n');
  fs.writeFileSync(path.join(dir, 'client', 'assets', 'entry-a1b2c3.js.map'), JSON.stringify({ version: 3, sources: ['web/app/secret.tsx'], sourcesContent: ['const x = 1;'] }));
  fs.writeFileSync(path.join(dir, 'server', 'index.js'), 'export const routes = {};\n');
  return dir;
}

describe(`a premium media link in the request log (${STORE})`, () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp({ logRequests: true, logFormat: 'json', logStream: { write: (text: string) => lines.push(text) } });
  });
  afterAll(async () => t?.close());

  it('is logged with its token redacted, whether the token is good or forged', async () => {
    const premium = await newMember(t.app);
    await buyPremium(t, premium);
    const { url } = (await get(t.app, '/learning/academy-item/academyItem-nakshatras/playback', premium.token)).body as { url: string };
    const token = url.split('/').pop()!;
    expect((await call(t.app, { method: 'GET', url, headers: { range: 'bytes=0-99' } })).status).toBe(206);
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await call(t.app, { method: 'GET', url: url.replace(token, forged) })).status).toBe(403);

    const log = lines.join('');
    expect(log).not.toContain(token);
    expect(log).not.toContain(forged);
    const media = lines.map((line) => JSON.parse(line) as { req?: { url?: string } }).filter((line) => line.req?.url?.includes('/media/'));
    expect(media.map((line) => line.req!.url)).toEqual([
      '/api/v1/learning/academy-item/academyItem-nakshatras/media/[redacted]',
      '/api/v1/learning/academy-item/academyItem-nakshatras/media/[redacted]',
    ]);
  });
});

describe(`the web app's source maps (${STORE})`, () => {
  const build = webBuild();
  afterAll(() => fs.rmSync(build, { recursive: true, force: true }));

  it('are off by default in production, on elsewhere, and SERVE_SOURCE_MAPS decides', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).serveSourceMaps).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SERVE_SOURCE_MAPS: 'true' }).serveSourceMaps).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).serveSourceMaps).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SERVE_SOURCE_MAPS: 'false' }).serveSourceMaps).toBe(false);
    expect(() => loadConfig({ SERVE_SOURCE_MAPS: 'yes' })).toThrow(/SERVE_SOURCE_MAPS/);
  });

  it('answer 404 when not flagged (the script itself is still served), and the map when flagged', async () => {
    for (const serveSourceMaps of [false, true]) {
      const t = await startTestApp({ webDistDir: build, serveSourceMaps });
      try {
        expect((await call(t.app, { method: 'GET', url: '/assets/entry-a1b2c3.js' })).status).toBe(200);
        const map = await call(t.app, { method: 'GET', url: '/assets/entry-a1b2c3.js.map' });
        expect(map.status).toBe(serveSourceMaps ? 200 : 404);
        expect(JSON.stringify(map.body).includes('sourcesContent')).toBe(serveSourceMaps);
      } finally {
        await t.close();
      }
    }
  });
});
