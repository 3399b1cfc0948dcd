import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { DESK_ENDPOINTS } from '../../../contracts/desk';
import type { Carrier } from '../../../contracts/deliveryRules';
import { memberOf } from '../auth/memberGuard';
import type { Database } from '../db/schema';
import type { Mailer } from '../email';
import { routeSchema } from '../http/routeSchema';
import type { Payments } from '../payments';
import { deskDonationRoutes, type ReceiptMailer } from './donations';
import { deskEnquiryRoutes } from './enquiries';
import { deskMembershipRoutes } from './memberships';
import { deskForm10beRoutes, type Form10beMaker } from './form10be';
import { deskOrderRoutes } from './orders';
import type { TrustAddress } from './packingSlip';

export { registerDeskMemberData } from './memberData';
export { form10beRecorder } from './form10be';

interface DeskDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  payments: Payments;
  carriers: () => Carrier[];
  siteOrigin: () => string;
  trustName: () => string;
  trust: () => TrustAddress;
  receipts: ReceiptMailer;
  form10be: Form10beMaker;
}

/**
 * The trust's desk (/api/v1/desk/…), used by the Studio's Desk tool: enquiries, book orders, donations and memberships.
 * Who may call it is the contracts' (`auth: 'staff'`): the member guard answers 401/403 first.
 */
export async function deskRoutes(app: FastifyInstance, deps: DeskDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(DESK_ENDPOINTS.staff.path, { schema: routeSchema(DESK_ENDPOINTS.staff) }, async (request) => {
    const rows = await deps.db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('role', '=', 'staff').orderBy('first_name').orderBy('id').execute();
    return { success: true as const, staff: rows.map((row) => ({ id: row.id, name: `${row.first_name} ${row.last_name}`.trim() })), you: memberOf(request).id };
  });
  await deskEnquiryRoutes(app, deps);
  await deskOrderRoutes(app, deps);
  await deskDonationRoutes(app, deps);
  await deskMembershipRoutes(app, deps);
  await deskForm10beRoutes(app, deps);
}
