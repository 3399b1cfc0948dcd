import type { Kysely } from 'kysely';
import { STORY_LIFETIME_MS } from '../../../contracts/communityRules';
import { clock } from '../clock';
import { visibleTo as postVisibleTo } from '../community/posts';
import type { ContentDocument, PublishedContent } from '../content/dataset';
import type { AnyKysely } from '../db/dialect';
import type { Database } from '../db/schema';
import { EPISODE_ID_PATTERN } from '../episodes/seed';
import { HttpError } from '../http/errors';
import { notBlockedWith, shownTo } from '../safety/visibility';
import { seenBy } from './comments';

/**
 * The registry of things members can interact with. Each target type says how its ids look and
 * how to tell that a target exists for a viewer: rows of a table (episodes, comments, members'
 * posts and book reviews, members' published articles) or published content documents (staff
 * articles, sparks, academy items, video samples). What members make is seen only by whom it is
 * for: a post's audience, a moderator's hiding and a block between the viewer and its author all
 * count, for reads and writes alike, so a target a viewer may not read answers 404 to them as if it
 * did not exist. Adding a type is one `register` call, e.g.
 *
 *   targets.register(rowTarget(db, { type: 'episode', noun: 'episode', table: 'episodes' }));
 *
 * The type name is stored in every interaction row, so it is never renamed.
 */

export const INTERACTION_KINDS = ['like', 'save', 'share', 'comment', 'rating', 'view'] as const;
export type InteractionKind = (typeof INTERACTION_KINDS)[number];

export interface TargetType {
  /** As it appears in addresses and in the target_type column (kebab-case). */
  type: string;
  /** How messages name one: "No {noun} found with this id." */
  noun: string;
  /** Ids that cannot be this type's are refused without a lookup. */
  idPattern: RegExp;
  /** Whether the target exists and the viewer (undefined: a visitor) may see it. */
  visible(id: string, viewerId: number | undefined): Promise<boolean> | boolean;
  /** What members may do with it; everything when absent. */
  interactions?: readonly InteractionKind[];
}

/** Who asks about a target (undefined: a visitor), and for which interaction, if any. */
export interface TargetQuestion {
  viewerId: number | undefined;
  kind?: InteractionKind;
}

/** A target that exists: its registered type and its id. */
export interface Target {
  type: string;
  id: string;
}

const PAST_TENSE: Record<InteractionKind, string> = {
  like: 'liked',
  save: 'saved',
  share: 'shared',
  comment: 'commented on',
  rating: 'rated',
  view: 'viewed',
};

export const NUMERIC_ID = /^[1-9]\d{0,14}$/;
/** Published document ids: never a dot, so never a draft (`drafts.…`) or a private path. */
const CONTENT_ID = /^[A-Za-z0-9_-]{1,128}$/;

export function createTargetRegistry() {
  const types = new Map<string, TargetType>();
  return {
    register(definition: TargetType) {
      if (types.has(definition.type)) throw new Error(`Target type "${definition.type}" is registered twice.`);
      types.set(definition.type, definition);
    },

    typeNames: () => [...types.keys()],

    /** Whether a target of a registered type exists and the viewer may see it. */
    async isVisible(type: string, id: string, viewerId: number | undefined): Promise<boolean> {
      const definition = types.get(type);
      return definition !== undefined && definition.idPattern.test(id) && (await definition.visible(id, viewerId));
    },

    /**
     * The target named in an address, checked for the viewer: 404 when the type is unknown or the
     * target does not exist or is not the viewer's to see, 400 when this type does not take the
     * interaction.
     */
    async resolve(type: string, id: string, { viewerId, kind }: TargetQuestion): Promise<Target> {
      const definition = types.get(type);
      if (!definition) {
        throw new HttpError(404, `Unknown kind of item. Members can interact with: ${[...types.keys()].join(', ')}.`);
      }
      if (kind && definition.interactions && !definition.interactions.includes(kind)) {
        throw new HttpError(400, `This ${definition.noun} cannot be ${PAST_TENSE[kind]}.`);
      }
      if (!definition.idPattern.test(id) || !(await definition.visible(id, viewerId))) {
        throw new HttpError(404, `No ${definition.noun} found with this id.`);
      }
      return { type, id };
    },
  };
}

export type TargetRegistry = ReturnType<typeof createTargetRegistry>;

