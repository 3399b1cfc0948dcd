import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { DESK_ENQUIRY_ENDPOINTS, type DeskEnquiry, type DeskEnquirySummary, type EnquiryStatus } from '../../../contracts/deskEnquiries';
import type { EnquiryIntent, EnquiryPage } from '../../../contracts/enquiries';
import { DESK_MESSAGES } from '../../../contracts/messages/desk';
import { memberOf } from '../auth/memberGuard';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import type { Mailer } from '../email';
import { HttpError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import { keepOnRecord, recordOf, staffName } from './record';
import { containsWords } from './search';

interface Deps {
  db: Kysely<Database>;
  mailer: Mailer;
  trustName: () => string;
}

/** The enquiry inbox: list, read, answer by e-mail, mark new/answered/closed, assign; each change on record. */
export async function deskEnquiryRoutes(app: FastifyInstance, { db, mailer, trustName }: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const E = DESK_ENQUIRY_ENDPOINTS;

  const base = () =>
    db
      .selectFrom('enquiries as e')
      .leftJoin('users as a', 'a.id', 'e.assignee_id')
      .select(['e.id', 'e.full_name', 'e.email', 'e.country', 'e.language', 'e.intent', 'e.page', 'e.message', 'e.status', 'e.created_at', 'e.assignee_id', 'a.first_name', 'a.last_name']);
  type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

  const summary = (row: Row): DeskEnquirySummary => ({
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    intent: row.intent as EnquiryIntent,
    page: row.page as EnquiryPage | null,
    message: row.message,
    status: row.status as EnquiryStatus,
    assignee: row.assignee_id !== null && row.first_name !== null ? { id: row.assignee_id, name: `${row.first_name} ${row.last_name ?? ''}`.trim() } : null,
    createdAt: row.created_at,
  });

  async function detail(id: number): Promise<DeskEnquiry> {
    const row = await base().where('e.id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, DESK_MESSAGES.enquiryNotFound);
    const answers = await db.selectFrom('enquiry_answers').selectAll().where('enquiry_id', '=', id).orderBy('id').execute();
    return {
      ...summary(row),
      country: row.country,
      language: row.language,
      answers: answers.map((answer) => ({ id: answer.id, by: answer.staff_name, text: answer.text, sentAt: answer.sent_at })),
      record: await recordOf(db, 'enquiry', id),
    };
  }

  api.get(E.list.path, { schema: routeSchema(E.list) }, async (request) => {
    const { status, q, assignee } = request.query;
    let query = base();
    if (status) query = query.where('e.status', '=', status);
    if (assignee === 'none') query = query.where('e.assignee_id', 'is', null);
    else if (assignee) query = query.where('e.assignee_id', '=', assignee === 'me' ? memberOf(request).id : Number(assignee));
    if (q) query = query.where((eb) => containsWords(eb, ['e.full_name', 'e.email', 'e.message'], q));
    const rows = await query.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').limit(200).execute();
    return { success: true as const, enquiries: rows.map(summary) };
  });

  api.get(E.get.path, { schema: routeSchema(E.get) }, async (request) => ({ success: true as const, enquiry: await detail(Number(request.params.enquiryId)) }));

  api.post(E.answer.path, { schema: routeSchema(E.answer) }, async (request) => {
    const staff = memberOf(request);
    const before = await detail(Number(request.params.enquiryId));
    const { text } = request.body;
    // Sent first: an answer is kept (and the enquiry marked answered) only once it has gone out.
    await mailer.send({
      to: before.email,
      subject: `Your enquiry to ${trustName()}`,
      text: [`Dear ${before.fullName},`, '', text, '', `${staffName(staff)}`, trustName(), '', ...(before.message ? ['You wrote:', ...before.message.split('\n').map((line) => `> ${line}`)] : [])].join('\n'),
      headers: { 'X-Jnanam-Kind': 'enquiry-answer' },
    });
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('enquiry_answers').values({ enquiry_id: before.id, staff_id: staff.id, staff_name: staffName(staff), text, sent_at: nowIso() }).execute();
      await trx.updateTable('enquiries').set({ status: 'answered' }).where('id', '=', before.id).execute();
      await keepOnRecord(trx, { by: staff, itemType: 'enquiry', itemId: before.id, action: 'answered', before: { status: before.status }, after: { status: 'answered', answer: text } });
    });
    return { success: true as const, message: DESK_MESSAGES.answered(before.email), enquiry: await detail(before.id) };
  });

  api.put(E.status.path, { schema: routeSchema(E.status) }, async (request) => {
    const staff = memberOf(request);
    const before = await detail(Number(request.params.enquiryId));
    const { status } = request.body;
    if (status !== before.status) {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('enquiries').set({ status }).where('id', '=', before.id).execute();
        await keepOnRecord(trx, { by: staff, itemType: 'enquiry', itemId: before.id, action: `marked ${status}`, before: { status: before.status }, after: { status } });
      });
    }
    return { success: true as const, message: DESK_MESSAGES.statusSet(status), enquiry: await detail(before.id) };
  });

  api.put(E.assignee.path, { schema: routeSchema(E.assignee) }, async (request) => {
    const staff = memberOf(request);
    const before = await detail(Number(request.params.enquiryId));
    const { assigneeId } = request.body;
    let name: string | null = null;
    if (assigneeId !== null) {
      const assignee = await db.selectFrom('users').select(['first_name', 'last_name', 'role']).where('id', '=', assigneeId).executeTakeFirst();
      if (assignee?.role !== 'staff') throw new HttpError(422, DESK_MESSAGES.assigneeNotStaff);
      name = `${assignee.first_name} ${assignee.last_name}`.trim();
    }
    if (assigneeId !== (before.assignee?.id ?? null)) {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('enquiries').set({ assignee_id: assigneeId }).where('id', '=', before.id).execute();
        await keepOnRecord(trx, { by: staff, itemType: 'enquiry', itemId: before.id, action: 'assigned', before: { assignee: before.assignee?.name ?? null }, after: { assignee: name } });
      });
    }
    return { success: true as const, message: DESK_MESSAGES.assigned(name), enquiry: await detail(before.id) };
  });
}
