import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../contracts/endpoint';
import { createAuthenticator } from './auth/authenticate';
import { resolveAuthLimits } from './auth/limits';
import { createPasswordHasher } from './auth/passwords';
import { createRateLimitStore } from './auth/rateLimit';
import { authRoutes } from './auth/routes';
import { createTokenService, loadJwtSecret } from './auth/tokens';
import type { AppConfig } from './config';
import { contentStoreFor } from './content';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { seedCommunitySamples } from './community/seedSamples';
import { createMailer, DEFAULT_MAIL_FROM } from './email';
import { enquiryRoutes } from './enquiries/routes';
import { registerApiReference, registerContract } from './http/openapi';
import { registerMedia } from './episodes/media';
import { createEpisodeRepository } from './episodes/repository';
import { episodeRoutes } from './episodes/routes';
import { seedEpisodes } from './episodes/seed';
import { createPayments } from './payments';
import { donationRoutes } from './donations/routes';
import { createDonationService } from './donations/service';
import { paymentRoutes } from './payments/routes';
import { registerTestCheckout } from './payments/testCheckout';
import { trustDetails } from './content/trust';
import { uploadRoutes } from './uploads/routes';
import { registerUploadedImages } from './uploads/store';
import { createInteractions } from './interactions';
import { interactionRoutes } from './interactions/routes';
import { createCartStore } from './market/cart';
import { createCatalogue } from './market/catalogue';
import { createReviewStore } from './market/reviews';
import { bookOrderRoutes } from './market/orders';
import { marketRoutes } from './market/routes';

/**
 * The /api/v1 backend, the episodes' media and members' uploaded pictures: opens the database
 * (closed again with the server), applies migrations, seeds the episodes and (once) the sample
 * members, and registers the routes.
 */
export async function registerApiV1(app: FastifyInstance, config: AppConfig) {
  const db = openDatabase(config);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  await migrateToLatest(db);
  await seedEpisodes(db, config.contentDir);
  await seedCommunitySamples(db);

  const jwtSecret = loadJwtSecret(config.dataDir, config.jwtSecret);
  const tokens = createTokenService(jwtSecret);
  const hasher = await createPasswordHasher(config.passwordHashing);
  const authenticator = createAuthenticator(db, tokens);
  const limits = resolveAuthLimits(config.authLimits);
  const content = contentStoreFor(config.contentDir);
  const interactions = createInteractions({ db, content });
  const catalogue = createCatalogue(content);
  const carts = createCartStore(db, catalogue);
  const episodes = createEpisodeRepository(db, interactions);
  const rateLimits = createRateLimitStore(db);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom ?? DEFAULT_MAIL_FROM, dataDir: config.dataDir });

  const payments = createPayments({
    db,
    serverSecret: jwtSecret,
    razorpay: config.razorpay,
    merchantName: () => trustDetails(content).name,
    log: app.log,
    orderLifetimeMs: config.orderLifetimeMs,
  });
  // Features registered outside this function (and the tests) reach the one payments module here.
  app.decorate('payments', payments);
  if (payments.provider.name === 'test') await registerTestCheckout(app, payments);
  const donations = createDonationService({ db, payments, mailer, content, serverSecret: jwtSecret, log: app.log });

  await registerMedia(app, config.contentDir);
  registerUploadedImages(app, config.dataDir);
  await app.register(
    async (api) => {
      api.decorateRequest('auth', null);
      await registerContract(api);
      await authRoutes(api, { db, hasher, tokens, authenticator, limits, rateLimits });
      await episodeRoutes(api, { episodes, authenticator });
      await enquiryRoutes(api, { db, rateLimits, limits: config.enquiryLimits });
      await uploadRoutes(api, { db, authenticator, dataDir: config.dataDir, limits: config.uploadLimits });
      await interactionRoutes(api, { interactions, authenticator });
      await marketRoutes(api, { authenticator, catalogue, reviews: createReviewStore(db), carts });
      await bookOrderRoutes(api, { db, authenticator, carts, payments, mailer });
      await paymentRoutes(api, { payments, webhookSecret: config.razorpay?.webhookSecret });
      await donationRoutes(api, { db, payments, donations, authenticator, content });
    },
    { prefix: API_PREFIX },
  );
  await registerApiReference(app);
  return { db, mailer, payments };
}
