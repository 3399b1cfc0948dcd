import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { periodTitle } from '../../../contracts/membershipBill';
import { MEMBERSHIP_ENDPOINTS } from '../../../contracts/memberships';
import { MEMBERSHIP_MESSAGES } from '../../../contracts/messages/membership';
import { ROUTES } from '../../../contracts/routes';
import { trustDetails } from '../content/trust';
import type { Database } from '../db/schema';
import type { Mailer } from '../email';
import { HttpError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import type { PublishedContent } from '../content/dataset';
import { paymentModeOf, presentOrder, type OrderRow, type Payments } from '../payments';
import { membershipInvoiceEmail } from './invoice';
import { priceMembership } from './plans';
import type { MembershipStore } from './repository';
import { memberOf } from '../auth/memberGuard';

export interface MembershipRouteDeps {
  db: Kysely<Database>;
  memberships: MembershipStore;
  payments: Payments;
  content: PublishedContent;
  mailer: Mailer;
}

/**
 * /api/v1/memberships: buying a plan through the payments module, and what a member holds.
 * The paid handler records the membership (once per order) and e-mails its tax invoice.
 */
export async function membershipRoutes(app: FastifyInstance, deps: MembershipRouteDeps) {
  const { db, memberships, payments, content, mailer } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const E = MEMBERSHIP_ENDPOINTS;

  payments.onPaid('membership', async (order: OrderRow) => {
    const recorded = await memberships.recordPaid(order.id, new Date(order.paid_at ?? Date.now()));
    if (!recorded?.isNew) return;
    const member = await db.selectFrom('users').select(['first_name', 'last_name', 'email']).where('id', '=', recorded.memberId).executeTakeFirst();
    if (!member) return;
    await mailer.send(
      membershipInvoiceEmail({
        recorded,
        member: { firstName: member.first_name, lastName: member.last_name, email: member.email },
        trust: trustDetails(content),
        paymentMode: paymentModeOf(order),
        paidAt: order.paid_at ?? recorded.createdAt,
      }),
    );
  });

  api.post(E.order.path, { schema: routeSchema(E.order) }, async (request, reply) => {
    const member = memberOf(request);
    const { planId, period, idempotencyKey } = request.body;
    // Priced here from content: a price field in the body is not even read.
    const priced = priceMembership(content, planId, period);
    const user = await db.selectFrom('users').select('phone').where('id', '=', member.id).executeTakeFirst();
    const { order, checkout, created } = await payments.createOrder({
      kind: 'membership',
      amountPaise: priced.bill.total,
      description: `${priced.planName} membership — ${periodTitle(priced.period).toLowerCase()}`,
      memberId: member.id,
      idempotencyKey,
      returnPath: ROUTES.membership,
      payer: { name: `${member.firstName} ${member.lastName}`.trim(), email: member.email, phone: user?.phone ?? '' },
    });
    if (created) await memberships.rememberOrder(order.id, member.id, priced);
    else if (order.member_id !== member.id) throw new HttpError(409, MEMBERSHIP_MESSAGES.attemptOfAnother);
    // A second click answers the first order, with the bill it was priced at.
    const bill = created ? priced.bill : ((await memberships.orderBill(order.id)) ?? priced.bill);
    return reply.status(201).send({ success: true as const, order: presentOrder(order), checkout, bill });
  });

  api.get(E.me.path, { schema: routeSchema(E.me) }, async (request) => {
    const { id } = memberOf(request);
    const current = await memberships.current(id, new Date());
    return { success: true as const, premium: current !== null, current, paidUntil: await memberships.paidUntil(id) };
  });
}
