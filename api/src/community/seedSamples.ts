import type { Kysely, Transaction } from 'kysely';
import { UNUSABLE_PASSWORD_HASH } from '../auth/passwords';
import { LOCAL_DATASET, LOCAL_PROJECT_ID } from '../content';
import { isUniqueViolation, nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import {
  PROFILE_MEMBER,
  SAMPLE_CONVERSATIONS,
  SAMPLE_EVENT_ATTENDANCES,
  SAMPLE_FOLLOWS,
  SAMPLE_MEMBERS,
  SAMPLE_POSTS,
  SAMPLE_REVIEWS,
  SAMPLE_STORIES,
  SAMPLE_TRIBES,
  sampleEmail,
} from './seed';
import { SAMPLE_PICTURE_FILES } from './seed/pictureFiles.generated';
import { insertSampleInteractions } from './seedInteractions';
import { handleFromName } from './handles';

/** The name under which seed_runs records that the sample members were seeded. */
export const COMMUNITY_SEED = 'community-samples';

/** The image-route address of a sample picture (the same style uploads will use). */
export function samplePictureUrl(name: string): string {
  const file = SAMPLE_PICTURE_FILES[name];
  if (!file) throw new Error(`No rendered sample picture "${name}": run "npm run content:build"`);
  return `/images/${LOCAL_PROJECT_ID}/${LOCAL_DATASET}/${file}`;
}

/**
 * Seeds the sample members, their data and their interactions once, on the first start: everything in one
 * transaction, recorded in seed_runs, so a restart (or a second instance starting at the same
 * time) adds nothing and members' later edits or deletions of sample data are never undone.
 */
export async function seedCommunitySamples(db: Kysely<Database>): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('seed_runs')
        .values({ name: COMMUNITY_SEED, applied_at: nowIso() })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) === 0) return;
      await insertSamples(trx);
    });
  } catch (error) {
    // Another instance seeded between our check and insert: its seed stands.
    if (!isUniqueViolation(error)) throw error;
  }
}

async function insertSamples(trx: Transaction<Database>) {
  const createdAt = nowIso();
  await trx
    .insertInto('users')
    .values(
      SAMPLE_MEMBERS.map((member) => ({
        email: sampleEmail(member.slug),
        password_hash: UNUSABLE_PASSWORD_HASH,
        first_name: member.firstName,
        last_name: member.lastName,
        phone: '',
        country: 'India',
        // Sample members stand for members who have long proven their addresses.
        email_confirmed_at: createdAt,
        created_at: createdAt,
      })),
    )
    .execute();
  const users = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', SAMPLE_MEMBERS.map((member) => sampleEmail(member.slug)))
    .execute();
  const idByEmail = new Map(users.map((user) => [user.email, user.id]));
  const memberId = (slug: string) => {
    const id = idByEmail.get(sampleEmail(slug));
    if (id === undefined) throw new Error(`Sample data names an unknown sample member "${slug}"`);
    return id;
  };

  await trx
    .insertInto('member_profiles')
    .values(
      SAMPLE_MEMBERS.map((member) => ({
        user_id: memberId(member.slug),
        handle: handleFromName(member.firstName, member.lastName),
        bio: member.bio,
        quote: member.quote ?? null,
        email_private: member.emailPrivate ? 1 : 0,
        profession: member.profession,
        institution: member.institution,
        avatar_url: samplePictureUrl(member.avatar),
        cover_url: member.cover ? samplePictureUrl(member.cover) : null,
        last_active_at: member.lastActiveAt,
        updated_at: createdAt,
      })),
    )
    .execute();

  await trx
    .insertInto('follows')
    .values(SAMPLE_FOLLOWS.map((f) => ({ follower_id: memberId(f.follower), followee_id: memberId(f.followee), created_at: f.since })))
    .execute();

  const postIds = new Map<string, number>();
  for (const [key, post] of Object.entries(SAMPLE_POSTS)) {
    const { id } = await trx
      .insertInto('posts')
      .values({
        author_id: memberId(post.author),
        title: post.title,
        body: post.body,
        image_url: post.picture ? samplePictureUrl(post.picture.name) : null,
        image_alt: post.picture?.alt ?? null,
        video_sample_id: post.videoSampleId ?? null,
        created_at: post.postedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    postIds.set(key, id);
    await trx
      .insertInto('post_hashtags')
      .values(post.hashtags.map((hashtag, position) => ({ post_id: id, hashtag, position })))
      .execute();
  }

  await trx
    .insertInto('stories')
    .values(SAMPLE_STORIES.map((s) => ({ author_id: memberId(s.author), image_url: samplePictureUrl(s.picture), image_alt: s.alt, created_at: s.postedAt })))
    .execute();

  for (const tribe of SAMPLE_TRIBES) {
    const { id } = await trx
      .insertInto('tribes')
      .values({
        slug: tribe.slug,
        name: tribe.name,
        description: tribe.description,
        image_url: samplePictureUrl(tribe.picture),
        created_by: memberId(tribe.createdBy),
        created_at: tribe.createdAt,
        last_active_at: tribe.lastActiveAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('tribe_memberships')
      .values(tribe.members.map((slug, i) => ({ tribe_id: id, user_id: memberId(slug), role: i === 0 ? 'admin' : 'member', joined_at: tribe.createdAt })))
      .execute();
  }

  await insertConversations(trx, memberId);

  const reviewIds = new Map<string, number>();
  for (const r of SAMPLE_REVIEWS) {
    const { id } = await trx
      .insertInto('book_reviews')
      .values({ user_id: memberId(r.member), book_slug: r.bookSlug, stars: r.stars, title: r.title, text: r.text, created_at: r.postedAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    reviewIds.set(r.key, id);
  }

  await trx
    .insertInto('event_attendances')
    .values(SAMPLE_EVENT_ATTENDANCES.flatMap((e) => e.members.map((slug) => ({ event_id: e.eventId, user_id: memberId(slug), created_at: e.since }))))
    .execute();

  await insertSampleInteractions(trx, { memberId, postIds, reviewIds });
}

async function insertConversations(trx: Transaction<Database>, memberId: (slug: string) => number) {
  const profileId = memberId(PROFILE_MEMBER);
  for (const sample of SAMPLE_CONVERSATIONS) {
    const otherId = memberId(sample.with);
    const first = sample.messages[0]!.sentAt;
    const last = sample.messages.at(-1)!.sentAt;
    const { id: conversationId } = await trx
      .insertInto('conversations')
      // The pair key (lower id first) keeps a direct conversation unique per pair of members.
      .values({ tribe_id: null, created_at: first, last_message_at: last, pair_key: [profileId, otherId].sort((a, b) => a - b).join(':') })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('conversation_participants')
      .values([
        { conversation_id: conversationId, user_id: profileId, joined_at: first, last_read_at: sample.profileReadUpTo ?? last },
        { conversation_id: conversationId, user_id: otherId, joined_at: first, last_read_at: last },
      ])
      .execute();
    for (const message of sample.messages) {
      const [senderId, recipientId] = message.fromProfile ? [profileId, otherId] : [otherId, profileId];
      const { id: messageId } = await trx
        .insertInto('messages')
        .values({
          conversation_id: conversationId,
          sender_id: senderId,
          text: message.text ?? null,
          image_url: message.picture ? samplePictureUrl(message.picture.name) : null,
          image_alt: message.picture?.alt ?? null,
          sent_at: message.sentAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (message.reaction) {
        await trx
          .insertInto('message_reactions')
          .values({ message_id: messageId, user_id: recipientId, reaction: message.reaction, created_at: message.sentAt })
          .execute();
      }
    }
  }
}
