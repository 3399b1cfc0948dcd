/**
 * The Studio's page as the server serves it asks no other host: the build's index.html (Sanity's
 * own markup, read from the build folder when there is one) loses the dashboard bridge script and
 * the Inter faces from Sanity's CDN, and its icon links get the Studio's base path.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { offlineIndexHtml } from '../../studio/offlineDocument';

const SANITY_PAGE = `<head><link href="/static/favicon.ico" rel="icon" sizes="any"/><link href="/static/favicon.svg" rel="icon" type="image/svg+xml"/><title>Sanity Studio</title><style>
  @font-face {
    font-family: Inter;
    font-weight: 400;
    src: url("https://studio-static.sanity.io/Inter-Regular.woff2") format("woff2");
  }
  html, body { height: 100%; }
</style><script src="https://core.sanity-cdn.com/bridge.js" async type="module" data-sanity-core></script>
</head><body><script src="/studio/static/sanity-abc.js" type="module"></script></body>`;

describe("the Studio's page", () => {
  it('names no other host and finds its icons under the base path', () => {
    const page = offlineIndexHtml(SANITY_PAGE, '/studio');
    expect(page).not.toMatch(/https?:\/\//);
    expect(page).toContain('<link href="/studio/static/favicon.svg" rel="icon"');
    expect(page).toContain('html, body { height: 100%; }');
    expect(page).toContain('<script src="/studio/static/sanity-abc.js" type="module"></script>');
  });

  it('is so in a real build, when there is one', () => {
    const dist = process.env.STUDIO_DIST_DIR ?? path.join(__dirname, '../../dist/studio');
    const file = path.join(dist, 'index.html');
    if (!fs.existsSync(file)) return;
    const page = fs.readFileSync(file, 'utf8');
    // Nothing the page loads comes from elsewhere (its no-JavaScript notice may still link out).
    expect(page).not.toMatch(/<(script|link)\b[^>]*\b(src|href)="https?:\/\//);
    expect(page).not.toContain('studio-static.sanity.io');
    expect(page).not.toMatch(/href="\/static\//);
  });
});
