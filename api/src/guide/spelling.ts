import Sanscript from '@indic-transliteration/sanscript';

/**
 * Folds the ways one Indic word is written into one form, so that "Upanishad", "upaniṣad" (IAST),
 * "Upanisad" and "उपनिषद्" meet in the index: Devanagari is transliterated to IAST, diacritics are
 * dropped, and the common English spellings of Sanskrit sounds are folded onto the IAST letters
 * without their marks ("sh" for ś and ṣ, doubled vowels for long ones, "aum" for oṃ).
 */
const DEVANAGARI = /\p{Script=Devanagari}+/gu;

const FOLDS: readonly (readonly [RegExp, string])[] = [
  [/sh/g, 's'],
  [/aa/g, 'a'],
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  [/^aum$/, 'om'],
];

/** Devanagari in a text turned into IAST, the rest left as it was. */
export function romanise(text: string): string {
  return text.replace(DEVANAGARI, (run) => ` ${Sanscript.t(run, 'devanagari', 'iast')} `);
}

/** Lower case, marks dropped (ā → a, ṣ → s, ṃ → m), every other character kept. */
export function plainLetters(text: string): string {
  return romanise(text)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

const STOP_WORDS = new Set(
  'a an and are as at be but by can did do does for from had has have how i if in into is it its me my no not of on or our so than that the their them then there these they this to was we were what when where which who whom why will with you your about also tell say says said'.split(
    ' ',
  ),
);

/** One word as the index keeps it: folded spelling, a plural's "s" dropped. */
export function foldWord(word: string): string {
  let folded = word;
  for (const [pattern, replacement] of FOLDS) folded = folded.replace(pattern, replacement);
  if (folded.length > 4 && folded.endsWith('s') && !folded.endsWith('ss')) folded = folded.slice(0, -1);
  return folded;
}

/** The words of a text as the index and the questions both see them (stop words dropped). */
export function indexWords(text: string): string[] {
  return plainLetters(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !STOP_WORDS.has(word))
    .map(foldWord);
}
