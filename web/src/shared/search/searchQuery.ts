import { defineQuery } from 'groq';

/**
 * The knowledge repository's text search: GROQ `match` with `score()` (groq-js, the local
 * evaluator, has no `text::query`). Titles weigh more than descriptions; drafts never show.
 * Non-matches (score 0) are dropped by the caller: typegen cannot type a `[_score > 0]` filter.
 */
export const repositorySearchQuery = defineQuery(`*[
  _type in ["article", "book", "researchArea"] && !(_id in path("drafts.**"))
] | score(
  boost(title match $terms, 3),
  subtitle match $terms,
  excerpt match $terms,
  description match $terms
) | order(_score desc)[0...12]{
  _score,
  _id,
  _type,
  title,
  "summary": coalesce(subtitle, excerpt, description),
  "slug": slug.current
}`);
