/**
 * Hashtags in a post's text, as the server stores them and the pages link them: apart from the
 * community's other rules (contracts/communityRules.ts), so a post card carries only these.
 */

/** `#word` in a post's text: letters, digits and underscores of any script. */
const HASHTAG = /#([\p{L}\p{N}_]+)/gu;

/** The post's hashtags in the order written, each once (compared without case). */
export function hashtagsIn(text: string): string[] {
  const seen = new Map<string, string>();
  for (const match of text.matchAll(HASHTAG)) {
    const tag = match[1]!;
    if (!seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  }
  return [...seen.values()];
}

/** Splits text into plain runs and hashtags, for pages that link each hashtag to its view. */
export function splitHashtags(text: string): { text: string; hashtag?: string }[] {
  const parts: { text: string; hashtag?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(HASHTAG)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[0], hashtag: match[1]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
