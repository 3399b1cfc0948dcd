import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { DESK_FORM_10BE_ENDPOINTS, type Form10beYear } from '../../../contracts/deskForm10be';
import { DESK_MESSAGES } from '../../../contracts/messages/desk';
import { FORM_10BE_MESSAGES } from '../../../contracts/messages/form10be';
import { formatRupees } from '../../../contracts/money';
import type { Member } from '../auth/authenticate';
import { memberOf } from '../auth/memberGuard';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import { keepOnRecord } from './record';

/** A certificate made: the PDF, what it says, and the donations it covers. */
interface MadeCertificate {
  form: { number: string; financialYear: string; totalPaise: number; donor: { email: string; pan: string } };
  pdf: Buffer;
  donationIds: number[];
}
/** What the desk asks of the donations' Form 10BE service. */
export interface Form10beMaker {
  yearsOf(pan: string): Promise<Form10beYear[]>;
  make(pan: string | null, financialYear: string): Promise<MadeCertificate>;
  send(pan: string | null, financialYear: string): Promise<MadeCertificate>;
  fileName(form: MadeCertificate['form']): string;
}
type Entry = { donationIds: number[]; action: string; after: Record<string, unknown> };

/** Kept beside every donation the certificate covers, so whichever of the donor's donations staff open shows it. */
async function recordOnDonations(db: Kysely<Database>, by: Member, { donationIds, action, after }: Entry) {
  for (const itemId of donationIds) await keepOnRecord(db, { by, itemType: 'donation', itemId, action, before: {}, after });
}

/** The record for what the yearly job or the command sent: no member of staff, the sender named instead. */
export function form10beRecorder(db: Kysely<Database>) {
  return async ({ sender, donationIds, action, after }: Entry & { sender: string }) => {
    for (const itemId of donationIds)
      await db
        .insertInto('desk_actions')
        .values({ staff_id: null, staff_name: sender, item_type: 'donation', item_id: String(itemId), action, before: '{}', after: JSON.stringify(after), at: nowIso() })
        .execute();
  };
}

/**
 * Form 10BE from a donation on the desk: its donor's years (by the donation's PAN), a year's
 * certificate made as a PDF, and e-mailed to the donor. The refusals (a year not written as one,
 * not ended, a donor without PAN, a year without donations) are the certificate service's.
 */
export async function deskForm10beRoutes(app: FastifyInstance, { db, form10be }: { db: Kysely<Database>; form10be: Form10beMaker }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const E = DESK_FORM_10BE_ENDPOINTS;

  async function panOf(donationId: string) {
    const row = await db
      .selectFrom('donations as d')
      .innerJoin('payment_orders as p', 'p.id', 'd.order_id')
      .select('d.pan')
      .where('d.id', '=', Number(donationId))
      .where('p.status', '=', 'paid')
      .where('d.receipt_number', 'is not', null)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, DESK_MESSAGES.donationNotFound);
    return row.pan;
  }

  api.get(E.years.path, { schema: routeSchema(E.years) }, async (request) => {
    const pan = await panOf(request.params.donationId);
    return { success: true as const, pan, years: pan ? await form10be.yearsOf(pan) : [] };
  });

  // Answered as a file, not JSON: declared without the Zod type provider, which types only JSON answers.
  app.post<{ Params: { donationId: string }; Body: { financialYear: string } }>(E.make.path, { schema: routeSchema(E.make) }, async (request, reply) => {
    const made = await form10be.make(await panOf(request.params.donationId), request.body.financialYear);
    const { financialYear } = request.body;
    await recordOnDonations(db, memberOf(request), { donationIds: made.donationIds, action: 'Form 10BE made', after: { certificate: made.form.number, financialYear, total: formatRupees(made.form.totalPaise) } });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${form10be.fileName(made.form)}"`)
      .header('cache-control', 'private, no-store')
      .send(made.pdf);
  });

  api.post(E.send.path, { schema: routeSchema(E.send) }, async (request) => {
    const pan = await panOf(request.params.donationId);
    const { financialYear } = request.body;
    const made = await form10be.send(pan, financialYear);
    await recordOnDonations(db, memberOf(request), { donationIds: made.donationIds, action: 'Form 10BE e-mailed', after: { certificate: made.form.number, financialYear, sentTo: made.form.donor.email } });
    const year = (await form10be.yearsOf(pan!)).find((entry) => entry.financialYear === financialYear)!;
    return { success: true as const, message: FORM_10BE_MESSAGES.sent(made.form.number, made.form.donor.email), year };
  });
}
