import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * How a rendered page brings its styles and code: stylesheets inline, scripts after the first paint.
 * Both serve one aim — the HTML the server sends is the page, so nothing else should stand between
 * its arrival and its first paint on a phone's network (issue 10's Lighthouse targets: before this,
 * first paint came at 1.9–2.1 s on every route; the figures are in the README).
 */

/** A stylesheet's text, safe inside a <style> element. */
const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * Pages carry their stylesheets inline: a linked stylesheet blocks the first paint for one more
 * round trip after the HTML (~150 ms or more on a phone's network; the CSS is 3–6 KiB compressed).
 * Each area's stylesheet also gets a disabled <link> (not fetched): Vite's chunk loader looks for
 * one before it adds a stylesheet, so hydrating the page's own chunk does not fetch it again.
 */
export function inlineStylesheets(webDistDir: string) {
  const texts = new Map<string, string>();
  const textOf = (file: string) => {
    let text = texts.get(file);
    if (text === undefined) {
      text = styleText(fs.readFileSync(path.join(webDistDir, file), 'utf8').trim());
      texts.set(file, text);
    }
    return text;
  };
  return {
    /** The template's own stylesheet links (the entry's CSS), as <style> elements. */
    template: (html: string) =>
      html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_link, file: string) => `<style>${textOf(file)}</style>`),
    /** An area's stylesheets, each with its marker link. */
    area: (files: string[]) => files.map((file) => `<style>${textOf(file)}</style><link rel="stylesheet" href="/${file}" disabled>`),
  };
}

/** The JSON element that lists a page's modules (the browser tests look for it too). */
export const PAGE_MODULES_ELEMENT_ID = 'page-modules';

/**
 * The page's code starts loading once its HTML has been painted with its largest picture (the
 * `fetchpriority=high` image, decoded, then one frame). The HTML already shows the whole page;
 * fetching 60–80 KiB of script beside it delayed that paint on a slow network (the scripts shared
 * the bandwidth with the HTML and that picture). A hidden tab paints no frame:
 * there the code loads at once, or when the tab is hidden before its first frame. (A 500 ms timer
 * did this before; on a busy machine it fired before a late first frame.) The module preloads go
 * in at the same moment, so the page's own chunk arrives with the entry rather than after it. Each
 * request is a task of its own: asking for a module costs the main thread ~1.5 ms here (~6 ms on
 * Lighthouse's phone), and nine of them in one task made a long task (~75 ms on that phone).
 *
 * The same text on every page, so the Content-Security-Policy allows it by its hash (no
 * 'unsafe-inline'); what differs per page is in the JSON element it reads.
 */
const LOADER_SCRIPT =
  `const modules=JSON.parse(document.getElementById('${PAGE_MODULES_ELEMENT_ID}').textContent);let started=false;` +
  `const next=(i)=>{const href=modules.preloads[i];if(href===undefined){import(modules.entry);return}` +
  `const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;` +
  `document.head.append(link);setTimeout(()=>next(i+1))};` +
  `const load=()=>{if(started)return;started=true;next(0)};` +
  `const whenHidden=()=>{if(document.hidden)load()};` +
  `const largest=document.querySelector('img[fetchpriority=high]');` +
  `(largest?largest.decode().catch(()=>{}):Promise.resolve()).then(()=>requestAnimationFrame(()=>setTimeout(load)));` +
  `whenHidden();document.addEventListener('visibilitychange',whenHidden);`;

/** The CSP source that lets the loader run. */
export const PAGE_LOADER_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(LOADER_SCRIPT).digest('base64')}'`;

/** Takes the entry's script and module preloads out of the built index.html: the loader adds them. */
export function scriptsAfterFirstPaint(template: string) {
  let entry = '';
  const entryPreloads: string[] = [];
  const html = template
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
      entry = src;
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      entryPreloads.push(href);
      return '';
    });
  if (!entry) throw new Error('The built index.html has no entry script');
  /** The loader with the page's modules: the entry's and those of the page's area chunk. */
  const loaderFor = (areaScripts: string[]) => {
    const modules = { entry, preloads: [...new Set([...entryPreloads, ...areaScripts.map((file) => `/${file}`)])] };
    const json = JSON.stringify(modules).replace(/</g, '\\u003c');
    return `<script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}">${json}</script><script type="module">${LOADER_SCRIPT}</script>`;
  };
  return { html, loaderFor };
}
