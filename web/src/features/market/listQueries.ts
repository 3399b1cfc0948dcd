import { defineQuery } from 'groq';
import { IMAGE } from '~/shared/content/fragments';
import { BOOK } from './queries';

// The list's queries, apart from the shop's settings and a book's page, so a book's page does not
// carry them.
/*
 * The list's filters as GROQ. Within a filter values combine with OR (`in`), filters with each
 * other with AND. A book's rating is not content: it comes from members' reviews through the API
 * (GET /books/ratings). The page passes the ids of the books rated at least the chosen stars as
 * $ratedIds (a set lookup per book), and the ratings themselves only for sorting by rating.
 */
const RATING = `coalesce($ratings[bookId == ^._id][0].average, 0)`;
const BY_CATEGORY = `(count($categories) == 0 || categorySlug in $categories)`;
const BY_LANGUAGE = `(count($languages) == 0 || language in $languages)`;
const BY_FORMAT = `(count($formats) == 0 || format in $formats)`;
const BY_STARS = `($minStars == 0 || _id in $ratedIds)`;

const ALL_FILTERS = `${BY_CATEGORY} && ${BY_LANGUAGE} && ${BY_FORMAT} && ${BY_STARS}`;

/**
 * One query answers the whole list: the page of books (ranked by score() when searching, then
 * sorted), the total, and for each filter the values of the books that the *other* filters
 * leave (for stars: their ids, rated with the API's ratings), from which the page counts what
 * each checkbox would give (facet counts). The dataset is scanned once into `candidates` (the
 * books, or those matching the search), and every part filters those.
 */
const CANDIDATE = `{
  _id, _score, title, "slug": slug.current, "cover": cover${IMAGE}, price, listPrice, publishedAt, format, language,
  deliveryDays, available, "categorySlug": category->slug.current, "author": author->name, "categoryTitle": category->title
}`;

const LIST_PARTS = `{
  "books": candidates[${ALL_FILTERS}] | order(
      select($sort == "relevance" => _score) desc,
      select($sort == "newest" => publishedAt) desc,
      select($sort == "price-asc" => price) asc,
      select($sort == "price-desc" => price) desc,
      select($sort == "rating" => ${RATING}) desc,
      publishedAt desc, _id asc
    ) [$start...$end],
  "total": count(candidates[${ALL_FILTERS}]),
  "facets": {
    "categories": candidates[${BY_LANGUAGE} && ${BY_FORMAT} && ${BY_STARS}].categorySlug,
    "languages": candidates[${BY_CATEGORY} && ${BY_FORMAT} && ${BY_STARS}].language,
    "formats": candidates[${BY_CATEGORY} && ${BY_LANGUAGE} && ${BY_STARS}].format,
    "rated": candidates[${BY_CATEGORY} && ${BY_LANGUAGE} && ${BY_FORMAT}]._id
  }
}`;

export const bookListQuery = defineQuery(`{ "candidates": *[${BOOK}]${CANDIDATE} }${LIST_PARTS}`);

/** The same with a search: title, author, category and description, prefix matches ranked by score(). */
export const bookSearchQuery = defineQuery(`{
  "candidates": *[${BOOK} && [title, author->name, description, category->title] match $search]
    | score(boost(title match $search, 4), boost(author->name match $search, 2), boost(category->title match $search, 1), description match $search)
    ${CANDIDATE}
}${LIST_PARTS}`);
