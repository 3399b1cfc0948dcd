import type { Kysely } from 'kysely';
import type { KarmaRuleKind } from '../../../contracts/karmaRules';
import type { Database } from '../db/schema';
import type { PublishedContent } from '../content/dataset';

type Db = Kysely<Database>;

/** Which acts to look at: one target's, one member's acts, one member's acts on one target, or all. */
export interface KarmaScope {
  target?: { type: string; id: string };
  actorId?: number;
}

/** A credit the interaction tables say should stand. */
export interface ExpectedCredit {
  kind: KarmaRuleKind;
  memberId: number;
  targetType: string;
  targetId: string;
  actorId: number;
  /** When the act happened (the earliest of a member's comments on an item). */
  at: string;
  /** A course item's coin value, given instead of the rule's points. */
  coins?: number;
}

/** Things members make that earn their maker points: who made them, and the kind a like on them gives. */
const OWNED = {
  post: { likeKind: 'post-liked', hiddenAs: 'post' },
  'member-article': { likeKind: 'article-liked', hiddenAs: 'article' },
  review: { likeKind: 'review-liked', hiddenAs: null },
} as const;
type OwnedType = keyof typeof OWNED;
const OWNED_TYPES = Object.keys(OWNED) as OwnedType[];
const isOwned = (type: string): type is OwnedType => type in OWNED;

const CHUNK = 500;
const chunks = <T,>(items: readonly T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** The ids among `ids` that a moderator hid. */
async function hiddenAmong(db: Db, itemType: string | null, ids: readonly string[]) {
  const hidden = new Set<string>();
  if (itemType === null) return hidden;
  for (const chunk of chunks(ids)) {
    const rows = await db.selectFrom('hidden_items').select('item_id').where('item_type', '=', itemType).where('item_id', 'in', chunk).execute();
    for (const row of rows) hidden.add(row.item_id);
  }
  return hidden;
}

/** The makers of the items that can earn points now (existing, not hidden, an article published), by id. */
async function ownersOf(db: Db, type: OwnedType, ids: readonly string[]): Promise<Map<string, { ownerId: number; publishedAt: string | null }>> {
  const owners = new Map<string, { ownerId: number; publishedAt: string | null }>();
  const numeric = [...new Set(ids)].filter((id) => /^\d{1,15}$/.test(id)).map(Number);
  for (const chunk of chunks(numeric)) {
    const rows =
      type === 'post'
        ? await db.selectFrom('posts').select(['id', 'author_id as owner']).where('id', 'in', chunk).execute()
        : type === 'review'
          ? await db.selectFrom('book_reviews').select(['id', 'user_id as owner']).where('id', 'in', chunk).execute()
          : await db.selectFrom('member_articles').select(['id', 'author_id as owner', 'published_at']).where('id', 'in', chunk).where('status', '=', 'published').execute();
    for (const row of rows) owners.set(String(row.id), { ownerId: row.owner, publishedAt: (row as { published_at?: string | null }).published_at ?? null });
  }
  const hidden = await hiddenAmong(db, OWNED[type].hiddenAs, [...owners.keys()]);
  for (const id of hidden) owners.delete(id);
  return owners;
}

/** Comments (and replies) that stand: not hidden, their author's account not gone. */
async function standingComments(db: Db, ids: readonly number[]) {
  const comments = new Map<string, { memberId: number; parentId: number | null; targetType: string; targetId: string }>();
  for (const chunk of chunks([...new Set(ids)])) {
    const rows = await db.selectFrom('comments').select(['id', 'member_id', 'parent_id', 'target_type', 'target_id']).where('id', 'in', chunk).execute();
    for (const row of rows) {
      if (row.member_id !== null) comments.set(String(row.id), { memberId: row.member_id, parentId: row.parent_id, targetType: row.target_type, targetId: row.target_id });
    }
  }
  for (const id of await hiddenAmong(db, 'comment', [...comments.keys()])) comments.delete(id);
  return comments;
}

async function likeCredits(db: Db, scope: KarmaScope): Promise<ExpectedCredit[]> {
  const types = scope.target ? [scope.target.type].filter((type) => type === 'comment' || isOwned(type)) : ['comment', ...OWNED_TYPES];
  if (types.length === 0) return [];
  let query = db.selectFrom('reactions').select(['target_type', 'target_id', 'member_id', 'created_at']).where('kind', '=', 'like').where('target_type', 'in', types);
  if (scope.target) query = query.where('target_id', '=', scope.target.id);
  if (scope.actorId !== undefined) query = query.where('member_id', '=', scope.actorId);
  const likes = await query.execute();
  const credits: ExpectedCredit[] = [];
  const commentLikes = likes.filter((like) => like.target_type === 'comment');
  const comments = await standingComments(db, commentLikes.map((like) => Number(like.target_id)).filter(Number.isSafeInteger));
  // A reply's item: its maker is the one whose like on the reply counts twice.
  const replyItems = new Map<OwnedType, string[]>();
  for (const comment of comments.values()) {
    if (comment.parentId !== null && isOwned(comment.targetType)) replyItems.set(comment.targetType, [...(replyItems.get(comment.targetType) ?? []), comment.targetId]);
  }
  const itemOwners = new Map<string, number>();
  for (const [type, ids] of replyItems) for (const [id, item] of await ownersOf(db, type, ids)) itemOwners.set(`${type}:${id}`, item.ownerId);
  for (const like of commentLikes) {
    const comment = comments.get(like.target_id);
    if (!comment || comment.memberId === like.member_id) continue;
    const base = { memberId: comment.memberId, targetType: 'comment', targetId: like.target_id, actorId: like.member_id, at: like.created_at };
    credits.push({ ...base, kind: 'comment-liked' });
    if (comment.parentId !== null && itemOwners.get(`${comment.targetType}:${comment.targetId}`) === like.member_id) credits.push({ ...base, kind: 'reply-liked-by-author' });
  }
  for (const type of OWNED_TYPES) {
    const ofType = likes.filter((like) => like.target_type === type);
    if (ofType.length === 0) continue;
    const owners = await ownersOf(db, type, ofType.map((like) => like.target_id));
    for (const like of ofType) {
      const owner = owners.get(like.target_id);
      if (!owner || owner.ownerId === like.member_id) continue;
      credits.push({ kind: OWNED[type].likeKind, memberId: owner.ownerId, targetType: type, targetId: like.target_id, actorId: like.member_id, at: like.created_at });
    }
  }
  return credits;
}

/** One credit per member who commented on another member's item, however many comments they wrote. */
async function commentCredits(db: Db, scope: KarmaScope): Promise<ExpectedCredit[]> {
  if (scope.target && !isOwned(scope.target.type)) return [];
  let query = db
    .selectFrom('comments')
    .select(['id', 'target_type', 'target_id', 'member_id', 'created_at'])
    .where('target_type', 'in', scope.target ? [scope.target.type] : OWNED_TYPES)
    .where('member_id', 'is not', null);
  if (scope.target) query = query.where('target_id', '=', scope.target.id);
  if (scope.actorId !== undefined) query = query.where('member_id', '=', scope.actorId);
  const rows = await query.orderBy('created_at').execute();
  const hidden = await hiddenAmong(db, 'comment', rows.map((row) => String(row.id)));
  const first = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = `${row.target_type}:${row.target_id}:${row.member_id}`;
    if (!hidden.has(String(row.id)) && !first.has(key)) first.set(key, row);
  }
  const credits: ExpectedCredit[] = [];
  for (const type of OWNED_TYPES) {
    const ofType = [...first.values()].filter((row) => row.target_type === type);
    if (ofType.length === 0) continue;
    const owners = await ownersOf(db, type, ofType.map((row) => row.target_id));
    for (const row of ofType) {
      const owner = owners.get(row.target_id);
      if (!owner || owner.ownerId === row.member_id) continue;
      credits.push({ kind: 'comment-received', memberId: owner.ownerId, targetType: type, targetId: row.target_id, actorId: row.member_id!, at: row.created_at });
    }
  }
  return credits;
}

