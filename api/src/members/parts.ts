import type { Transaction } from 'kysely';
import { ACCOUNT_MESSAGES } from '../../../contracts/messages/account';
import type { Database } from '../db/schema';
import type { PictureFiles } from '../uploads/pictureFiles';
import { createUploadStore, UPLOADS_URL_PATH } from '../uploads/store';
import type { MemberDataRegistry } from './dataRegistry';

/**
 * The parts of a member's data that exist today: the account with its profile, comments
 * and replies, likes, saves, shares, ratings and views, uploaded pictures and contact-form
 * enquiries. How each is erased, and why:
 *
 * - account: removed whole (names, address, phone, profile, preferences, reset links, sessions), so
 *   the address can sign up again. Registered first, so it is erased last.
 * - comments: replies and unanswered comments are removed. A top-level comment that other members
 *   replied to is anonymised instead (its author column set to null, shown as "a former member"):
 *   deleting it would delete their replies with it (or leave them answering nothing), and their
 *   words are theirs, not the leaving member's. Others' likes of a removed comment go with it.
 * - likes, saves, ratings, views: removed (they are the member's marks; counts are derived from rows).
 * - shares: anonymised: each press stays as one anonymous row, so the share count others see does
 *   not drop, and nothing links it to the member (as with shares from before members were recorded).
 * - uploads: the rows and the files in DATA_DIR/uploads are removed (files after the commit).
 * - enquiries: the contact-form messages sent from the account's address, with the answers the
 *   trust's desk sent, are removed (and exported) only when the member has confirmed the address:
 *   anyone can type any address.
 */
