import { sql, type SqlBool } from 'kysely';
import { shownTo } from '../safety/visibility';

/**
 * Whether the member sees the message in `table` (an alias of `messages`): not hidden by the member
 * for themselves, and not hidden by a moderator (its sender still sees their own). Every query that
 * lists messages, counts them or searches them adds it.
 */
export const visibleTo = (memberId: number, table = 'messages') =>
  sql<SqlBool>`(not exists (select 1 from message_hidden h where h.message_id = ${sql.ref(`${table}.id`)} and h.user_id = ${memberId}) and ${shownTo(memberId, 'message', `${table}.id`, `${table}.sender_id`)})`;

/** The sender of the message in `table` is not someone the member muted: their messages neither notify nor count in the header's badge. */
export const notMutedSender = (memberId: number, table = 'messages') =>
  sql<SqlBool>`not exists (select 1 from mutes where mutes.muter_id = ${memberId} and mutes.muted_id = ${sql.ref(`${table}.sender_id`)})`;

/** The member in `memberColumn` has not muted `senderId` (who then may notify them). */
export const notMuting = (memberColumn: string, senderId: number) =>
  sql<SqlBool>`not exists (select 1 from mutes where mutes.muter_id = ${sql.ref(memberColumn)} and mutes.muted_id = ${senderId})`;

/** A text's LIKE pattern (used with `escape '\\'`), its wildcards taken literally. */
export const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
