import type { MemberDataRegistry } from '../members/dataRegistry';
import { MESSAGE_IMAGES_PATH, type MessageImages } from './images';

/**
 * What messaging keeps about a member beyond the messages themselves (registered by the
 * community's part): the pictures they sent, the messages they deleted for themselves, and their
 * live events. Erased before the messages, so the pictures' files can still be found.
 */
export function registerMessagingMemberData(members: MemberDataRegistry, images: MessageImages) {
  members.register({
    name: 'messagePictures',
    label: 'Pictures you sent in messages, messages you deleted for yourself, and your live updates',
    erasure: {
      effect: 'removed',
      explanation: 'The pictures you sent are deleted with their files; the other people in your conversations see “a former member”.',
    },
    export: async ({ db, memberId }) => ({
      pictures: await db.selectFrom('messages').select(['conversation_id', 'image_url', 'sent_at']).where('sender_id', '=', memberId).where('image_url', 'like', `${MESSAGE_IMAGES_PATH}%`).orderBy('sent_at').execute(),
      deletedForYourself: await db.selectFrom('message_hidden').select(['message_id', 'created_at']).where('user_id', '=', memberId).orderBy('created_at').execute(),
    }),
    async erase({ trx, memberId, afterCommit }) {
      const pictures = await trx.selectFrom('messages').select('image_url').where('sender_id', '=', memberId).where('image_url', 'like', `${MESSAGE_IMAGES_PATH}%`).execute();
      afterCommit(async () => {
        for (const picture of pictures) await images.remove(picture.image_url);
      });
      await trx.deleteFrom('message_hidden').where('user_id', '=', memberId).execute();
      await trx.deleteFrom('live_events').where((eb) => eb.or([eb('user_id', '=', memberId), eb('actor_id', '=', memberId)])).execute();
      // Signals about the member's sessions from a command beside the server (kept a minute at most).
      await trx.deleteFrom('live_signals').where('member_id', '=', memberId).execute();
    },
  });
}
