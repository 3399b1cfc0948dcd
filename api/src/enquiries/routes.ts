import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { ENQUIRY_ENDPOINTS } from '../../../contracts/enquiries';
import { createLimiter, type RateLimitStore } from '../auth/rateLimit';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import type { Mailer } from '../email';
import { routeSchema } from '../http/routeSchema';
import { enquiryNotice } from './notice';

export interface EnquiryLimits {
  /** Enquiries accepted from one client address per hour. */
  perIpPerHour: number;
}

export const DEFAULT_ENQUIRY_LIMITS: EnquiryLimits = { perIpPerHour: 10 };

/** POST /enquiries: the contact form. Validated, stored, limited per client address, and the trust told by e-mail. */
export interface EnquiryRouteDeps {
  db: Kysely<Database>;
  rateLimits: RateLimitStore;
  limits?: Partial<EnquiryLimits>;
  mailer: Mailer;
  /** The trust's contact address (site settings); null when none is set. */
  contactAddress: () => string | null;
  siteOrigin: () => string;
  log: FastifyBaseLogger;
}

export async function enquiryRoutes(app: FastifyInstance, { db, rateLimits, limits, mailer, contactAddress, siteOrigin, log }: EnquiryRouteDeps) {
  const { perIpPerHour } = { ...DEFAULT_ENQUIRY_LIMITS, ...limits };
  const perIp = createLimiter(rateLimits, {
    max: perIpPerHour,
    timeWindowMs: 60 * 60_000,
    key: (request) => `enquiry:${request.ip}`,
    message: 'You have sent several enquiries in a short time. Please wait an hour, or write to us by e-mail.',
  });

  const { send } = ENQUIRY_ENDPOINTS;
  app.withTypeProvider<ZodTypeProvider>().post(send.path, { schema: routeSchema(send), preValidation: perIp }, async (request, reply) => {
    const { body } = request;
    const { id } = await db
      .insertInto('enquiries')
      .values({
        full_name: body.fullName,
        email: body.email,
        country: body.country,
        language: body.language,
        intent: body.intent ?? 'general',
        message: body.message,
        page: body.page ?? null,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The enquiry is kept whatever happens to the notice: the desk lists it either way.
    const to = contactAddress();
    if (to) {
      await mailer.send(enquiryNotice(to, { id, ...body }, siteOrigin())).catch((error: unknown) => log.error({ err: error, enquiryId: id }, 'the enquiry notice was not sent'));
    }
    return reply.status(201).send({ success: true, message: `Thank you, ${body.fullName}. We have received your enquiry and will write to you soon.` });
  });
}
