import { fileTypeFromBuffer } from 'file-type';

/**
 * What an uploaded file is, judged from its bytes alone: the name and Content-Type a client sends
 * are its own claims. A picture is accepted only when its signature is one of the four formats and
 * nothing in it reads as markup a browser could run.
 */

export type SourceFormat = 'jpeg' | 'png' | 'webp' | 'avif';

const FORMAT_OF_MIME: Record<string, SourceFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  // An animated PNG is still a PNG; its first frame is kept.
  'image/apng': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** The format the file's signature says, or null for anything else (SVG, HTML, GIF, HEIC, PDF, …). */
export async function detectFormat(bytes: Buffer): Promise<SourceFormat | null> {
  const type = await fileTypeFromBuffer(bytes);
  return (type && FORMAT_OF_MIME[type.mime]) ?? null;
}

/** HTML's blanks and the other characters that end a tag name or separate attributes. */
const SEP = String.raw`[\t\n\f\r /]`;

/**
 * Markup a browser parsing the bytes as HTML, SVG or XML could run or show as a page of this
 * site (a script, a frame, a redirect, a login form). Matched case-insensitively anywhere in the
 * file. Tag names must be followed by what ends a tag name, which keeps chance matches in
 * compressed image data rare: under one in 10 000 for a 5 MB file.
 */
const ALWAYS_REFUSED: [RegExp, string][] = [
  [new RegExp(`<(?:html|head|body|script|iframe|frame|frameset|object|embed|applet|meta|base|form)(?:${SEP}|>)`), 'HTML'],
  // Any element with an event handler (`<svg onload=…>`, `<img src=x onerror=…>`): real handler names
  // have at least four letters after "on".
  [new RegExp(`<[a-z][a-z0-9:-]*(?:${SEP}[^<>]{0,1024}?)?[\\t\\n\\f\\r /"']on[a-z]{4,}${SEP}*=`), 'HTML'],
  [/<!doctype|<!entity|<\?xml-stylesheet/, 'XML'],
  // Namespaced elements (`<h:script xmlns:h="…/xhtml">`) escape the tag list above.
  [/http:\/\/www\.w3\.org\/1999\/xhtml|http:\/\/www\.w3\.org\/2000\/svg/, 'SVG or XHTML'],
  [/javascript:|vbscript:|<\?php|<cross-domain-policy/, 'script'],
];

/**
 * The kind of markup found in the bytes ('HTML', 'SVG or XHTML', 'XML', 'script'), or null.
 * A "polyglot" is a valid picture that is also a page: under a sniffing browser or a wrong
 * Content-Type it would run. A bare `<?xml` or `<svg` is not refused: alone they run nothing
 * (SVG needs its namespace, a script or a handler, all matched above), and cameras' metadata
 * packets may carry XML. Re-encoding already drops such payloads from what is stored; refusing
 * them tells the member plainly, and the stored file is checked again after re-encoding.
 */
export function findMarkup(bytes: Buffer): string | null {
  // latin1 maps each byte to one character, so offsets and ASCII letters survive unchanged.
  const text = bytes.toString('latin1').toLowerCase();
  for (const [pattern, kind] of ALWAYS_REFUSED) {
    if (pattern.test(text)) return kind;
  }
  return null;
}
