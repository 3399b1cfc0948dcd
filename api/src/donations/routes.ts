import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { DONATION_ENDPOINTS, normalisePhone } from '../../../contracts/donations';
import { DONATION_MESSAGES } from '../../../contracts/messages/donation';
import { PAYMENT_MESSAGES } from '../../../contracts/messages/payments';
import { donationBill } from '../../../contracts/money';
import type { ContentDocument } from '../content/dataset';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import { presentOrder, returnUrl, type OrderRow, type Payments } from '../payments';
import { donationContent } from './content';
import { receiptPdf } from './receiptPdf';
import type { DonationService } from './service';

export interface DonationRouteDeps {
  db: Kysely<Database>;
  payments: Payments;
  donations: DonationService;
  content: { published(): ContentDocument[] };
}

/** POST /donations, a donation's status and receipt (JSON and PDF), and the top donors. */
export async function donationRoutes(
  app: FastifyInstance,
  { db, payments, donations, content }: DonationRouteDeps,
) {
  const { create, status, receiptPdf: pdfEndpoint, topDonors } = DONATION_ENDPOINTS;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(create.path, { schema: routeSchema(create) }, async (request, reply) => {
    const { body } = request;
    const { causes, gstNote } = donationContent(content);
    const causeTitle = causes.get(body.causeId);
    if (!causeTitle) throw new HttpError(422, DONATION_MESSAGES.unknownCause);
    // Whole rupees, checked by the contract; any price field the browser adds is not read.
    const amountPaise = (body.amountRupees as number) * 100;
    const phone = normalisePhone(body.country, body.phone)!;
    const memberId = request.auth?.member.id ?? null;
    const name = `${body.firstName} ${body.lastName}`;
    const { order, checkout, created } = await payments.createOrder({
      kind: 'donation',
      amountPaise,
      description: `Donation — ${causeTitle}`,
      memberId,
      idempotencyKey: body.idempotencyKey,
      request: { ...body, idempotencyKey: undefined },
      returnPath: (orderId) => donations.thankYouPath(orderId),
      payer: { name, email: body.email, phone },
    });
    if (created) {
      await db
        .insertInto('donations')
        .values({
          order_id: order.id,
          member_id: memberId,
          first_name: body.firstName,
          last_name: body.lastName,
          email: body.email,
          country: body.country,
          phone,
          amount_paise: amountPaise,
          pan: body.pan,
          address: body.address,
          show_name: body.showName ? 1 : 0,
          cause_id: body.causeId,
          cause_title: causeTitle,
          created_at: order.created_at,
        })
        .execute();
    }
    // A second click racing the first may arrive before the first has written its donation row:
    // the order holds the amount, and the cause is the first one's once it is written.
    const donation = await db.selectFrom('donations').select('cause_title').where('order_id', '=', order.id).executeTakeFirst();
    return reply.status(201).send({
      success: true as const,
      order: presentOrder(order),
      checkout,
      bill: donationBill(order.amount_paise, gstNote),
      causeTitle: donation?.cause_title ?? causeTitle,
      // The whole address of the receipt page (order and key), which the checkout also returns to.
      thankYouPath: returnUrl(order),
    });
  });

  /** The order, when the request may see its receipt: the link's key, or the member who gave. */
  async function authorisedOrder(request: FastifyRequest, orderId: string, key: string | undefined): Promise<OrderRow> {
    const order = await payments.findOrThrow(orderId);
    if (order.kind !== 'donation') throw new HttpError(404, PAYMENT_MESSAGES.orderNotFound);
    const keyMatches = donations.keyMatches(order.id, key);
    const isDonor = order.member_id !== null && request.auth?.member.id === order.member_id;
    if (!keyMatches && !isDonor) throw new HttpError(403, DONATION_MESSAGES.receiptKeyWrong);
    return order;
  }

  api.get(status.path, { schema: routeSchema(status) }, async (request) => {
    const order = await authorisedOrder(request, request.params.orderId, request.query.key);
    const donation = await db
      .selectFrom('donations')
      .select('cause_title')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    return {
      success: true as const,
      order: presentOrder(order),
      causeTitle: donation.cause_title,
      receipt: await donations.ensureReceipt(order),
    };
  });

  // Answered as a file, not JSON: declared without the Zod type provider, which types only JSON answers.
  app.get<{ Params: { orderId: string }; Querystring: { key?: string } }>(
    pdfEndpoint.path,
    { schema: routeSchema(pdfEndpoint) },
    async (request, reply) => {
      const order = await authorisedOrder(request, request.params.orderId, request.query.key);
      const receipt = await donations.ensureReceipt(order);
      if (!receipt) throw new HttpError(409, DONATION_MESSAGES.notPaidYet);
      const pdf = await receiptPdf(receipt);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="receipt-${receipt.number.replaceAll('/', '-')}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  api.get(topDonors.path, { schema: routeSchema(topDonors) }, async () => ({
    success: true as const,
    donors: await donations.topDonors(),
  }));
}
