import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { createAuthenticator } from './auth/authenticate';
import { resolveAuthLimits } from './auth/limits';
import { createPasswordHasher } from './auth/passwords';
import { authRoutes } from './auth/routes';
import { createTokenService, loadJwtSecret } from './auth/tokens';
import type { AppConfig } from './config';
import { contentStoreFor } from './content';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { enquiryRoutes } from './enquiries/routes';
import { registerMedia } from './episodes/media';
import { createEpisodeRepository } from './episodes/repository';
import { episodeRoutes } from './episodes/routes';
import { seedEpisodes } from './episodes/seed';
import { createInteractions } from './interactions';
import { interactionRoutes } from './interactions/routes';

/**
 * The /api/v1 backend and the episodes' media: opens the database (closed again with the
 * server), applies migrations, seeds the episodes, and registers the routes.
 */
export async function registerApiV1(app: FastifyInstance, config: AppConfig) {
  const db = openDatabase(config);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  await migrateToLatest(db);
  await seedEpisodes(db, config.contentDir);

  const tokens = createTokenService(loadJwtSecret(config.dataDir, config.jwtSecret));
  const hasher = await createPasswordHasher(config.passwordHashing);
  const authenticator = createAuthenticator(db, tokens);
  const limits = resolveAuthLimits(config.authLimits);
  const interactions = createInteractions({ db, content: contentStoreFor(config.contentDir) });
  const episodes = createEpisodeRepository(db, interactions);

  await registerMedia(app, config.contentDir);
  await app.register(
    async (api) => {
      api.decorateRequest('auth', null);
      // Registered inside this scope so its decorators do not clash with other plugins'.
      await api.register(rateLimit, { global: false });
      await authRoutes(api, { db, hasher, tokens, authenticator, limits });
      await episodeRoutes(api, { episodes, authenticator });
      await interactionRoutes(api, { interactions, authenticator });
      await enquiryRoutes(api, { db, limits: config.enquiryLimits });
    },
    { prefix: '/api/v1' },
  );
  return { db };
}
