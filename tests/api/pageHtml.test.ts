import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageHtmlRewriter } from '../../api/src/site/pageHtml';

/** A page as React Router writes it: a stylesheet link, module preloads, the module script. */
const PAGE =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="abc"/><link nonce="abc" rel="stylesheet" href="/assets/style-1.css"/>' +
  '</head><body><main><img fetchPriority="high" src="/hero.webp"/></main><script nonce="abc">window.__ctx={}</script>' +
  '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script></body></html>';

function clientDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-client-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'style-1.css'), '.a{color:red}</style>');
  return dir;
}

describe('the page HTML the server sends', () => {
  const html = pageHtmlRewriter(clientDir())(PAGE);

  it('carries the stylesheet inline, with the link kept but disabled (never fetched)', () => {
    expect(html).toContain('<style data-href="/assets/style-1.css">.a{color:red}<\\/style></style>');
    expect(html).toContain('<link nonce="abc" rel="stylesheet" href="/assets/style-1.css" disabled/>');
  });

  it('asks for no module before the page has painted: the preloads and the module script are inert until the loader starts them', () => {
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    const code = /<script type="text\/plain" id="page-code" data-preloads="([^"]*)">([\s\S]*?)<\/script>/.exec(html);
    expect(JSON.parse(code![1]!.replace(/&quot;/g, '"'))).toEqual(['/assets/entry.js', '/assets/root.js']);
    expect(code![2]).toContain('import("/assets/entry.js")');
    // The loader runs under the response's nonce and is the body's last element.
    expect(html).toMatch(/<script nonce="abc">\(\(\)=>\{const code=document\.getElementById\('page-code'\)[\s\S]*<\/script><\/body>/);
    // React Router's other inline scripts run as they were.
    expect(html).toContain('<script nonce="abc">window.__ctx={}</script>');
  });

  it('leaves a page without React Router\'s module script as it is', () => {
    const other = '<html><head></head><body><p>Hi</p></body></html>';
    expect(pageHtmlRewriter(clientDir())(other)).toBe(other);
  });
});
