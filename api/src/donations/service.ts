import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Receipt } from '../../../contracts/donations';
import { formatRupees } from '../../../contracts/money';
import { ROUTES } from '../../../contracts/routes';
import type { ContentDocument } from '../content/dataset';
import { trustDetails } from '../content/trust';
import type { Database } from '../db/schema';
import { nowIso } from '../db/dialect';
import type { Mailer } from '../email';
import { paymentModeOf, type OrderRow, type Payments } from '../payments';
import { financialYearBounds, financialYearOf, issueReceiptNumber } from './receipts';
import { receiptPdf } from './receiptPdf';
import { rupeesInWords } from './words';

/**
 * Donations once paid: the receipt number, the receipt itself (from the donation, its order and
 * the trust's details in content), its PDF and the e-mail that carries it, and the top donors.
 * A receipt link carries a key (an HMAC of the order id), so it opens only for whoever was sent it.
 */

export interface DonationServiceDeps {
  db: Kysely<Database>;
  payments: Payments;
  mailer: Mailer;
  content: { published(): ContentDocument[] };
  serverSecret: Uint8Array | string;
  log: FastifyBaseLogger;
}

const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

export function createDonationService({ db, payments, mailer, content, serverSecret, log }: DonationServiceDeps) {
  const receiptKey = (orderId: string) => createHmac('sha256', serverSecret).update(`donation receipt|${orderId}`).digest('hex').slice(0, 32);
  const thankYouPath = (orderId: string) => `${ROUTES.donateThankYou}?${new URLSearchParams({ key: receiptKey(orderId) }).toString()}`;
  const pdfPath = (orderId: string) => `/api/v1/donations/${orderId}/receipt.pdf?key=${receiptKey(orderId)}`;

  async function receiptOf(order: OrderRow): Promise<Receipt | null> {
    const donation = await db.selectFrom('donations').selectAll().where('order_id', '=', order.id).executeTakeFirst();
    if (!donation?.receipt_number || order.status !== 'paid' || !order.paid_at) return null;
    const trust = trustDetails(content);
    return {
      number: donation.receipt_number,
      date: DATE.format(new Date(order.paid_at)),
      donorName: `${donation.first_name} ${donation.last_name}`,
      email: donation.email,
      address: donation.address,
      pan: donation.pan,
      amountPaise: donation.amount_paise,
      amountInWords: rupeesInWords(donation.amount_paise),
      mode: paymentModeOf(order) ?? 'Online',
      causeTitle: donation.cause_title,
      trust: { name: trust.name, address: trust.address, pan: trust.pan, registrations: trust.registrations },
      note: trust.receiptNote,
      pdfPath: pdfPath(order.id),
    };
  }

  async function emailReceipt(order: OrderRow, receipt: Receipt) {
    const pdf = await receiptPdf(receipt);
    await mailer.send({
      to: receipt.email,
      subject: `Your donation receipt ${receipt.number} — ${receipt.trust.name}`,
      text: [
        `Dear ${receipt.donorName},`,
        '',
        `Thank you for your gift of ${formatRupees(receipt.amountPaise)} (${receipt.amountInWords}) towards ${receipt.causeTitle}.`,
        `Your receipt ${receipt.number}, dated ${receipt.date}, is attached as a PDF.`,
        '',
        `With gratitude,`,
        receipt.trust.name,
      ].join('\n'),
      attachments: [{ filename: `receipt-${receipt.number.replaceAll('/', '-')}.pdf`, content: pdf, contentType: 'application/pdf' }],
      headers: { 'X-Jnanam-Kind': 'donation-receipt', 'X-Jnanam-Order': order.id },
    });
    await db.updateTable('donations').set({ receipt_emailed_at: nowIso() }).where('order_id', '=', order.id).execute();
  }

  /** The paid handler: number the receipt, then e-mail it (once). */
  async function onDonationPaid(order: OrderRow) {
    await issueReceiptNumber(db, order.id, new Date(order.paid_at ?? Date.now()));
    const donation = await db.selectFrom('donations').select('receipt_emailed_at').where('order_id', '=', order.id).executeTakeFirst();
    if (donation?.receipt_emailed_at) return;
    const receipt = await receiptOf(order);
    if (receipt) await emailReceipt(order, receipt);
  }
  payments.onPaid('donation', onDonationPaid);

  return {
    receiptKey,
    /** Whether `key` is the order's receipt key, compared in constant time. */
    keyMatches(orderId: string, key: string | undefined): boolean {
      const expected = Buffer.from(receiptKey(orderId));
      const given = Buffer.from(key ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    thankYouPath,
    receiptOf,
    /** The paid donation's receipt e-mailed to the donor again, the same receipt and PDF as the first time. */
    async resendReceipt(orderId: string): Promise<Receipt | null> {
      const order = await payments.findOrThrow(orderId);
      const receipt = await receiptOf(order);
      if (receipt) await emailReceipt(order, receipt);
      return receipt;
    },
    /** A paid donation whose receipt was not made (its handler failed) gets it now. */
    async ensureReceipt(order: OrderRow): Promise<Receipt | null> {
      if (order.status !== 'paid') return null;
      const existing = await receiptOf(order);
      if (existing) return existing;
      try {
        await onDonationPaid(order);
      } catch (error) {
        log.error({ err: error, orderId: order.id }, 'could not issue a donation receipt');
      }
      return receiptOf(order);
    },

    /** Donors who chose to be shown, by what they gave in the current financial year (names only). */
    async topDonors(now = new Date()): Promise<{ name: string }[]> {
      const { from, to } = financialYearBounds(financialYearOf(now));
      const rows = await db
        .selectFrom('donations')
        .innerJoin('payment_orders', 'payment_orders.id', 'donations.order_id')
        .select((eb) => ['donations.email', eb.fn.max('donations.first_name').as('first_name'), eb.fn.max('donations.last_name').as('last_name'), eb.fn.sum<number>('donations.amount_paise').as('total')])
        .where('payment_orders.status', '=', 'paid')
        .where('donations.show_name', '=', 1)
        .where('payment_orders.paid_at', '>=', from)
        .where('payment_orders.paid_at', '<=', to)
        .groupBy('donations.email')
        .orderBy('total', 'desc')
        .orderBy('donations.email')
        .limit(100)
        .execute();
      return rows.map((row) => ({ name: `${row.first_name} ${row.last_name}` }));
    },
  };
}

export type DonationService = ReturnType<typeof createDonationService>;
