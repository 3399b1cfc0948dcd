import type { Kysely } from 'kysely';
import type { EventView, MemberCard, StoryView } from '../../../contracts/community';
import { STORY_LIFETIME_MS } from '../../../contracts/communityRules';
import { COMMUNITY_MESSAGES } from '../../../contracts/messages/community';
import { clock } from '../clock';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { CARD_COLUMNS, cardsOf, type People, withProfiles } from './people';
import type { PublishedCommunity, PublishedEvent } from './published';
import { notBlockedWith, shownTo } from '../safety/visibility';
import { removeInteractionsOf } from '../interactions/removal';

const messages = COMMUNITY_MESSAGES;
const ATTENDEES_SHOWN = 3;

/** Stories of the last day, and the trust's events with their RSVPs. */
export function createGatherings(db: Kysely<Database>, people: People, published: PublishedCommunity) {
  const storyView = (row: { id: number; image_url: string; image_alt: string; caption: string | null; created_at: string }, mine: boolean): StoryView => ({
    id: String(row.id),
    imageUrl: row.image_url,
    imageAlt: row.image_alt,
    caption: row.caption,
    createdAt: row.created_at,
    expiresAt: new Date(Date.parse(row.created_at) + STORY_LIFETIME_MS).toISOString(),
    mine,
  });

  async function eventViews(events: PublishedEvent[], viewerId: number | undefined): Promise<EventView[]> {
    if (!events.length) return [];
    const ids = events.map((event) => event.id);
    const rows = await withProfiles(db)
      .innerJoin('event_attendances', 'event_attendances.user_id', 'users.id')
      .select([...CARD_COLUMNS, 'event_attendances.event_id', 'users.id as user_id', 'event_attendances.created_at'])
      .select((eb) =>
        eb.exists(eb.selectFrom('follows').select('follows.follower_id').where('follows.follower_id', '=', viewerId ?? -1).whereRef('follows.followee_id', '=', 'users.id')).as('followed'),
      )
      .where('event_attendances.event_id', 'in', ids)
      .orderBy('event_attendances.created_at', 'desc')
      .execute();
    const card = await cardsOf(db, rows);
    return events.map((event) => {
      const going = rows.filter((row) => row.event_id === event.id);
      const shown = [...going].sort((a, b) => Number(Boolean(b.followed)) - Number(Boolean(a.followed))).slice(0, ATTENDEES_SHOWN);
      return {
        ...event,
        attendeesCount: going.length,
        attendees: shown.map((row): MemberCard => card(row)),
        going: going.some((row) => row.user_id === viewerId),
      };
    });
  }

  function eventOf(eventId: string) {
    const event = published.events().find((e) => e.id === eventId);
    if (!event) throw new HttpError(404, messages.eventNotFound);
    return event;
  }

  return {
    async stories(viewerId: number | undefined) {
      const since = new Date(clock.nowMs() - STORY_LIFETIME_MS).toISOString();
      const rows = await withProfiles(db)
        .innerJoin('stories', 'stories.author_id', 'users.id')
        .select([...CARD_COLUMNS, 'users.id as user_id', 'stories.id', 'stories.image_url', 'stories.image_alt', 'stories.caption', 'stories.created_at'])
        .where('stories.created_at', '>', since)
        .where(notBlockedWith(viewerId, 'stories.author_id'))
        .where(shownTo(viewerId, 'story', 'stories.id', 'stories.author_id'))
        .orderBy('stories.created_at', 'desc')
        .execute();
      const byMember = new Map<number, { member: MemberCard; stories: StoryView[] }>();
      const card = await cardsOf(db, rows);
      for (const row of rows) {
        const group = byMember.get(row.user_id) ?? { member: card(row), stories: [] };
        group.stories.unshift(storyView(row, row.user_id === viewerId));
        byMember.set(row.user_id, group);
      }
      const own = viewerId === undefined ? undefined : byMember.get(viewerId);
      return [...(own ? [own] : []), ...[...byMember.entries()].filter(([id]) => id !== viewerId).map(([, group]) => group)];
    },

    async addStory(authorId: number, input: { imageUrl: string; caption: string | null }) {
      await people.assertOwnUpload(authorId, input.imageUrl);
      const row = await db
        .insertInto('stories')
        .values({ author_id: authorId, image_url: input.imageUrl, image_alt: input.caption ?? 'A story picture', caption: input.caption, created_at: nowIso() })
        .returning(['id', 'image_url', 'image_alt', 'caption', 'created_at'])
        .executeTakeFirstOrThrow();
      return storyView(row, true);
    },

    /** Deletes the member's own story with its likes, replies and the notifications about them (a moderator's hiding keeps the row). */
    async deleteStory(storyId: number, memberId: number) {
      const story = await db.selectFrom('stories').select('author_id').where('id', '=', storyId).executeTakeFirst();
      if (!story) throw new HttpError(404, messages.storyNotFound);
      if (story.author_id !== memberId) throw new HttpError(403, messages.notYourStory);
      await db.transaction().execute(async (trx) => {
        await removeInteractionsOf(trx, { type: 'story', id: String(storyId) });
        await trx.deleteFrom('stories').where('id', '=', storyId).execute();
      });
    },

    /** Events that have not ended, soonest first. */
    events(viewerId: number | undefined) {
      const now = clock.nowIso();
      return eventViews(published.events().filter((event) => (event.endsAt ?? event.startsAt) > now), viewerId);
    },

    async attend(eventId: string, memberId: number, going: boolean) {
      const event = eventOf(eventId);
      if (going && event.startsAt <= clock.nowIso()) throw new HttpError(409, messages.eventPast);
      if (going) {
        await db
          .insertInto('event_attendances')
          .values({ event_id: eventId, user_id: memberId, created_at: nowIso() })
          .onConflict((conflict) => conflict.columns(['event_id', 'user_id']).doNothing())
          .execute();
      } else {
        await db.deleteFrom('event_attendances').where('event_id', '=', eventId).where('user_id', '=', memberId).execute();
      }
      return (await eventViews([event], memberId))[0]!;
    },

    eventOf,
  };
}

export type Gatherings = ReturnType<typeof createGatherings>;

const icsText = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The event as an iCalendar (RFC 5545) file with one VEVENT; times in UTC. */
export function eventCalendar(event: PublishedEvent, origin: string, stamp: string): string {
  const ends = event.endsAt ?? new Date(Date.parse(event.startsAt) + 2 * 60 * 60 * 1000).toISOString();
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Jnanam//Community events//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${event.id}@${new URL(origin).host}`,
    `DTSTAMP:${icsTime(stamp)}`,
    `DTSTART:${icsTime(new Date(event.startsAt).toISOString())}`,
    `DTEND:${icsTime(new Date(ends).toISOString())}`,
    `SUMMARY:${icsText(event.title)}`,
    ...(event.place ? [`LOCATION:${icsText(event.place)}`] : []),
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
