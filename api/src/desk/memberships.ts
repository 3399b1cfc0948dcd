import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { istDay } from '../../../contracts/dates';
import { DESK_MEMBERSHIP_ENDPOINTS, type DeskMembership, type DeskMembershipDetail, type MembershipListQuery } from '../../../contracts/deskMemberships';
import { ENDING_SOON_DAYS, type MembershipStatus } from '../../../contracts/deskRules';
import { DESK_MESSAGES } from '../../../contracts/messages/desk';
import { memberOf } from '../auth/memberGuard';
import { clock } from '../clock';
import type { Database } from '../db/schema';
import type { Mailer } from '../email';
import { csvText } from '../http/csv';
import { HttpError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import { longDay, membershipChangeMail, type MembershipChange } from './membershipMail';
import { keepOnRecord, recordOf } from './record';
import { containsWords } from './search';

const DAY_MS = 24 * 60 * 60_000;
const later = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

/** Exact rupees and paise from whole paise, without a floating-point division. */
const rupees = (paise: number) => `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

export const MEMBERSHIP_CSV_COLUMNS = ['Membership', 'Member', 'E-mail', 'Plan', 'Period', 'Status', 'Started (India)', 'Valid until (India)', 'Paid (INR)', 'Paid (paise)'] as const;

/**
 * Paid memberships at the desk: each paid period with its member, plan and dates, by status (from
 * the server's clock) and the member's words; the same list as CSV; a period extended by whole
 * days (the member's later, already paid periods move with it, so no day is lost) or ended now.
 * Each change is kept on record in the same transaction and the member is told by e-mail.
 */
export async function deskMembershipRoutes(app: FastifyInstance, { db, mailer, siteOrigin }: { db: Kysely<Database>; mailer: Mailer; siteOrigin: () => string }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const E = DESK_MEMBERSHIP_ENDPOINTS;

  const base = () =>
    db
      .selectFrom('memberships as m')
      .innerJoin('membership_orders as o', 'o.order_id', 'm.order_id')
      .innerJoin('users as u', 'u.id', 'm.member_id')
      .selectAll('m')
      .select(['o.plan_name', 'o.period', 'o.total', 'u.first_name', 'u.last_name', 'u.email']);
  type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

  const statusAt = (endsAt: string, now: string): MembershipStatus =>
    endsAt <= now ? 'ended' : endsAt <= later(now, ENDING_SOON_DAYS) ? 'ending-soon' : 'active';

  const present = (row: Row, now = clock.nowIso()): DeskMembership => ({
    id: row.id,
    member: { id: row.member_id, name: `${row.first_name} ${row.last_name}`.trim(), email: row.email },
    planName: row.plan_name,
    period: row.period,
    paidPaise: row.total,
    status: statusAt(row.ends_at, now),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
  });

  async function detail(id: number): Promise<DeskMembershipDetail> {
    const row = await base().where('m.id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, DESK_MESSAGES.membershipNotFound);
    return { ...present(row), orderId: row.order_id, record: await recordOf(db, 'membership', id) };
  }

  /** Those in force first, ending soonest first; then the ended, most recently ended first. */
  async function listed(status: MembershipStatus | undefined, q: string | undefined, limit: number) {
    const now = clock.nowIso();
    const soon = later(now, ENDING_SOON_DAYS);
    let query = base();
    if (q) for (const word of q.split(/\s+/)) query = query.where((eb) => containsWords(eb, ['u.first_name', 'u.last_name', 'u.email'], word));
    const running = status === 'ended' ? [] : await (status === 'active' ? query.where('m.ends_at', '>', soon) : status === 'ending-soon' ? query.where('m.ends_at', '>', now).where('m.ends_at', '<=', soon) : query.where('m.ends_at', '>', now))
      .orderBy('m.ends_at').orderBy('m.id').limit(limit).execute();
    const ended = status && status !== 'ended' ? [] : await query.where('m.ends_at', '<=', now).orderBy('m.ends_at', 'desc').orderBy('m.id', 'desc').limit(limit).execute();
    return [...running, ...ended].slice(0, limit).map((row) => present(row, now));
  }

  api.get(E.list.path, { schema: routeSchema(E.list) }, async (request) => ({
    success: true as const,
    memberships: await listed(request.query.status, request.query.q, 200),
  }));

  // Answered as a file, not JSON: declared without the Zod type provider, which types only JSON answers; its refusals are JSON.
  app.get<{ Querystring: MembershipListQuery }>(E.csv.path, { schema: routeSchema(E.csv) }, async (request, reply) => {
    const rows = await listed(request.query.status, request.query.q, 100_000);
    const csv = csvText([
      MEMBERSHIP_CSV_COLUMNS,
      ...rows.map((m) => [String(m.id), m.member.name, m.member.email, m.planName, m.period, m.status, istDay(m.startsAt), istDay(m.endsAt), rupees(m.paidPaise), String(m.paidPaise)]),
    ]);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="memberships-${istDay(clock.nowMs())}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });

  api.get(E.get.path, { schema: routeSchema(E.get) }, async (request) => ({ success: true as const, membership: await detail(Number(request.params.membershipId)) }));

  /** Moves the membership's dates in one transaction with its record (only if no one moved them meanwhile), then tells the member. */
  async function change(request: { params: { membershipId: string } }, staffOf: ReturnType<typeof memberOf>, what: MembershipChange) {
    const before = await detail(Number(request.params.membershipId));
    const now = clock.nowIso();
    if (what.kind === 'ended' && before.status === 'ended') throw new HttpError(409, DESK_MESSAGES.membershipAlreadyEnded);
    const endsAt = what.kind === 'extended' ? later(before.endsAt, what.days) : now;
    const startsAt = what.kind === 'ended' && before.startsAt > now ? now : before.startsAt;
    const moved = await db.transaction().execute(async (trx) => {
      const result = await trx.updateTable('memberships').set({ starts_at: startsAt, ends_at: endsAt }).where('id', '=', before.id).where('ends_at', '=', before.endsAt).executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      if (what.kind === 'extended') {
        // Periods the member has already paid for after this one start where it now ends.
        const following = await trx.selectFrom('memberships').select(['id', 'starts_at', 'ends_at']).where('member_id', '=', before.member.id).where('id', '!=', before.id).where('starts_at', '>=', before.endsAt).execute();
        for (const row of following) await trx.updateTable('memberships').set({ starts_at: later(row.starts_at, what.days), ends_at: later(row.ends_at, what.days) }).where('id', '=', row.id).execute();
      }
      await keepOnRecord(trx, {
        by: staffOf,
        itemType: 'membership',
        itemId: before.id,
        action: what.kind === 'extended' ? `extended by ${what.days} day${what.days === 1 ? '' : 's'}` : 'ended',
        before: { status: before.status, startsAt: before.startsAt, validUntil: before.endsAt, reason: null },
        after: { status: statusAt(endsAt, now), startsAt, validUntil: endsAt, reason: what.reason },
      });
      return true;
    });
    if (!moved) throw new HttpError(409, DESK_MESSAGES.membershipChangedMeanwhile);
    const after = await detail(before.id);
    await mailer.send(membershipChangeMail(after, what, siteOrigin()));
    return after;
  }

  api.post(E.extend.path, { schema: routeSchema(E.extend) }, async (request) => {
    const { days, reason } = request.body;
    const after = await change(request, memberOf(request), { kind: 'extended', days, reason });
    return { success: true as const, message: DESK_MESSAGES.membershipExtended(after.member.name, longDay(after.endsAt)), membership: after };
  });

  api.post(E.end.path, { schema: routeSchema(E.end) }, async (request) => {
    const after = await change(request, memberOf(request), { kind: 'ended', reason: request.body.reason });
    return { success: true as const, message: DESK_MESSAGES.membershipEnded(after.member.name), membership: after };
  });
}
