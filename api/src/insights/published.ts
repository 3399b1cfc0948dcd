import { bodyExcerptOf, plainTextOf, readMinutesOf } from '../../../contracts/articleRules';
import type { ContentDocument } from '../content/dataset';
import { contentImageUrl } from '../community/published';
import type { PublishedContent } from '../content/dataset';

/**
 * The trust's side of Insights, read from the published content on every call (an edit in the
 * Studio shows at once): articles with their authors (`person` documents) and topics. Indexed
 * once per loaded dataset, since the store hands out a new array when the content changes.
 */

interface Ref {
  _ref?: string;
}
interface ImageField {
  alt?: string;
  asset?: Ref;
}
interface ArticleDoc extends ContentDocument {
  title?: string;
  slug?: { current?: string };
  subtitle?: string;
  excerpt?: string;
  author?: Ref;
  publishedAt?: string;
  image?: ImageField;
  body?: { _type: string; children?: { text?: string }[] }[];
  topics?: Ref[];
}
interface PersonDoc extends ContentDocument {
  name?: string;
  role?: string;
  kinds?: string[];
  portrait?: ImageField;
  slug?: { current?: string };
}
interface TopicDoc extends ContentDocument {
  title?: string;
  slug?: { current?: string };
  showIn?: string[];
  order?: number;
}

export interface TrustPerson {
  id: string;
  name: string;
  role: string | null;
  imageUrl: string | null;
  /** Offered under "You Can Follow". */
  toFollow: boolean;
}

export interface Topic {
  slug: string;
  title: string;
}

export interface TrustArticle {
  id: string;
  slug: string;
  title: string;
  subtitle: string | null;
  excerpt: string;
  imageUrl: string | null;
  imageAlt: string;
  publishedAt: string;
  readMinutes: number;
  author: TrustPerson | null;
  topics: Topic[];
  body: unknown[];
  /** Title, excerpt, author and topics, lower-cased, for the search box. */
  searchText: string;
}

interface Index {
  /** The topics offered on the Insights list, in the Studio's order. */
  listTopics: Topic[];
  /** Every topic by its slug (members' articles name theirs by slug). */
  topicsBySlug: Map<string, Topic>;
  articles: TrustArticle[];
  bySlug: Map<string, TrustArticle>;
  people: Map<string, TrustPerson>;
}

function indexOf(documents: ContentDocument[]): Index {
  const people = new Map<string, TrustPerson>();
  const topics = new Map<string, Topic>();
  const offered: { topic: Topic; order: number }[] = [];
  for (const doc of documents) {
    if (doc._type === 'person') {
      const person = doc as PersonDoc;
      people.set(person._id, { id: person._id, name: person.name ?? '', role: person.role ?? null, imageUrl: contentImageUrl(person.portrait), toFollow: (person.kinds ?? []).includes('toFollow') });
    } else if (doc._type === 'topic') {
      const topic = doc as TopicDoc;
      if (!topic.slug?.current) continue;
      const entry = { slug: topic.slug.current, title: topic.title ?? topic.slug.current };
      topics.set(topic._id, entry);
      if ((topic.showIn ?? []).includes('insights')) offered.push({ topic: entry, order: topic.order ?? 0 });
    }
  }
  const articles = documents
    .filter((doc): doc is ArticleDoc => doc._type === 'article')
    .filter((doc) => doc.slug?.current && doc.title && doc.publishedAt)
    .map((doc) => {
      const text = plainTextOf(doc.body);
      const author = doc.author?._ref ? (people.get(doc.author._ref) ?? null) : null;
      const articleTopics = (doc.topics ?? []).flatMap((ref) => (ref._ref && topics.has(ref._ref) ? [topics.get(ref._ref)!] : []));
      const excerpt = doc.excerpt ?? bodyExcerptOf(doc.body);
      return {
        id: doc._id,
        slug: doc.slug!.current!,
        title: doc.title!,
        subtitle: doc.subtitle ?? null,
        excerpt,
        imageUrl: contentImageUrl(doc.image),
        imageAlt: doc.image?.alt ?? '',
        publishedAt: doc.publishedAt!,
        readMinutes: readMinutesOf(text),
        author,
        topics: articleTopics,
        body: doc.body ?? [],
        searchText: [doc.title, excerpt, author?.name ?? '', ...articleTopics.map((topic) => topic.title)].join(' ').toLowerCase(),
      };
    })
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const listTopics = offered.sort((a, b) => a.order - b.order).map((entry) => entry.topic);
  const topicsBySlug = new Map([...topics.values()].map((topic) => [topic.slug, topic]));
  return { listTopics, topicsBySlug, articles, bySlug: new Map(articles.map((article) => [article.slug, article])), people };
}

export function publishedInsights(content: PublishedContent) {
  const indexes = new WeakMap<ContentDocument[], Index>();
  const current = () => {
    const documents = content.published();
    let index = indexes.get(documents);
    if (!index) {
      index = indexOf(documents);
      indexes.set(documents, index);
    }
    return index;
  };
  return {
    articles: () => current().articles,
    topics: () => current().listTopics,
    topic: (slug: string) => current().topicsBySlug.get(slug) ?? null,
    /** The slugs of the topics whose titles hold `word` (lower-case). */
    topicsMatching: (word: string) => [...current().topicsBySlug.values()].filter((topic) => topic.title.toLowerCase().includes(word)).map((topic) => topic.slug),
    article: (slug: string) => current().bySlug.get(slug) ?? null,
    person: (id: string) => current().people.get(id) ?? null,
    peopleToFollow: () => [...current().people.values()].filter((person) => person.toFollow),
  };
}

export type PublishedInsights = ReturnType<typeof publishedInsights>;