/** A target that is a row of a table with an `id` column (text, or integer with `numericIds`), seen by everyone. */
export function rowTarget(
  db: Kysely<Database>,
  options: { type: string; noun: string; table: string; numericIds?: boolean; interactions?: readonly InteractionKind[] },
): TargetType {
  // The table is named at registration, not by a caller, and may be newer than this file's Database type.
  const anyDb = db as AnyKysely;
  return {
    type: options.type,
    noun: options.noun,
    idPattern: options.numericIds ? NUMERIC_ID : CONTENT_ID,
    interactions: options.interactions,
    async visible(id) {
      const row = await anyDb
        .selectFrom(options.table)
        .select('id')
        .where('id', '=', options.numericIds ? Number(id) : id)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

/** A target that is a published content document of one `_type`. */
export function contentTarget(
  content: PublishedContent,
  options: { type: string; noun: string; documentType: string; visible?: (doc: ContentDocument) => boolean },
): TargetType {
  // Indexed once per loaded dataset (the store hands out a new array when the file changes).
  const indexes = new WeakMap<ContentDocument[], Map<string, ContentDocument>>();
  const documentOf = (id: string) => {
    const documents = content.published();
    let index = indexes.get(documents);
    if (!index) {
      index = new Map(documents.map((doc) => [doc._id, doc]));
      indexes.set(documents, index);
    }
    return index.get(id);
  };
  return {
    type: options.type,
    noun: options.noun,
    idPattern: CONTENT_ID,
    visible: (id) => {
      const doc = documentOf(id);
      return doc?._type === options.documentType && (options.visible?.(doc) ?? true);
    },
  };
}

/** The targets that exist today. */
export function registerStandardTargets(
  targets: TargetRegistry,
  { db, content }: { db: Kysely<Database>; content: PublishedContent },
) {
  targets.register({ ...rowTarget(db, { type: 'episode', noun: 'episode', table: 'episodes' }), idPattern: EPISODE_ID_PATTERN });
  targets.register(contentTarget(content, { type: 'article', noun: 'article', documentType: 'article' }));
  targets.register(contentTarget(content, { type: 'spark', noun: 'spark', documentType: 'spark' }));
  // A course the trust has not released yet is nobody's to like or discuss.
  targets.register(
    contentTarget(content, { type: 'academy-item', noun: 'course item', documentType: 'academyItem', visible: (doc) => (doc as { status?: string }).status === 'published' }),
  );
  targets.register(contentTarget(content, { type: 'video-sample', noun: 'video sample', documentType: 'videoSample' }));
  // A post is seen by its audience (everyone, the author's followers, a tribe's members), as the feed shows it.
  targets.register({
    type: 'post',
    noun: 'post',
    idPattern: NUMERIC_ID,
    visible: async (id, viewerId) => Boolean(await db.selectFrom('posts').select('posts.id').where('posts.id', '=', Number(id)).where(postVisibleTo(viewerId)).executeTakeFirst()),
  });
  targets.register({
    type: 'review',
    noun: 'review',
    idPattern: NUMERIC_ID,
    visible: async (id, viewerId) =>
      Boolean(await db.selectFrom('book_reviews').select('id').where('id', '=', Number(id)).where(notBlockedWith(viewerId, 'book_reviews.user_id')).executeTakeFirst()),
  });
  // Only a published article is anyone's to like, save or comment on; a draft is its author's alone.
  targets.register({
    type: 'member-article',
    noun: 'article',
    idPattern: NUMERIC_ID,
    visible: async (id, viewerId) =>
      Boolean(
        await db
          .selectFrom('member_articles')
          .select('id')
          .where('id', '=', Number(id))
          .where('status', '=', 'published')
          .where(notBlockedWith(viewerId, 'member_articles.author_id'))
          .where(shownTo(viewerId, 'article', 'member_articles.id', 'member_articles.author_id'))
          .executeTakeFirst(),
      ),
  });
  // A story is reacted to (liked) and replied to (commented on) for its day only, as the stories row
  // shows it: after that, and for a member blocked either way or once a moderator hid it, it is not there.
  targets.register({
    type: 'story',
    noun: 'story',
    idPattern: NUMERIC_ID,
    interactions: ['like', 'comment'],
    visible: async (id, viewerId) =>
      Boolean(
        await db
          .selectFrom('stories')
          .select('id')
          .where('id', '=', Number(id))
          .where('created_at', '>', new Date(clock.nowMs() - STORY_LIFETIME_MS).toISOString())
          .where(notBlockedWith(viewerId, 'stories.author_id'))
          .where(shownTo(viewerId, 'story', 'stories.id', 'stories.author_id'))
          .executeTakeFirst(),
      ),
  });
  // A comment is liked; it is answered with a reply (a comment with a parent), not commented on. It
  // is seen by who may see what it is on, unless hidden or written by someone blocked either way.
  targets.register({
    type: 'comment',
    noun: 'comment',
    idPattern: NUMERIC_ID,
    interactions: ['like'],
    async visible(id, viewerId) {
      const row = await db
        .selectFrom('comments')
        .select(['target_type', 'target_id'])
        .where('id', '=', Number(id))
        // Shown as lists show it: a reply under a comment the viewer is not shown is not shown either.
        .where(seenBy(viewerId))
        .executeTakeFirst();
      if (!row || row.target_type === 'comment') return false;
      return targets.isVisible(row.target_type, row.target_id, viewerId);
    },
  });
}
