import { sql } from 'kysely';
import { type AnyKysely, isPostgres } from '../dialect';

/**
 * Messaging and live updates:
 * - `live_events`: one row per recipient and event (a message, a reaction, a read receipt, and
 *   later notifications). Its id is the event id a live stream sends, so a client that reconnects
 *   with `Last-Event-ID`, to this instance or another, is sent every row after it. The row holds
 *   references only; what the client receives is read when it is sent, so a message deleted or
 *   erased in between is never sent in full.
 * - `conversations.pair_key`: the two members of a direct conversation ("12:34", lower id first),
 *   unique, so two members who both press "Message" at once get one conversation.
 * - `messages.deleted_at` (deleted for everyone: text and picture are cleared), `link_type` and
 *   `link_id` (an episode, article or book shown as a card); `message_hidden`: messages a member
 *   deleted for themselves.
 * - `message_reactions` is keyed by (message, member): one reaction per member and message.
 */

const MESSAGE_REACTIONS = ['like', 'love', 'pranam', 'laugh', 'wow'];

export async function up(db: AnyKysely): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('live_events')
    .addColumn('id', 'integer', (col) => (postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('conversation_id', 'integer', (col) => col.references('conversations.id').onDelete('cascade'))
    .addColumn('message_id', 'integer', (col) => col.references('messages.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('data', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('live_events_user').on('live_events').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('live_events_created').on('live_events').column('created_at').execute();

  await db.schema.alterTable('conversations').addColumn('pair_key', 'text').execute();
  await db.schema.createIndex('conversations_pair_key').on('conversations').column('pair_key').unique().execute();
  await db.schema.alterTable('messages').addColumn('deleted_at', 'text').execute();
  await db.schema.alterTable('messages').addColumn('link_type', 'text').execute();
  await db.schema.alterTable('messages').addColumn('link_id', 'text').execute();

  // The sample conversations (direct, two participants each) get their pair key.
  const pairs = await db
    .selectFrom('conversation_participants as p')
    .innerJoin('conversations as c', 'c.id', 'p.conversation_id')
    .select(['p.conversation_id', 'p.user_id'])
    .where('c.tribe_id', 'is', null)
    .orderBy('p.conversation_id')
    .orderBy('p.user_id')
    .execute();
  const byConversation = new Map<number, number[]>();
  for (const row of pairs) byConversation.set(row.conversation_id, [...(byConversation.get(row.conversation_id) ?? []), row.user_id]);
  for (const [id, users] of byConversation) {
    if (users.length === 2) await db.updateTable('conversations').set({ pair_key: `${users[0]}:${users[1]}` }).where('id', '=', id).execute();
  }

  await db.schema
    .createTable('message_hidden')
    .addColumn('message_id', 'integer', (col) => col.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('message_hidden_pk', ['message_id', 'user_id'])
    .execute();

  // One reaction per member and message: the table is made again with the narrower key, keeping
  // each member's latest reaction (SQLite cannot change a primary key in place).
  const reactions = sql.join(MESSAGE_REACTIONS.map((reaction) => sql.lit(reaction)));
  await db.schema
    .createTable('message_reactions_one')
    .addColumn('message_id', 'integer', (col) => col.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reaction', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('message_reactions_one_pk', ['message_id', 'user_id'])
    .addCheckConstraint('message_reactions_one_reaction', sql`reaction in (${reactions})`)
    .execute();
  await sql`
    insert into message_reactions_one (message_id, user_id, reaction, created_at)
    select message_id, user_id, max(reaction), max(created_at) from message_reactions group by message_id, user_id
  `.execute(db);
  await db.schema.dropTable('message_reactions').execute();
  await db.schema.alterTable('message_reactions_one').renameTo('message_reactions').execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('message_hidden').ifExists().execute();
  await db.schema.dropTable('live_events').ifExists().execute();
  await db.schema.dropIndex('conversations_pair_key').ifExists().execute();
  await db.schema.alterTable('conversations').dropColumn('pair_key').execute();
  await db.schema.alterTable('messages').dropColumn('link_id').execute();
  await db.schema.alterTable('messages').dropColumn('link_type').execute();
  await db.schema.alterTable('messages').dropColumn('deleted_at').execute();
}
