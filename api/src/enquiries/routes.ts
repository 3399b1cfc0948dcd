import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { ENQUIRY_ENDPOINTS } from '../../../contracts/enquiries';
import { createLimiter, type RateLimitStore } from '../auth/rateLimit';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import { routeSchema } from '../http/routeSchema';

export interface EnquiryLimits {
  /** Enquiries accepted from one client address per hour. */
  perIpPerHour: number;
}

export const DEFAULT_ENQUIRY_LIMITS: EnquiryLimits = { perIpPerHour: 10 };

/** POST /enquiries: the contact form. Validated, stored, and limited per client address. */
export interface EnquiryRouteDeps {
  db: Kysely<Database>;
  rateLimits: RateLimitStore;
  limits?: Partial<EnquiryLimits>;
}

export async function enquiryRoutes(app: FastifyInstance, { db, rateLimits, limits }: EnquiryRouteDeps) {
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
    await db
      .insertInto('enquiries')
      .values({ full_name: body.fullName, email: body.email, country: body.country, language: body.language, intent: body.intent ?? 'general', created_at: nowIso() })
      .execute();
    return reply.status(201).send({ success: true, message: `Thank you, ${body.fullName}. We have received your enquiry and will write to you soon.` });
  });
}