export function registerStandardMemberData(members: MemberDataRegistry, { dataDir, pictures }: { dataDir: string; pictures: PictureFiles }) {
  members.register({
    name: 'account',
    label: 'Your account and profile',
    erasure: {
      effect: 'removed',
      explanation:
        'Your name, e-mail address, phone number, country, profile, e-mail preferences and sessions are deleted. The address can sign up again.',
    },
    async export({ db, memberId }) {
      const user = await db
        .selectFrom('users')
        .select([
          'first_name',
          'last_name',
          'email',
          'phone',
          'country',
          'user_type',
          'created_at',
          'email_replies',
          'email_messages',
          'email_receipts',
          'email_follows',
          'email_digest',
        ])
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow();
      const profile = await db.selectFrom('member_profiles').selectAll().where('user_id', '=', memberId).executeTakeFirst();
      const { email_replies, email_messages, email_receipts, email_follows, email_digest, ...fields } = user;
      return {
        ...fields,
        email_preferences: {
          replies: email_replies === 1,
          messages: email_messages === 1,
          receipts: email_receipts === 1,
          follows: email_follows === 1,
          digest: email_digest === 1,
        },
        profile: profile ?? null,
      };
    },
    async erase({ trx, memberId, email }) {
      await trx.deleteFrom('member_profiles').where('user_id', '=', memberId).execute();
      await trx.deleteFrom('login_failures').where('email', '=', email).execute();
      // Reset links and logged-out token ids cascade with the row.
      await trx.deleteFrom('users').where('id', '=', memberId).execute();
    },
  });

  members.register({
    name: 'comments',
    label: 'Comments and replies',
    erasure: {
      effect: 'anonymised',
      explanation:
        'Your replies, and your comments nobody answered, are deleted. A comment that other members replied to stays, signed "a former member" without your name, so that their replies keep their meaning.',
    },
    export: ({ db, memberId }) =>
      db
        .selectFrom('comments')
        .select(['id', 'target_type', 'target_id', 'parent_id', 'text', 'stance', 'created_at'])
        .where('member_id', '=', memberId)
        .orderBy('id')
        .execute(),
    erase: ({ trx, memberId }) => eraseComments(trx, memberId),
  });

  for (const kind of ['like', 'save'] as const) {
    members.register({
      name: `${kind}s`,
      label: kind === 'like' ? 'Likes' : 'Saved items',
      erasure: { effect: 'removed', explanation: kind === 'like' ? 'Your likes are deleted.' : 'Your saved items are deleted.' },
      export: ({ db, memberId }) =>
        db
          .selectFrom('reactions')
          .select(['target_type', 'target_id', 'created_at'])
          .where('member_id', '=', memberId)
          .where('kind', '=', kind)
          .orderBy('created_at')
          .execute(),
      async erase({ trx, memberId }) {
        await trx.deleteFrom('reactions').where('member_id', '=', memberId).where('kind', '=', kind).execute();
      },
    });
  }

  members.register({
    name: 'shares',
    label: 'Shares',
    erasure: {
      effect: 'anonymised',
      explanation: 'Each share stays only as a number in its count, with nothing linking it to you.',
    },
    export: ({ db, memberId }) =>
      db
        .selectFrom('shares')
        .select(['target_type', 'target_id', 'created_at'])
        .where('member_id', '=', memberId)
        .orderBy('id')
        .execute(),
    async erase({ trx, memberId }) {
      await trx.updateTable('shares').set({ member_id: null }).where('member_id', '=', memberId).execute();
    },
  });

  members.register({
    name: 'ratings',
    label: 'Ratings and views',
    erasure: { effect: 'removed', explanation: 'Your star ratings and the record of what you viewed are deleted.' },
    async export({ db, memberId }) {
      return {
        ratings: await db
          .selectFrom('ratings')
          .select(['target_type', 'target_id', 'stars', 'created_at', 'updated_at'])
          .where('member_id', '=', memberId)
          .execute(),
        views: await db
          .selectFrom('views')
          .select(['target_type', 'target_id', 'created_at', 'viewed_at'])
          .where('member_id', '=', memberId)
          .execute(),
      };
    },
    async erase({ trx, memberId }) {
      await trx.deleteFrom('ratings').where('member_id', '=', memberId).execute();
      await trx.deleteFrom('views').where('member_id', '=', memberId).execute();
    },
  });

  members.register({
    name: 'uploads',
    label: 'Uploaded pictures',
    erasure: { effect: 'removed', explanation: 'Every picture you uploaded is deleted, the files included.' },
    async export({ db, memberId }) {
      const rows = await db
        .selectFrom('uploads')
        .select(['id', 'file_name', 'content_type', 'width', 'height', 'bytes', 'created_at'])
        .where('user_id', '=', memberId)
        // Message pictures are the messaging part's (they count towards the same quota).
        .where('kind', '=', 'upload')
        .orderBy('created_at')
        .execute();
      return rows.map(({ file_name, ...row }) => ({ ...row, url: `${UPLOADS_URL_PATH}/${file_name}` }));
    },
    async erase({ trx, memberId, afterCommit }) {
      const rows = await trx.selectFrom('uploads').select('file_name').where('user_id', '=', memberId).where('kind', '=', 'upload').execute();
      await trx.deleteFrom('uploads').where('user_id', '=', memberId).execute();
      // Every instance's copy of the member's pictures (with PostgreSQL), message pictures included.
      await trx.deleteFrom('picture_files').where('user_id', '=', memberId).execute();
      const store = createUploadStore(dataDir, pictures);
      afterCommit(async () => {
        for (const row of rows) await store.remove(row.file_name);
      });
    },
  });

  members.register({
    name: 'enquiries',
    label: 'Contact-form enquiries',
    erasure: {
      effect: 'removed',
      explanation: 'The messages you sent through the contact form from your address are deleted, once you have confirmed the address.',
    },
    // Anyone can send an enquiry from any address: only a proven address makes them the member's.
    async export({ db, email, emailConfirmed }) {
      if (!emailConfirmed) return { withheld: ACCOUNT_MESSAGES.enquiriesNeedConfirmedEmail };
      const enquiries = await db
        .selectFrom('enquiries')
        .select(['id', 'full_name', 'email', 'country', 'language', 'page', 'message', 'status', 'created_at'])
        .where('email', '=', email)
        .orderBy('id')
        .execute();
      const answers = enquiries.length
        ? await db.selectFrom('enquiry_answers').select(['enquiry_id', 'staff_name', 'text', 'sent_at']).where('enquiry_id', 'in', enquiries.map((row) => row.id)).orderBy('id').execute()
        : [];
      // The trust's answers are part of the conversation the member had: they go with their enquiry.
      return enquiries.map(({ id, ...row }) => ({ ...row, answers: answers.filter((answer) => answer.enquiry_id === id).map(({ enquiry_id: _, ...answer }) => answer) }));
    },
    async erase({ trx, email, emailConfirmed }) {
      if (!emailConfirmed) return;
      const ids = (await trx.selectFrom('enquiries').select('id').where('email', '=', email).execute()).map((row) => row.id);
      if (ids.length === 0) return;
      // The desk's record of them goes too: it quotes the answers.
      await trx.deleteFrom('desk_actions').where('item_type', '=', 'enquiry').where('item_id', 'in', ids.map(String)).execute();
      await trx.deleteFrom('enquiry_answers').where('enquiry_id', 'in', ids).execute();
      await trx.deleteFrom('enquiries').where('id', 'in', ids).execute();
    },
  });
}

async function eraseComments(trx: Transaction<Database>, memberId: number) {
  const own = await trx.selectFrom('comments').select(['id', 'parent_id']).where('member_id', '=', memberId).execute();
  const answeredByOthers = new Set(
    (
      await trx
        .selectFrom('comments')
        .select('parent_id')
        .where('parent_id', 'in', own.length ? own.map((row) => row.id) : [-1])
        .where((eb) => eb.or([eb('member_id', '!=', memberId), eb('member_id', 'is', null)]))
        .execute()
    ).map((row) => row.parent_id),
  );
  const kept = own.filter((row) => answeredByOthers.has(row.id)).map((row) => row.id);
  const removed = own.filter((row) => !answeredByOthers.has(row.id)).map((row) => String(row.id));
  if (kept.length) await trx.updateTable('comments').set({ member_id: null }).where('id', 'in', kept).execute();
  if (removed.length) {
    await trx.deleteFrom('reactions').where('target_type', '=', 'comment').where('target_id', 'in', removed).execute();
    // Replies first: a removed comment's own replies by this member are in the list too.
    await trx.deleteFrom('comments').where('member_id', '=', memberId).where('parent_id', 'is not', null).execute();
    await trx.deleteFrom('comments').where('member_id', '=', memberId).execute();
  }
}
