import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { articlePath, episodePath, postPath, ROUTES } from '../../../contracts/routes';
import { MEMBERSHIP_ENDING_NOTICE_DAYS } from '../../../contracts/safetyRules';
import { clock } from '../clock';
import type { Database } from '../db/schema';
import { inertText } from '../email';
import type { PublishedContent } from '../content/dataset';
import type { Notifier } from './notifications';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
const HOUR_MS = 60 * 60 * 1000;
const LISTED = 5;

/** The Monday (UTC) that starts the week of `ms`: one digest per member and week. */
export function weekOf(ms: number): string {
  const day = new Date(ms);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() - sinceMonday)).toISOString().slice(0, 10);
}

interface Line {
  title: string;
  href: string;
}

/**
 * The weekly digest (what happened in the member's circle, and what the trust published) and the
 * notice that a membership ends soon: both run from the server's hourly schedule and from
 * `npm run digest`, and each goes out at most once (per member and week; per membership).
 */
export function createDigest({ db, notifier, content, siteOrigin }: { db: Kysely<Database>; notifier: Notifier; content: PublishedContent; siteOrigin: () => string }) {
  /** What the trust published since `since`: articles, courses and episodes. */
  async function published(since: string): Promise<Line[]> {
    const documents = content
      .published()
      .filter((doc) => (doc._type === 'article' || doc._type === 'academyItem') && typeof doc.publishedAt === 'string' && doc.publishedAt >= since && doc.publishedAt <= clock.nowIso())
      .map((doc) => {
        const slug = (doc.slug as { current?: string } | undefined)?.current;
        return { title: String(doc.title ?? ''), href: doc._type === 'article' && slug ? articlePath(slug) : ROUTES.academy };
      });
    const episodes = await db.selectFrom('episodes').select(['id', 'name']).where('created_at', '>=', since).orderBy('created_at', 'desc').limit(LISTED).execute();
    return [...documents.slice(0, LISTED), ...episodes.map((episode) => ({ title: episode.name, href: episodePath(episode.id) }))];
  }

  /** Posts of the members one follows, new followers and unread notifications since `since`. */
  async function circle(memberId: number, since: string) {
    const posts = await db
      .selectFrom('posts')
      .innerJoin('follows', 'follows.followee_id', 'posts.author_id')
      .innerJoin('users', 'users.id', 'posts.author_id')
      .select(['posts.id', 'posts.title', 'users.first_name', 'users.last_name'])
      .where('follows.follower_id', '=', memberId)
      .where('posts.audience', '!=', 'tribe')
      .where('posts.created_at', '>=', since)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('hidden_items').select('hidden_items.item_id').where('hidden_items.item_type', '=', 'post').whereRef('hidden_items.item_id', '=', eb.cast<string>('posts.id', 'text')))))
      .orderBy('posts.created_at', 'desc')
      .execute();
    const [followers, unread] = await Promise.all([
      db.selectFrom('follows').select((eb) => eb.fn.countAll().as('n')).where('followee_id', '=', memberId).where('created_at', '>=', since).executeTakeFirstOrThrow(),
      db.selectFrom('notifications').select((eb) => eb.fn.countAll().as('n')).where('recipient_id', '=', memberId).where('read_at', 'is', null).where('created_at', '>=', since).executeTakeFirstOrThrow(),
    ]);
    return { posts, followers: Number(followers.n), unread: Number(unread.n) };
  }

  // Titles and names may be members' words: quoted inert, so the only links are the site's own.
  const list = (lines: Line[]) => lines.map((line) => `- ${inertText(line.title)}: ${siteOrigin()}${line.href}`).join('\n');

  /** Writes one member's digest for the week of now; false when there was nothing to tell or it was already sent. */
  async function writeFor(memberId: number, news?: Line[]): Promise<boolean> {
    const since = new Date(clock.nowMs() - WEEK_MS).toISOString();
    const trust = news ?? (await published(since));
    const own = await circle(memberId, since);
    if (!own.posts.length && !own.followers && !own.unread && !trust.length) return false;
    const sections: string[] = [];
    if (own.posts.length) {
      const lines = own.posts.slice(0, LISTED).map((post) => ({ title: `${post.first_name} ${post.last_name}: ${post.title ?? "a post"}`, href: postPath(String(post.id)) }));
      sections.push(`In your circle, ${own.posts.length} new post${own.posts.length === 1 ? '' : 's'}:\n${list(lines)}`);
    }
    if (own.followers) sections.push(`${own.followers} new follower${own.followers === 1 ? '' : 's'}.`);
    if (own.unread) sections.push(`${own.unread} notification${own.unread === 1 ? '' : 's'} you have not read: ${siteOrigin()}${ROUTES.social}`);
    if (trust.length) sections.push(`New from the trust:\n${list(trust)}`);
    return notifier.sendOnce(`digest:${memberId}:${weekOf(clock.nowMs())}`, memberId, (to, unsubscribe) => ({
      to,
      subject: 'Your week at Jnanam',
      text: `Your week at Jnanam\n\n${sections.join('\n\n')}\n\nYou receive this weekly digest because it is on in your settings. Turn it off: ${unsubscribe('digest')}\n`,
      headers: { 'X-Jnanam-Kind': 'weekly-digest', 'List-Unsubscribe': `<${unsubscribe('digest')}>` },
    }));
  }

  return {
    writeFor,
    /** Mentions that waited for the hour since their member's last mention e-mail go out, folded. */
    foldMentions: () => notifier.foldMentions(),

    /** Every member who wants the digest and has proven their address (a weekly mail to an unproven address could reach a stranger). */
    async writeAll(): Promise<number> {
      const news = await published(new Date(clock.nowMs() - WEEK_MS).toISOString());
      const members = await db
        .selectFrom('users')
        .select('id')
        .where('email_digest', '=', 1)
        .where('email_confirmed_at', 'is not', null)
        .where((eb) => eb.or([eb('suspended_until', 'is', null), eb('suspended_until', '<', clock.nowIso())]))
        .orderBy('id')
        .execute();
      let sent = 0;
      for (const member of members) if (await writeFor(member.id, news)) sent += 1;
      return sent;
    },

    /** Tells each member whose membership ends within a week, once per membership. */
    async membershipsEnding(): Promise<number> {
      const now = clock.nowIso();
      const soon = new Date(clock.nowMs() + MEMBERSHIP_ENDING_NOTICE_DAYS * DAY_MS).toISOString();
      const ending = await db.selectFrom('memberships').select(['id', 'member_id', 'ends_at']).where('ends_at', '>', now).where('ends_at', '<=', soon).execute();
      let told = 0;
      for (const membership of ending) {
        // A later membership that continues it means nothing ends.
        const continued = await db.selectFrom('memberships').select('id').where('member_id', '=', membership.member_id).where('ends_at', '>', soon).executeTakeFirst();
        if (continued) continue;
        const id = await notifier.notify({
          recipientId: membership.member_id,
          kind: 'membership',
          actorId: null,
          itemType: null,
          itemId: null,
          detail: { endsAt: membership.ends_at, href: ROUTES.membership },
          eventKey: `membership-ending:${membership.id}`,
        });
        if (id !== null) told += 1;
      }
      return told;
    },
  };
}

export type Digest = ReturnType<typeof createDigest>;

/** Runs the membership notices every hour and the digests once a week (Mondays, UTC); returns a stop function. */
export function scheduleDigest(digest: Digest, log: FastifyBaseLogger): () => void {
  let lastWeek: string | null = null;
  const tick = async () => {
    try {
      await digest.membershipsEnding();
      await digest.foldMentions();
      const week = weekOf(clock.nowMs());
      if (week !== lastWeek) {
        lastWeek = week;
        const sent = await digest.writeAll();
        if (sent) log.info({ sent, week }, 'Weekly digests written');
      }
    } catch (error) {
      log.error({ err: error }, 'The hourly notifications job failed');
    }
  };
  const timer = setInterval(() => void tick(), HOUR_MS);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
