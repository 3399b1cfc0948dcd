import fs from 'node:fs';
import path from 'node:path';

/**
 * Two changes to the HTML React Router writes for a page, both about its first paint on a phone
 * (Lighthouse 13 mobile, 25 November; docs/decisions/inline-stylesheet.md and page-code-after-paint.md):
 *
 * 1. The site's one stylesheet goes into the HTML as a <style> element before React Router's <link>,
 *    which stays but disabled (not fetched; React hydrates the head's links by their address).
 * 2. The page's code starts once its largest picture has painted. React Router writes a module
 *    preload for each of the page's ~25 modules (~130 KiB) into the head and imports them at once;
 *    on the phone's network they shared the bandwidth with the HTML and that picture, and first
 *    paint came at 2.0–2.6 s on 26 of 30 pages. The preloads and the module script are kept as
 *    they are, inert, and a small script of ours puts them back after the picture has painted (at
 *    once in a hidden tab, which paints nothing). A tap before that is not lost: the phone menu is a
 *    popover the browser opens by itself, and React replays other events once it hydrates.
 */

const LOADER =
  `(()=>{const code=document.getElementById('page-code');if(!code)return;let started=false;` +
  `const nonce=document.currentScript.nonce;` +
  `const start=()=>{if(started)return;started=true;` +
  `for(const href of JSON.parse(code.dataset.preloads)){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}` +
  `const script=document.createElement('script');script.type='module';script.nonce=nonce;script.textContent=code.textContent;document.body.append(script)};` +
  `const picture=document.querySelector('img[fetchpriority=high]');` +
  `(picture?picture.decode().catch(()=>{}):Promise.resolve()).then(()=>requestAnimationFrame(()=>setTimeout(start)));` +
  `const whenHidden=()=>{if(document.hidden)start()};whenHidden();document.addEventListener('visibilitychange',whenHidden)})()`;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export function pageHtmlRewriter(clientDir: string) {
  const texts = new Map<string, string | null>();
  const textOf = (href: string) => {
    if (!texts.has(href)) {
      const file = path.join(clientDir, path.normalize(href).replace(/^([/\\])+/, ''));
      // Only the build's own assets: anything else keeps its link.
      const inside = file.startsWith(path.join(clientDir, 'assets') + path.sep) && fs.existsSync(file);
      texts.set(href, inside ? fs.readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style') : null);
    }
    return texts.get(href) ?? null;
  };

  const inlineStylesheet = (html: string) =>
    html.replace(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"[^>]*\/?>/g, (link, href: string) => {
      const text = textOf(href);
      return text === null ? link : `<style data-href="${href}">${text}</style>${link.replace(/\s*\/?>$/, ' disabled/>')}`;
    });

  const codeAfterPaint = (html: string) => {
    const preloads: string[] = [];
    let nonce = '';
    let withoutPreloads = html.replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, (link) => {
      const href = /\bhref="([^"]+)"/.exec(link)?.[1];
      if (href) preloads.push(href);
      return '';
    });
    let found = false;
    // React Router's module script: the route modules' imports, then the entry's.
    withoutPreloads = withoutPreloads.replace(/<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/, (_script, before: string, after: string, body: string) => {
      found = true;
      nonce = /\bnonce="([^"]*)"/.exec(before + after)?.[1] ?? '';
      return `<script type="text/plain" id="page-code" data-preloads="${escapeAttribute(JSON.stringify(preloads))}">${body}</script>`;
    });
    if (!found) return html;
    return withoutPreloads.replace(/<\/body>/, () => `<script nonce="${nonce}">${LOADER}</script></body>`);
  };

  return (html: string) => codeAfterPaint(inlineStylesheet(html));
}
