/**
 * The built Studio at /studio is read from its folder at each request: a Studio built while the
 * server runs is served at once, its scripts as JavaScript, its client routes as its page.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from './helpers';

const INLINE = 'window.__studioErrors = [];';
const INDEX = `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/studio/assets/x.js"></script></head><body><div id="sanity">fake studio</div></body></html>`;

describe('the Studio built while the server runs', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-studio-dist-'));
    dist = path.join(dataDir, 'studio');
    fs.mkdirSync(dist);
    t = await startTestApp({ studioDistDir: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(path.dirname(dist), { recursive: true, force: true });
  });

  it('says how to build it while the folder is empty', async () => {
    const answer = await call(t.app, { method: 'GET', url: '/studio' });
    expect(answer.status).toBe(503);
    expect(answer.body).toContain('npm run studio:build');
  });

  it('serves the build placed afterwards, with the right types and its inline script allowed', async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'x.js'), 'console.log("studio");\n');
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);

    const page = await call(t.app, { method: 'GET', url: '/studio' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('fake studio');

    const script = await call(t.app, { method: 'GET', url: '/studio/assets/x.js' });
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(script.body).toContain('console.log("studio")');
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it("answers the Studio's own routes with its page, and nothing but GET there", async () => {
    const route = await call(t.app, { method: 'GET', url: '/studio/structure/siteSettings' });
    expect(route.status).toBe(200);
    expect(route.headers['content-type']).toMatch(/^text\/html/);
    expect(route.body).toContain('fake studio');
    const posted = await call(t.app, { method: 'POST', url: '/studio/structure/siteSettings', payload: {} });
    expect(posted.status).toBe(404);
  });
});