/** A published article that a moderator has not hidden earns its author points, once. */
async function publishedCredits(db: Db, scope: KarmaScope): Promise<ExpectedCredit[]> {
  if (scope.target && scope.target.type !== 'member-article') return [];
  let query = db.selectFrom('member_articles').select('id').where('status', '=', 'published');
  if (scope.target) query = query.where('id', '=', Number(scope.target.id));
  if (scope.actorId !== undefined) query = query.where('author_id', '=', scope.actorId);
  const ids = (await query.execute()).map((row) => String(row.id));
  const owners = await ownersOf(db, 'member-article', ids);
  return [...owners].map(([id, owner]) => ({
    kind: 'article-published' as const,
    memberId: owner.ownerId,
    targetType: 'member-article',
    targetId: id,
    actorId: owner.ownerId,
    at: owner.publishedAt ?? '',
  }));
}

/** A completed course item earns its coin value, once per member and item. */
async function completionCredits(db: Db, content: PublishedContent, scope: KarmaScope): Promise<ExpectedCredit[]> {
  if (scope.target && scope.target.type !== 'academy-item') return [];
  let query = db.selectFrom('completions').select(['member_id', 'target_id', 'completed_at']).where('target_type', '=', 'academy-item');
  if (scope.target) query = query.where('target_id', '=', scope.target.id);
  if (scope.actorId !== undefined) query = query.where('member_id', '=', scope.actorId);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const coins = new Map(
    content
      .published()
      .filter((doc) => doc._type === 'academyItem')
      .map((doc) => [doc._id, typeof doc.coins === 'number' && doc.coins > 0 ? Math.floor(doc.coins) : 0]),
  );
  return rows
    .filter((row) => coins.has(row.target_id))
    .map((row) => ({
      kind: 'course-item-completed' as const,
      memberId: row.member_id,
      targetType: 'academy-item',
      targetId: row.target_id,
      actorId: row.member_id,
      at: row.completed_at,
      coins: coins.get(row.target_id)!,
    }));
}

/**
 * Every credit the interaction tables call for in a scope, by the rules of the ledger: points come
 * from what other members do for you (nothing for liking or commenting on your own things), one
 * credit per member, kind and item, nothing for what a moderator hid; an article published and a
 * course item completed are the member's own acts that earn points.
 */
export async function expectedCredits(db: Db, content: PublishedContent, scope: KarmaScope): Promise<ExpectedCredit[]> {
  const parts = await Promise.all([likeCredits(db, scope), commentCredits(db, scope), publishedCredits(db, scope), completionCredits(db, content, scope)]);
  return parts.flat();
}
