import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../api/src/config';
import { academyItemPath, articlePath, episodePath, ROUTES, sparkPath, videoPreviewPath } from '../../contracts/routes';
import { startTestApp, STORE, type TestApp } from './helpers';

/** /sitemap.xml and /robots.txt: what a search engine reads to find the site's pages. */
let t: TestApp;
let configured: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  configured = await startTestApp({ publicOrigin: 'https://jnanam.example' });
});
afterAll(async () => {
  await t?.close();
  await configured?.close();
});

const episodeIds = (JSON.parse(fs.readFileSync(path.join(loadConfig().contentDir, 'episodes/episodes.json'), 'utf8')) as {
  episodes: { id: string }[];
}).episodes.map((episode) => episode.id);

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

describe(`sitemap and robots.txt (${STORE})`, () => {
  it('lists the public pages and every published episode as absolute addresses of the requested host', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'jnanam.test:8080' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/xml/);
    expect(answer.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = locations(answer.body);
    for (const page of [ROUTES.home, ROUTES.about, ROUTES.stream, ROUTES.vedicResearch, ROUTES.terms]) {
      expect(urls).toContain(new URL(page, 'http://jnanam.test:8080').href);
    }
    expect(episodeIds.length).toBeGreaterThan(0);
    for (const id of episodeIds) expect(urls).toContain(`http://jnanam.test:8080${episodePath(id)}`);
    // Published articles, the trust's and members', each at its reading page.
    expect(urls).toContain(`http://jnanam.test:8080${articlePath('why-the-rishis-sat-still')}`);
    // Academy items the trust released, sparks and video samples, each at its own address; never an unreleased course.
    for (const path of [academyItemPath('nakshatras'), sparkPath('temple-bells-and-the-mind'), videoPreviewPath('surya-namaskar-science')]) {
      expect(urls).toContain(`http://jnanam.test:8080${path}`);
    }
    expect(urls).not.toContain(`http://jnanam.test:8080${academyItemPath('temple-geometry')}`);
    // A member's own pages, the login forms and item routes without their item are not pages to index.
    for (const page of [ROUTES.login, ROUTES.signUp, ROUTES.message, ROUTES.personalProfile, ROUTES.videoPlayer, ROUTES.readingBlog]) {
      expect(urls).not.toContain(new URL(page, 'http://jnanam.test:8080').href);
    }
    expect(new Set(urls).size).toBe(urls.length);
    // The terms page's "&" is escaped in the XML.
    expect(answer.body).toContain('/jnanam-terms&amp;condition</loc>');
  });

  it('uses PUBLIC_ORIGIN when configured, whatever host the request named', async () => {
    const answer = await configured.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'internal:3000' } });
    const urls = locations(answer.body);
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.every((url) => url.startsWith('https://jnanam.example/'))).toBe(true);
  });

  it('robots.txt allows the site, keeps crawlers off the API and names the sitemap', async () => {
    const answer = await configured.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toContain('User-agent: *');
    expect(answer.body).toContain('Disallow: /api/');
    expect(answer.body).toContain('Sitemap: https://jnanam.example/sitemap.xml');
  });

  it('refuses a PUBLIC_ORIGIN that is not an origin', () => {
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'jnanam.org' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://jnanam.org/site' })).toThrow(/PUBLIC_ORIGIN/);
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://jnanam.org/' }).publicOrigin).toBe('https://jnanam.org');
  });
});
