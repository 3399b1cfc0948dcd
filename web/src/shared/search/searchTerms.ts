/** Little words that would match almost everything; a question's meaning is in the other words. */
const STOP_WORDS = new Set(
  'a an and are about can did do does for from how i in is it me of on or tell the to was what when where which who why with'.split(' '),
);

/** The words of a question as GROQ `match` patterns (prefix wildcards): "What is Dharma?" → ["dharma*"]. */
export function searchTerms(question: string): string[] {
  const words = question
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2 && !STOP_WORDS.has(word));
  return [...new Set(words)].slice(0, 8).map((word) => `${word}*`);
}

/** The same matching for lists searched in the browser (episodes come from the API, not GROQ). */
export function matchesTerms(text: string, terms: string[]): number {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u);
  return terms.filter((term) => words.some((word) => word.startsWith(term.slice(0, -1)))).length;
}
