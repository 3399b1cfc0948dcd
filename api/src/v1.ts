import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../contracts/endpoint';
import type { ArticlesQuery } from '../../contracts/insights';
import type { KarmaPeriod } from '../../contracts/karmaRules';
import { accountAttemptsPerIp, DEFAULT_ACCOUNT_LIMITS } from './accounts/deps';
import { registerConfirmedOnly } from './accounts/confirmedOnly';
import { createEmailConfirmation, emailConfirmationRoutes } from './accounts/emailConfirmation';
import { createAccountLinks } from './accounts/links';
import { passwordRoutes } from './accounts/passwordRoutes';
import { settingsRoutes } from './accounts/settingsRoutes';
import { createAuthenticator } from './auth/authenticate';
import { registerMemberGuard } from './auth/memberGuard';
import { resolveAuthLimits } from './auth/limits';
import { createPasswordHasher } from './auth/passwords';
import { createRateLimitStore } from './auth/rateLimit';
import { authRoutes } from './auth/routes';
import { roleRoutes } from './auth/roleRoute';
import { createSessionCookies } from './auth/sessionCookies';
import { createPageReaders } from './auth/pageReader';
import { createSessionFamilies } from './auth/sessionFamilies';
import { registerSessionMemberData } from './auth/memberData';
import { createTokenService, loadJwtSecret } from './auth/tokens';
import { registerWriteLimits, resolveWriteLimits } from './auth/writeLimits';
import type { AppConfig } from './config';
import { connectContentDatabase, type ContentStore, openContentStore } from './content';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { recordActivity } from './community/activity';
import { seedCommunitySamples } from './community/seedSamples';
import { registerGivingMemberData } from './donations/memberData';
import { registerMembershipMemberData } from './memberships/memberData';
import { registerMarketMemberData } from './market/memberData';
import { registerCommunityMemberData } from './community/memberData';
import { communityRoutes } from './community/routes';
import { setUpMessaging } from './messaging';
import { createLiveBus } from './live/bus';
import { dateSamplesFromFirstStart } from './community/seedLive';
import { ensureProfile } from './community/handles';
import { createAcademy } from './learning/academy';
import { learningMediaRoutes } from './learning/media';
import { createLearningProgress } from './learning/progress';
import { learningRoutes } from './learning/routes';
import { registerLearningMemberData } from './learning/memberData';
import { seedLearningSamples } from './learning/seed';
import { createMailer, DEFAULT_MAIL_FROM } from './email';
import { enquiryRoutes } from './enquiries/routes';
import { deskRoutes, form10beRecorder, registerDeskMemberData } from './desk';
import { registerApiReference, registerContract } from './http/openapi';
import { registerMedia } from './episodes/media';
import { createEpisodeRepository } from './episodes/repository';
import { episodeRoutes } from './episodes/routes';
import { seedEpisodes } from './episodes/seed';
import { createPayments } from './payments';
import { donationRoutes } from './donations/routes';
import { createDonationService } from './donations/service';
import { createForm10be } from './donations/form10be';
import { scheduleForm10be } from './donations/form10beJob';
import { paymentRoutes } from './payments/routes';
import { registerTestCheckout } from './payments/testCheckout';
import { siteContactAddress, trustDetails } from './content/trust';
import { communityPageReads } from './community/pageReads';
import { siteOrigin } from './startupChecks';
import { uploadRoutes } from './uploads/routes';
import { registerUploadedImages } from './uploads/store';
import { createPictureFiles } from './uploads/pictureFiles';
import { createInteractions } from './interactions';
import { createSafety } from './safety';
import { createDigest, scheduleDigest } from './safety/digest';
import { registerSafetyMemberData } from './safety/memberData';
import { safetyRoutes } from './safety/routes';
import { createInsights } from './insights';
import { registerInsightsMemberData } from './insights/memberData';
import { registerGuideMemberData } from './guide/memberData';
import { createGuideQuestions } from './guide/questions';
import { createLiveIndex } from './guide/retrieval';
import { createModelCallGate, DEFAULT_MODEL_CALL_LIMITS } from './guide/modelCalls';
import { guideRoutes } from './guide/routes';
import { createGuideThreads } from './guide/threads';
import { registerKarmaMemberData } from './karma/memberData';
import { registerContentEditsMemberData } from './content/memberData';
import { seedKarmaLedgers } from './karma/seed';
import { createKarmaPanel } from './karma/panel';
import { karmaRoutes } from './karma/routes';
import { insightsRoutes } from './insights/routes';
import { seedInsightsSamples } from './insights/seedSamples';
import { createMemberDataRegistry } from './members/dataRegistry';
import { provideMemberStages } from './members/stages';
import { registerStandardMemberData } from './members/parts';
import { memberDataRoutes } from './members/routes';
import { createMembershipStore } from './memberships/repository';
import { membershipRoutes } from './memberships/routes';
import { interactionRoutes } from './interactions/routes';
import { createCartStore } from './market/cart';
import { createCatalogue } from './market/catalogue';
import { createReviewStore } from './market/reviews';
import { bookOrderRoutes } from './market/orders';
import { carriersOf } from './market/carriers';
import { bookRatings, marketRoutes } from './market/routes';
import { grievanceOfficer } from './content/trust';
import { appealText } from '../../contracts/grievance';

