/**
 * Helpers for writing seed documents: references, images, Portable Text. Seed modules export
 * plain arrays of documents; scripts/build-content.ts turns them into content/dataset.ndjson.
 */
import { createHash } from 'node:crypto';
import type { AllSanitySchemaTypes } from '../../schemas/sanity.types';
import type { ArtSpec } from '../../contracts/art';

/** The fields Sanity fills in itself when it stores a document: a seed need not write them. */
type SanityManagedField = '_createdAt' | '_updatedAt' | '_rev';
/** Every document type of the generated schema types (objects have no `_id`). */
type GeneratedDocument = Extract<AllSanitySchemaTypes, { _id: string }>;
export type SeedDocumentType = GeneratedDocument['_type'];

/**
 * A generated type as the seed writes it: an object field (not an array member) may leave out its
 * `_type`, which the Studio fills in when an editor first saves it; everything else is as generated.
 */
type Seeded<T> = T extends readonly (infer Member)[] ? SeededObject<Member>[] : T extends object ? SeededField<T> : T;
type SeededObject<T> = T extends object ? { [K in keyof T]: Seeded<T[K]> } : T;
type SeededField<T> = T extends { _type: string } ? Omit<SeededObject<T>, '_type'> & { _type?: T['_type'] } : SeededObject<T>;

/**
 * A seed document of one type, checked against the generated schema type: a misspelt or unknown
 * field, or a value of the wrong shape, fails the type check.
 */
export type SeedOf<T extends SeedDocumentType> = SeededObject<Omit<Extract<GeneratedDocument, { _type: T }>, SanityManagedField>> &
  Partial<Pick<Extract<GeneratedDocument, { _type: T }>, SanityManagedField>>;

/** One member of an array field of a seed document type, e.g. `SeedMember<'article', 'comments'>`. */
export type SeedMember<T extends SeedDocumentType, F extends keyof SeedOf<T>> = NonNullable<SeedOf<T>[F]> extends readonly (infer Member)[] ? Member : never;

/** Any seed document: the union of every type's SeedOf, discriminated by `_type`. */
export type SeedDocument = { [T in SeedDocumentType]: SeedOf<T> }[SeedDocumentType];

/** A stable `_key` derived from what the item holds, so rebuilding the dataset changes nothing. */
export const keyOf = (...parts: unknown[]) => createHash('sha1').update(JSON.stringify(parts)).digest('hex').slice(0, 12);

/** A reference, shaped like the generated `…Reference` types. */
export interface SeedReference {
  _type: 'reference';
  _ref: string;
}
export const ref = (id: string): SeedReference => ({ _type: 'reference', _ref: id });

/** Keyed array items, as Sanity stores arrays of objects (typed `_type` when one is given). */
export function keyed<T extends object>(items: T[]): (T & { _key: string })[];
export function keyed<T extends object, K extends string>(items: T[], type: K): ({ _type: K } & T & { _key: string })[];
export function keyed<T extends object>(items: T[], type?: string) {
  return items.map((item, i) => ({ ...(type ? { _type: type } : {}), ...item, _key: keyOf(type, i, item) }));
}

/** Keyed references, for arrays of references. */
export const refs = (ids: string[]): (SeedReference & { _key: string })[] => ids.map((id, i) => ({ ...ref(id), _key: keyOf('ref', i, id) }));

/** Marks a generated picture; the build replaces `art:<name>` with the real asset id. */
export const ART_REF_PREFIX = 'art:';
/** An image field, shaped like the generated image objects (asset as `SanityImageAssetReference`). */
export interface SeedImage {
  _type: 'image';
  alt: string;
  asset: SeedReference;
}
export const image = (art: string, alt: string): SeedImage => ({ _type: 'image', alt, asset: { _type: 'reference', _ref: `${ART_REF_PREFIX}${art}` } });

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

type BlockStyle = 'normal' | 'h2' | 'h3' | 'h4' | 'blockquote';
/** One Portable Text block, shaped like the generated `block` array members. */
export interface SeedBlock {
  _type: 'block';
  _key: string;
  style: BlockStyle;
  markDefs: { _type: 'link'; _key: string; href: string }[];
  listItem?: 'bullet' | 'number';
  level?: number;
  children: { _type: 'span'; _key: string; text: string; marks: string[] }[];
}

/** One Portable Text block. `text` may use **bold**, *italic* and [links](/path). */
export function block(text: string, style: BlockStyle = 'normal', listItem?: 'bullet' | 'number'): SeedBlock {
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
  const markDefs = spans.flatMap((span, i) => (span.href ? [{ _type: 'link' as const, _key: `${key}l${i}`, href: span.href }] : []));
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
 * "## " is a heading, "- " a bullet, "1. " a numbered item, "> " a quote. A heading is its line
 * alone: the text on the next line starts a paragraph, not more of the heading.
 */
export function portableText(source: string): SeedBlock[] {
  return source
    .trim()
    .split(/\n\s*\n|\n(?=- |\d+\. |## |### |> )|(?<=(?:^|\n)#{2,3} [^\n]*)\n/)
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
