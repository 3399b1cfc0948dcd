/**
 * Helpers for writing seed documents: references, images, Portable Text. Seed modules export
 * plain arrays of documents; scripts/build-content.ts turns them into content/dataset.ndjson.
 */
import { createHash } from 'node:crypto';
import type { ArtSpec } from '../art/render';

export interface SeedDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** A stable `_key` derived from what the item holds, so rebuilding the dataset changes nothing. */
export const keyOf = (...parts: unknown[]) => createHash('sha1').update(JSON.stringify(parts)).digest('hex').slice(0, 12);

export const ref = (id: string) => ({ _type: 'reference', _ref: id });

/** Keyed array items, as Sanity stores arrays of objects. */
export const keyed = <T extends object>(items: T[], type?: string) =>
  items.map((item, i) => ({ ...(type ? { _type: type } : {}), ...item, _key: keyOf(type, i, item) }));

/** Keyed references, for arrays of references. */
export const refs = (ids: string[]) => ids.map((id, i) => ({ ...ref(id), _key: keyOf('ref', i, id) }));

/** Marks a generated picture; the build replaces `art:<name>` with the real asset id. */
export const ART_REF_PREFIX = 'art:';
export const image = (art: string, alt: string) => ({ _type: 'image', alt, asset: { _type: 'reference', _ref: `${ART_REF_PREFIX}${art}` } });

/** The picture specs every seed module adds to; each name is rendered once. */
export const artSpecs: ArtSpec[] = [];
export function art(spec: ArtSpec): string {
  if (!artSpecs.some((s) => s.name === spec.name)) artSpecs.push(spec);
  return spec.name;
}

interface Span {
  text: string;
  marks?: string[];
  href?: string;
}

/** One Portable Text block. `text` may use **bold**, *italic* and [links](/path). */
export function block(text: string, style: 'normal' | 'h2' | 'h3' | 'h4' | 'blockquote' = 'normal', listItem?: 'bullet' | 'number') {
  const spans: Span[] = [];
  const pattern = /(\*\*[^*]+\*\*|\*[^*]+\*|\[[^\]]+\]\([^)\s]+\))/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) spans.push({ text: text.slice(last, match.index) });
    const raw = match[0];
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(raw);
    if (link) spans.push({ text: link[1]!, href: link[2]! });
    else spans.push(raw.startsWith('**') ? { text: raw.slice(2, -2), marks: ['strong'] } : { text: raw.slice(1, -1), marks: ['em'] });
    last = match.index + raw.length;
  }
  if (last < text.length) spans.push({ text: text.slice(last) });
  const key = keyOf('block', style, listItem, text);
  const markDefs = spans.flatMap((span, i) => (span.href ? [{ _type: 'link', _key: `${key}l${i}`, href: span.href }] : []));
  spans.forEach((span, i) => {
    if (span.href) span.marks = [`${key}l${i}`];
  });
  return {
    _type: 'block',
    _key: key,
    style,
    markDefs,
    ...(listItem ? { listItem, level: 1 } : {}),
    children: spans.map((span, i) => ({ _type: 'span', _key: `${key}${i}`, text: span.text, marks: span.marks ?? [] })),
  };
}

/**
 * Portable Text from a compact form: paragraphs separated by blank lines; a line starting with
 * "## " is a heading, "- " a bullet, "1. " a numbered item, "> " a quote.
 */
export function portableText(source: string) {
  return source
    .trim()
    .split(/\n\s*\n|\n(?=- |\d+\. |## |### |> )/)
    .map((chunk) => chunk.trim().replace(/\s*\n\s*/g, ' '))
    .filter(Boolean)
    .map((chunk) => {
      if (chunk.startsWith('### ')) return block(chunk.slice(4), 'h3');
      if (chunk.startsWith('## ')) return block(chunk.slice(3), 'h2');
      if (chunk.startsWith('> ')) return block(chunk.slice(2), 'blockquote');
      if (chunk.startsWith('- ')) return block(chunk.slice(2), 'normal', 'bullet');
      if (/^\d+\. /.test(chunk)) return block(chunk.replace(/^\d+\. /, ''), 'normal', 'number');
      return block(chunk);
    });
}