/**
 * The /api/v1 backend, the episodes' media and members' uploaded pictures: opens the database
 * (closed again with the server), applies migrations, seeds the episodes and (once) the sample
 * members, and registers the routes.
 */
export async function registerApiV1(
  app: FastifyInstance,
  config: AppConfig,
  content: ContentStore = openContentStore(config.contentDir, config.dataDir),
) {
  const db = openDatabase(config);
  app.addHook('onClose', async () => {
    await content.shared?.close();
    await db.destroy();
  });
  await migrateToLatest(db);
  await connectContentDatabase(content, db, { databaseUrl: config.databaseUrl, retention: config.contentHistory });
  await seedEpisodes(db, config.contentDir);
  await seedCommunitySamples(db);
  await dateSamplesFromFirstStart(db, content.working);
  await seedInsightsSamples(db, content.store);
  await seedLearningSamples(db);
  await seedKarmaLedgers(db, content.store);

  const jwtSecret = loadJwtSecret(config.dataDir, config.jwtSecret);
  const tokens = createTokenService(jwtSecret);
  const hasher = await createPasswordHasher(config.passwordHashing);
  const authenticator = createAuthenticator(db, tokens, (memberId) => recordActivity(db, memberId));
  // Instances' signals (live updates, ended sessions): NOTIFY between them on PostgreSQL; on SQLite, commands' signals are read from the database.
  const bus = await createLiveBus(config.databaseUrl, app.log, db);
  app.addHook('onClose', async () => bus.close());
  const sessionsEnded = (memberId: number) => bus.signal({ to: [memberId], sessionsEnded: true });
  const sessions = createSessionFamilies(db, tokens, sessionsEnded);
  const cookies = createSessionCookies(Boolean(config.publicOrigin?.startsWith('https:')));
  const limits = resolveAuthLimits(config.authLimits);
  // Every answer that names a member shows their Karmic Points stage, read from the ledger.
  provideMemberStages(db, content.store);
  const interactions = createInteractions({ db, content: content.store });
  const catalogue = createCatalogue(content.store);
  const carts = createCartStore(db, catalogue);
  const episodes = createEpisodeRepository(db, interactions);
  const reviews = createReviewStore(db, interactions.karma);
  const rateLimits = createRateLimitStore(db);
  const memberships = createMembershipStore(db);
  // Later screens ask app.memberships.hasPremium(memberId) before serving premium content.
  app.decorate('memberships', memberships);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom ?? DEFAULT_MAIL_FROM, dataDir: config.dataDir });
  // Every feature that keeps something about members registers it on `members` (see members/dataRegistry.ts).
  const members = createMemberDataRegistry(db);
  // Members' pictures: files in DATA_DIR, and with PostgreSQL also in the database, for every instance.
  const pictures = createPictureFiles(db, config.dataDir, { shared: Boolean(config.databaseUrl) });
  registerStandardMemberData(members, { dataDir: config.dataDir, pictures });
  registerSessionMemberData(members);
  const accountLimits = { ...DEFAULT_ACCOUNT_LIMITS, ...config.accountLimits };
  const accounts = {
    db,
    hasher,
    sessions,
    cookies,
    links: createAccountLinks(db),
    mailer,
    limits: accountLimits,
    rateLimits,
    attemptsPerIp: accountAttemptsPerIp(rateLimits, accountLimits),
    siteOrigin: siteOrigin(app, config),
  };

  const confirmation = createEmailConfirmation({ links: accounts.links, mailer, siteOrigin: accounts.siteOrigin, log: app.log });

  const payments = createPayments({
    db,
    serverSecret: jwtSecret,
    razorpay: config.razorpay,
    merchantName: () => trustDetails(content.store).name,
    log: app.log,
    orderLifetimeMs: config.orderLifetimeMs,
  });
  // Features registered outside this function (and the tests) reach the one payments module here.
  app.decorate('payments', payments);
  if (payments.provider.name === 'test') await registerTestCheckout(app, payments);
  registerGivingMemberData(members);
  registerMembershipMemberData(members);
  registerMarketMemberData(members);
  registerCommunityMemberData(members);
  registerLearningMemberData(members);
  registerSafetyMemberData(members);
  // A suspended member appeals to the Grievance Officer the site settings name.
  const appeal = () => appealText(grievanceOfficer(content.store));
  const safety = createSafety({ db, mailer, siteOrigin: accounts.siteOrigin, secret: jwtSecret, log: app.log, karma: interactions.karma, sessionsEnded, appeal });
  const digest = createDigest({ db, notifier: safety.notifier, content: content.store, siteOrigin: accounts.siteOrigin });
  if (config.scheduledJobs) {
    const stop = scheduleDigest(digest, app.log);
    app.addHook('onClose', async () => stop());
  }
  const messaging = await setUpMessaging(app, { db, bus, config, content: content.store, members, pictures, notify: (event) => safety.notifier.notify(event) });
  safety.notifier.goLive(messaging.hub);
  registerInsightsMemberData(members);
  registerGuideMemberData(members);
  registerKarmaMemberData(members);
  registerContentEditsMemberData(members);
  registerDeskMemberData(members);
  const insights = createInsights({ db, content: content.store, interactions, hasPremium: memberships.hasPremium });
  // A completed course item earns its coin value in Karmic Points, in the completion's transaction.
  const learningProgress = createLearningProgress({ db, content: content.store, hasPremium: (id) => memberships.hasPremium(id) }, async ({ trx, memberId, targetType, targetId }) => {
    await interactions.karma.settle(trx, { target: { type: targetType, id: targetId }, actorId: memberId });
  });
  const academy = createAcademy({ db, content: content.store, interactions, progress: learningProgress });
  // The guide's passages: the published content and the episodes, rebuilt when the dataset changes.
  const guideIndex = createLiveIndex({
    revision: () => content.store.revision(),
    published: () => content.store.published(),
    episodes: () => db.selectFrom('episodes').select(['id', 'name', 'description']).orderBy('category').orderBy('position').execute(),
    recheckMs: (config.contentCacheSeconds ?? 30) * 1000,
  });
  const karmaPanel = createKarmaPanel(db, content.store);
  const donations = createDonationService({
    db,
    payments,
    mailer,
    content: content.store,
    serverSecret: jwtSecret,
    log: app.log,
  });
  const form10be = createForm10be({ db, mailer, content: content.store, record: form10beRecorder(db) });
  if (config.scheduledJobs) {
    const stop = scheduleForm10be(form10be, app.log);
    app.addHook('onClose', async () => stop());
  }

  await registerMedia(app, config.contentDir);
  registerUploadedImages(app, config.dataDir, pictures);
  await app.register(
    async (api) => {
      api.decorateRequest('auth', null);
      // Before any route: each route's contract says whether it needs a member, and this gives it the check.
      registerMemberGuard(api, authenticator);
      registerWriteLimits(api, rateLimits, resolveWriteLimits(config.writeLimits, config.writeLimitScale));
      registerConfirmedOnly(api, db);
      await registerContract(api);
      await authRoutes(api, { db, hasher, sessions, cookies, limits, rateLimits, appeal, afterSignUp: async (memberId, email) => {
        // Every member has a profile (and a handle) from sign-up on.
        await ensureProfile(db, memberId);
        await messaging.welcome(memberId);
        await confirmation.sendQuietly(memberId, email);
      } });
      await emailConfirmationRoutes(api, { db, rateLimits, confirmation });
      await passwordRoutes(api, accounts);
      await settingsRoutes(api, accounts);
      await roleRoutes(api);
      await memberDataRoutes(api, { ...accounts, members });
      await episodeRoutes(api, { episodes, safety });
      await enquiryRoutes(api, {
        db,
        rateLimits,
        limits: config.enquiryLimits,
        mailer,
        contactAddress: () => siteContactAddress(content.store),
        siteOrigin: accounts.siteOrigin,
        log: app.log,
      });
      await uploadRoutes(api, { db, dataDir: config.dataDir, pictures, limits: config.uploadLimits });
      await interactionRoutes(api, { interactions, safety });
      await karmaRoutes(api, { panel: karmaPanel });
      await marketRoutes(api, { catalogue, reviews, carts });
      await communityRoutes(api, { db, content: content.store, siteOrigin: accounts.siteOrigin, safety });
      await safetyRoutes(api, { safety });
      await insightsRoutes(api, { db, ...insights });
      await messaging.routes(api, authenticator);
      const modelCallLimits = {
        ...DEFAULT_MODEL_CALL_LIMITS,
        calls: config.guideModelCalls?.calls ?? DEFAULT_MODEL_CALL_LIMITS.calls,
        queue: config.guideModelCalls?.queue ?? DEFAULT_MODEL_CALL_LIMITS.queue,
        retryAfterSeconds: config.guideModelCalls?.retryAfterSeconds ?? DEFAULT_MODEL_CALL_LIMITS.retryAfterSeconds,
      };
      await guideRoutes(api, {
        questions: createGuideQuestions(db),
        threads: createGuideThreads(db),
        index: guideIndex,
        model: config.guideModel,
        modelCalls: { gate: createModelCallGate(modelCallLimits), limits: modelCallLimits },
      });
      await bookOrderRoutes(api, { db, carts, payments, mailer, carriers: () => carriersOf(content.store) });
      await paymentRoutes(api, { payments, webhookSecret: config.razorpay?.webhookSecret, keyMatches: donations.keyMatches });
      await donationRoutes(api, { db, payments, donations, content: content.store });
      await membershipRoutes(api, { db, memberships, payments, content: content.store, mailer });
      await learningMediaRoutes(api, { content: content.store, contentDir: config.contentDir, serverSecret: jwtSecret, hasPremium: (id) => memberships.hasPremium(id) });
      await learningRoutes(api, { academy, progress: learningProgress });
      await deskRoutes(api, { db, mailer, payments, carriers: () => carriersOf(content.store), siteOrigin: accounts.siteOrigin, trustName: () => trustDetails(content.store).name, trust: () => trustDetails(content.store), receipts: donations, form10be });
    },
    { prefix: API_PREFIX },
  );
  await registerApiReference(app);
  // What the pages' loaders read in-process, as a visitor.
  const pageServices = {
    episodesByCategory: () => episodes.listGroupedByCategory(undefined),
    episode: (id: string) => episodes.getEpisode(id, undefined),
    interactionSummary: async (targetType: string, targetId: string) =>
      interactions.repository.summary(await interactions.targets.resolve(targetType, targetId, { viewerId: undefined }), undefined),
    bookRatings: () => bookRatings(catalogue, reviews),
    insightsArticles: (query: ArticlesQuery) => insights.list.list(query, undefined),
    insightsArticle: (slug: string) => insights.list.article(slug, undefined),
    academy: () => academy.overview(undefined),
    ...communityPageReads(db, content.store),
    karmaLeaderboard: (period: KarmaPeriod, limit: number) => karmaPanel.leaderboard(period, limit),
  };
  // The member a page request's cookie names, and their reads through the routes above.
  const pageReaders = createPageReaders({ app, db, authenticator, cookies, tokens });
  return { db, mailer, members, payments, memberships, authenticator, hasher, pageServices, pageReaders, safety, digest, form10be };
}
