import type { MemberDataRegistry } from '../members/dataRegistry';
import { removeInteractionsOf } from '../interactions/removal';

/**
 * The community's tables (migration 0004: follows, posts and stories, tribes, conversations and
 * messages, event attendance) in "download my data" and "delete my account". Today only the sample
 * members have rows in them; the parts are registered now so that the social pages, when members
 * write to these tables, cannot leave them out of a download or an erasure.
 *
 * Every part is removed, not anonymised: a post, a story or a message is the member's own words,
 * and a conversation without them still reads (the other side's messages stay). Tribes the member
 * created stay for their other members, with no creator.
 */
export function registerCommunityMemberData(members: MemberDataRegistry) {
  members.register({
    name: 'follows',
    label: 'Whom you follow and who follows you',
    erasure: { effect: 'removed', explanation: 'The people you follow and your followers are forgotten.' },
    async export({ db, memberId }) {
      const named = (column: 'follower_id' | 'followee_id', other: 'follower_id' | 'followee_id') =>
        db
          .selectFrom('follows')
          .innerJoin('users', 'users.id', `follows.${other}`)
          .select(['users.first_name', 'users.last_name', 'follows.created_at'])
          .where(`follows.${column}`, '=', memberId)
          .orderBy('follows.created_at')
          .execute();
      return { following: await named('follower_id', 'followee_id'), followers: await named('followee_id', 'follower_id') };
    },
    async erase({ trx, memberId }) {
      await trx
        .deleteFrom('follows')
        .where((eb) => eb.or([eb('follower_id', '=', memberId), eb('followee_id', '=', memberId)]))
        .execute();
    },
  });

  members.register({
    name: 'posts',
    label: 'Posts and stories',
    erasure: { effect: 'removed', explanation: 'Your posts, their hashtags and your stories are deleted.' },
    async export({ db, memberId }) {
      const posts = await db
        .selectFrom('posts')
        .select(['id', 'title', 'body', 'image_url', 'image_alt', 'video_sample_id', 'audience', 'created_at', 'updated_at'])
        .where('author_id', '=', memberId)
        .orderBy('created_at')
        .execute();
      const hashtags = posts.length
        ? await db
            .selectFrom('post_hashtags')
            .select(['post_id', 'hashtag'])
            .where(
              'post_id',
              'in',
              posts.map((post) => post.id),
            )
            .orderBy('position')
            .execute()
        : [];
      const stories = await db
        .selectFrom('stories')
        .select(['image_url', 'image_alt', 'caption', 'created_at'])
        .where('author_id', '=', memberId)
        .orderBy('created_at')
        .execute();
      return {
        posts: posts.map(({ id, ...post }) => ({
          ...post,
          hashtags: hashtags.filter((tag) => tag.post_id === id).map((tag) => tag.hashtag),
        })),
        stories,
      };
    },
    async erase({ trx, memberId }) {
      // Hashtags cascade with their posts.
      await trx.deleteFrom('posts').where('author_id', '=', memberId).execute();
      // A story's likes and replies go with it, as when its author deletes it.
      const stories = await trx.selectFrom('stories').select('id').where('author_id', '=', memberId).execute();
      for (const story of stories) await removeInteractionsOf(trx, { type: 'story', id: String(story.id) });
      await trx.deleteFrom('stories').where('author_id', '=', memberId).execute();
    },
  });

  members.register({
    name: 'tribes',
    label: 'Tribes you belong to',
    erasure: { effect: 'removed', explanation: 'You leave every tribe; tribes you started stay for their members.' },
    export: ({ db, memberId }) =>
      db
        .selectFrom('tribe_memberships')
        .innerJoin('tribes', 'tribes.id', 'tribe_memberships.tribe_id')
        .select(['tribes.name', 'tribe_memberships.role', 'tribe_memberships.joined_at'])
        .where('tribe_memberships.user_id', '=', memberId)
        .orderBy('tribe_memberships.joined_at')
        .execute(),
    async erase({ trx, memberId }) {
      await trx.deleteFrom('tribe_memberships').where('user_id', '=', memberId).execute();
      await trx.updateTable('tribes').set({ created_by: null }).where('created_by', '=', memberId).execute();
    },
  });

  members.register({
    name: 'messages',
    label: 'Messages you sent and their reactions',
    erasure: {
      effect: 'removed',
      explanation:
        'The messages you sent and your reactions to messages are deleted; the other people’s messages stay with them.',
    },
    export: ({ db, memberId }) =>
      db
        .selectFrom('messages')
        .select(['conversation_id', 'text', 'image_url', 'image_alt', 'sent_at'])
        .where('sender_id', '=', memberId)
        .orderBy('sent_at')
        .execute(),
    async erase({ trx, memberId }) {
      await trx.deleteFrom('message_reactions').where('user_id', '=', memberId).execute();
      await trx.deleteFrom('messages').where('sender_id', '=', memberId).execute();
      await trx.deleteFrom('conversation_participants').where('user_id', '=', memberId).execute();
    },
  });

  members.register({
    name: 'events',
    label: 'Events you said you would attend',
    erasure: { effect: 'removed', explanation: 'Your event sign-ups are deleted.' },
    export: ({ db, memberId }) =>
      db
        .selectFrom('event_attendances')
        .select(['event_id', 'created_at'])
        .where('user_id', '=', memberId)
        .orderBy('created_at')
        .execute(),
    async erase({ trx, memberId }) {
      await trx.deleteFrom('event_attendances').where('user_id', '=', memberId).execute();
    },
  });
}
