import type { Kysely } from 'kysely';
import { UNUSABLE_PASSWORD_HASH } from '../auth/passwords';
import { ensureProfile } from '../community/handles';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import type { PublishedContent } from '../content/dataset';
import type { Conversations } from './conversations';
import type { Messages } from './messages';

/** The trust's community account: it writes the welcome message; nobody can log in to it. */
export const COMMUNITY_ACCOUNT = { email: 'community@jnanam.invalid', firstName: 'Jnanam', lastName: 'Community' } as const;

/** Said when the content has no welcome text of its own (site settings → Messaging → Welcome message). */
export const WELCOME_FALLBACK =
  'Namaste, and welcome to Jnanam! This is where your conversations live: press Message on any member’s profile to write to them, or join a tribe to talk with its members. Reply here if you have a question — the community team reads every message.';

/** The welcome text as staff wrote it in the Studio, else the fallback. */
export function welcomeText(content: PublishedContent): string {
  const settings = content.published().find((doc) => doc._id === 'siteSettings') as { messaging?: { welcomeMessage?: unknown } } | undefined;
  const text = settings?.messaging?.welcomeMessage;
  return typeof text === 'string' && text.trim() ? text.trim() : WELCOME_FALLBACK;
}

async function communityAccountId(db: Kysely<Database>): Promise<number> {
  const found = await db.selectFrom('users').select('id').where('email', '=', COMMUNITY_ACCOUNT.email).executeTakeFirst();
  if (found) return found.id;
  const made = await db
    .insertInto('users')
    .values({ email: COMMUNITY_ACCOUNT.email, password_hash: UNUSABLE_PASSWORD_HASH, first_name: COMMUNITY_ACCOUNT.firstName, last_name: COMMUNITY_ACCOUNT.lastName, phone: '', country: null, created_at: nowIso() })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  const id = made?.id ?? (await db.selectFrom('users').select('id').where('email', '=', COMMUNITY_ACCOUNT.email).executeTakeFirstOrThrow()).id;
  await ensureProfile(db, id);
  return id;
}

/** A new member's first conversation: the community account's welcome, so the messages screen is never empty. */
export async function sendWelcome(db: Kysely<Database>, deps: { conversations: Conversations; messages: Messages; content: PublishedContent }, memberId: number) {
  const senderId = await communityAccountId(db);
  const conversationId = await deps.conversations.openBetween(senderId, memberId);
  // Not a notification too: the unread count already greets the member, and an e-mail at sign-up would be noise.
  await deps.messages.send(senderId, conversationId, { text: welcomeText(deps.content) }, [senderId, memberId], true);
}
