import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { DESK_DONATION_ENDPOINTS, type DeskDonationDetail } from '../../../contracts/deskDonations';
import type { Receipt } from '../../../contracts/donations';
import { DESK_MESSAGES } from '../../../contracts/messages/desk';
import { memberOf } from '../auth/memberGuard';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import { keepOnRecord, recordOf } from './record';
import { containsWords } from './search';

/** What the desk asks of the donations service: the receipt the donor was sent, e-mailed again. */
export interface ReceiptMailer {
  resendReceipt(orderId: string): Promise<Receipt | null>;
}

const RECEIPT_NUMBER = /^JN\/\d{4}-\d{2}\/\d{1,9}$/i;
/** A day picked by staff, as the first and last instants of that day in India. */
const dayStart = (day: string) => new Date(`${day}T00:00:00.000+05:30`).toISOString();
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999+05:30`).toISOString();

/**
 * Paid donations at the desk: found by the donor's name, e-mail or receipt number and the days
 * paid, opened with what the receipt says, and the receipt e-mailed to the donor again on request
 * (the donations service makes the same receipt and PDF; each resend is kept on record).
 */
export async function deskDonationRoutes(app: FastifyInstance, { db, receipts }: { db: Kysely<Database>; receipts: ReceiptMailer }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const E = DESK_DONATION_ENDPOINTS;

  const base = () =>
    db
      .selectFrom('donations as d')
      .innerJoin('payment_orders as p', 'p.id', 'd.order_id')
      .selectAll('d')
      .select('p.paid_at')
      .where('p.status', '=', 'paid')
      .where('d.receipt_number', 'is not', null);
  type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

  const summary = (row: Row) => ({
    id: row.id,
    receiptNumber: row.receipt_number ?? '',
    donor: { name: `${row.first_name} ${row.last_name}`.trim(), email: row.email },
    amountPaise: row.amount_paise,
    causeTitle: row.cause_title,
    paidAt: row.paid_at ?? row.created_at,
  });

  async function detail(id: number): Promise<DeskDonationDetail & { orderId: string }> {
    const row = await base().where('d.id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, DESK_MESSAGES.donationNotFound);
    return {
      ...summary(row),
      pan: row.pan,
      address: row.address,
      phone: row.phone,
      country: row.country,
      financialYear: row.financial_year ?? '',
      receiptEmailedAt: row.receipt_emailed_at,
      record: await recordOf(db, 'donation', id),
      orderId: row.order_id,
    };
  }
  const shown = ({ orderId: _orderId, ...donation }: Awaited<ReturnType<typeof detail>>): DeskDonationDetail => donation;

  api.get(E.list.path, { schema: routeSchema(E.list) }, async (request) => {
    const { q, from, to } = request.query;
    let query = base();
    if (from) query = query.where('p.paid_at', '>=', dayStart(from));
    if (to) query = query.where('p.paid_at', '<=', dayEnd(to));
    if (q && RECEIPT_NUMBER.test(q)) query = query.where('d.receipt_number', '=', q.toUpperCase());
    else if (q) {
      // Each word in one of the columns, so "asha rao" finds Asha Rao although the names are kept apart.
      for (const word of q.split(/\s+/)) query = query.where((eb) => containsWords(eb, ['d.first_name', 'd.last_name', 'd.email', 'd.receipt_number'], word));
    }
    const rows = await query.orderBy('p.paid_at', 'desc').orderBy('d.id', 'desc').limit(200).execute();
    return { success: true as const, donations: rows.map(summary) };
  });

  api.get(E.get.path, { schema: routeSchema(E.get) }, async (request) => ({ success: true as const, donation: shown(await detail(Number(request.params.donationId))) }));

  api.post(E.resendReceipt.path, { schema: routeSchema(E.resendReceipt) }, async (request) => {
    const staff = memberOf(request);
    const before = await detail(Number(request.params.donationId));
    const receipt = await receipts.resendReceipt(before.orderId);
    if (!receipt) throw new HttpError(404, DESK_MESSAGES.donationNotFound);
    await keepOnRecord(db, {
      by: staff,
      itemType: 'donation',
      itemId: before.id,
      action: 'receipt e-mailed again',
      before: { sentTo: null },
      after: { sentTo: receipt.email, receipt: receipt.number },
    });
    return { success: true as const, message: DESK_MESSAGES.receiptResent(receipt.number, receipt.email), donation: shown(await detail(before.id)) };
  });
}
