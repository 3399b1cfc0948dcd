import type { Kysely } from 'kysely';
import { ROUTES } from '../../../contracts/routes';
import { EMAIL_TOPIC_WORDS } from '../../../contracts/safetyRules';
import { wantsEmail } from '../accounts/preferences';
import { clock } from '../clock';
import type { Database } from '../db/schema';
import { inertText, type Mailer } from '../email';

const HOUR_MS = 60 * 60 * 1000;
/** A mention older than this and never e-mailed (the member was on the site, or read it) is not e-mailed any more. */
const PENDING_FOR_MS = 7 * 24 * HOUR_MS;
/** Mentions listed one by one in a folded e-mail; the rest are counted. */
const LISTED = 10;

/** At most one e-mail about mentions per member and hour: the mentions of the hour after it wait and go out together. */
export const MENTION_EMAILS_PER_HOUR = 1;

export interface MentionLine {
  /** What the bell says: "Meera Iyer mentioned you in a post". */
  text: string;
  excerpt: string | null;
  href: string | null;
}

interface MentionMailDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  siteOrigin: () => string;
  unsubscribeUrl: (memberId: number) => string;
  /** The member's unread mentions since `after`, oldest first, as the bell words them. */
  unreadMentions: (memberId: number, after: string | null) => Promise<MentionLine[]>;
  activeRecently: (memberId: number) => Promise<boolean>;
  log: { error(details: object, message: string): void };
}

const keyPrefix = (memberId: number) => `mentions:${memberId}:`;

/**
 * The e-mails about @mentions. A mention e-mail goes out at once when the member has had none in
 * the last hour; mentions after it wait, and the next one (after the hour, on the next mention or
 * the hourly job) lists every unread mention since, so one member's inbox gets at most one an hour
 * however many posts name them. Member text in it is quoted inert (no link a reader could open).
 */
export function createMentionMail({ db, mailer, siteOrigin, unsubscribeUrl, unreadMentions, activeRecently, log }: MentionMailDeps) {
  async function lastSent(memberId: number): Promise<string | null> {
    const row = await db
      .selectFrom('email_deliveries')
      .select((eb) => eb.fn.max('sent_at').as('last'))
      .where('recipient_id', '=', memberId)
      .where('key', 'like', `${keyPrefix(memberId)}%`)
      .executeTakeFirst();
    return (row?.last as string | null | undefined) ?? null;
  }

  function compose(to: string, memberId: number, lines: MentionLine[]) {
    const origin = siteOrigin();
    const unsubscribe = unsubscribeUrl(memberId);
    const listed = lines.slice(0, LISTED).map((line) => {
      const quote = line.excerpt ? `\n  "${inertText(line.excerpt)}"` : '';
      const open = line.href ? `\n  Open it: ${origin}${line.href}` : '';
      return `- ${inertText(line.text)}.${quote}${open}`;
    });
    const more = lines.length > LISTED ? `\n\nAnd ${lines.length - LISTED} more: ${origin}${ROUTES.social}` : '';
    const subject = lines.length === 1 ? inertText(lines[0]!.text) : `You were mentioned ${lines.length} times on Jnanam`;
    return {
      to,
      subject,
      text: `${listed.join('\n\n')}${more}\n\nYou receive this e-mail because ${EMAIL_TOPIC_WORDS.replies} are on in your settings. Turn them off: ${unsubscribe}\n`,
      headers: { 'X-Jnanam-Kind': 'notification-mention', 'List-Unsubscribe': `<${unsubscribe}>` },
    };
  }

  /** Sends the member's waiting mentions in one e-mail, unless one went out within the hour (or the member is on the site). */
  async function fold(memberId: number): Promise<boolean> {
    // Taken before the mentions are read: one recorded meanwhile goes into the next e-mail.
    const cutoff = clock.nowIso();
    const last = await lastSent(memberId);
    if (last && Date.parse(last) > clock.nowMs() - HOUR_MS / MENTION_EMAILS_PER_HOUR) return false;
    if (!(await wantsEmail(db, memberId, 'replies')) || (await activeRecently(memberId))) return false;
    const since = last && Date.parse(last) > clock.nowMs() - PENDING_FOR_MS ? last : new Date(clock.nowMs() - PENDING_FOR_MS).toISOString();
    const lines = await unreadMentions(memberId, since);
    if (!lines.length) return false;
    const user = await db.selectFrom('users').select('email').where('id', '=', memberId).executeTakeFirst();
    if (!user) return false;
    // One key per member and hour: two instances folding at once send one e-mail.
    const key = `${keyPrefix(memberId)}${Math.floor(clock.nowMs() / HOUR_MS)}`;
    const claimed = await db
      .insertInto('email_deliveries')
      .values({ key, recipient_id: memberId, sent_at: cutoff })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return false;
    try {
      await mailer.send(compose(user.email, memberId, lines));
      return true;
    } catch (error) {
      await db.deleteFrom('email_deliveries').where('key', '=', key).execute();
      log.error({ err: error, key }, 'A mention e-mail could not be sent');
      return false;
    }
  }

  return {
    fold,
    /** The hourly job: every member with unread mentions that wait for an e-mail gets it (once the hour since the last is over). */
    async foldAll(): Promise<number> {
      const since = new Date(clock.nowMs() - PENDING_FOR_MS).toISOString();
      const members = await db
        .selectFrom('notifications')
        .select('recipient_id')
        .distinct()
        .where('kind', '=', 'mention')
        .where('read_at', 'is', null)
        .where('created_at', '>', since)
        .execute();
      let sent = 0;
      for (const { recipient_id } of members) if (await fold(recipient_id)) sent += 1;
      return sent;
    },
  };
}

export type MentionMail = ReturnType<typeof createMentionMail>;
