import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { BonusCodeStatus } from '@casino/shared';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import { thirdPartyOrigins } from './config/third-party';
import type { DatabaseHandle } from './db/database';
import { migrateDatabase } from './db/migrate';
import { openDatabase } from './db/open-database';
import { handleFrameworkError, registerErrorHandler } from './http/error-handler';
import { operatorOpenApiRoutes, registerOpenApi, registerOpenApiDocument } from './http/openapi';
import { createResponseSerializer } from './http/response-serializer';
import { registerRequestContext, traceIdFor } from './http/request-context';
import { registerCompression } from './http/compression';
import { registerCountryGate } from './http/country-gate';
import { registerSecurityHeaders } from './http/security-headers';
import { capConnectionsPerAddress, serverLimitOptions } from './http/server-limits';
import { registerInputRules } from './http/input-rules';
import { pageExistence } from './http/page-existence';
import { registerWebApp } from './http/web-app';
import { adminRoutes } from './modules/admin/admin.routes';
import { createAccessTokenSigner } from './modules/auth/access-token';
import { autologinRoutes } from './modules/auth/autologin.routes';
import { SocialLogin } from './modules/auth/social-login';
import { socialRoutes } from './modules/auth/social.routes';
import { MESSENGER_WEB_CLIENT_ORIGINS, TelegramLogin } from './modules/auth/telegram-login';
import { telegramRoutes } from './modules/auth/telegram.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { AuthService } from './modules/auth/auth.service';
import { createContentService } from './modules/content/content.service';
import { createPlayerStandingLookup, PlayerService } from './modules/player/player.service';
import { playerRoutes } from './modules/player/player.routes';
import { createOneTimeCodeStore } from './modules/auth/one-time-codes';
import { PlayerAvatarService } from './modules/player/player-avatar.service';
import { playerAvatarRoutes } from './modules/player/player-avatar.routes';
import { PlayerEmailService } from './modules/player/player-email.service';
import { PlayerOtpService } from './modules/player/player-otp.service';
import { PlayerPasswordResetService } from './modules/player/player-password-reset.service';
import { playerVerificationRoutes } from './modules/player/player-verification.routes';
import { ContactService } from './modules/notification/contact.service';
import { contactAdminRoutes, contactRoutes } from './modules/notification/contact.routes';
import { registerNotifications } from './modules/notification/notification.plugin';
import type { Notify } from './modules/notification/notification.service';
import { registerSupport } from './modules/support/support.plugin';
import { createMailSender } from './providers/mail/mail-sender';
import { registerCaptcha } from './providers/captcha/captcha.plugin';
import { mailboxRoutes } from './providers/mail/mailbox.routes';
import { createSmsSender } from './providers/sms/sms-sender';
import { registerRealtime, type Realtime } from './modules/realtime/realtime.plugin';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { seedGameCatalogue } from './modules/game/game-catalogue.seed';
import { gameArtRoutes, gameRoutes } from './modules/game/game.routes';
import { GameService } from './modules/game/game.service';
import { gameLaunchRoutes } from './modules/game/game-launch.routes';
import { GameLaunchService } from './modules/game/game-launch.service';
import { GameWalletService } from './modules/game/game-wallet.service';
import { registerInhouseGameProvider } from './providers/games/inhouse/inhouse.plugin';
import { registerAggregatorProvider } from './providers/games/aggregator/aggregator.plugin';
import { sportRoutes } from './modules/game/sport.routes';
import { sportsbookAdminRoutes } from './providers/sportsbook/sportsbook-admin.routes';
import { InhouseSportsbookCatalogue } from './providers/sportsbook/sportsbook-catalogue';
import { registerSportsbookProvider, type SportsbookProvider } from './providers/sportsbook/sportsbook.plugin';
import { openLoginCondition, storedServerSecret } from './modules/auth/auth.service';
import { paymentAdminRoutes } from './modules/payment/payment-admin.routes';
import { paymentCallbackRoutes } from './modules/payment/payment-callbacks.routes';
import { paymentRoutes } from './modules/payment/payment.routes';
import { PaymentService } from './modules/payment/payment.service';
import { registerSandboxProvider } from './providers/payment/sandbox/sandbox.plugin';
import { WalletService } from './modules/wallet/wallet.service';
import { createPlayerGuard } from './http/player-guard';
import { RateLimiter } from './security/rate-limiter';
import { authPruneTasks } from './maintenance/auth-prune-tasks';
import { Pruning, pruneJob } from './maintenance/pruning';
import { installJobSchema } from './jobs/job-connection';
import { JobQueue } from './jobs/job-queue';
import { jobAdminRoutes } from './jobs/job-admin.routes';
import { createDocumentStorage } from './modules/kyc/document-storage';
import { DocumentsService } from './modules/kyc/documents.service';
import { kycAdminRoutes } from './modules/kyc/kyc-admin.routes';
import { kycRoutes } from './modules/kyc/kyc.routes';
import { kycWebhookRoutes } from './modules/kyc/kyc-webhook.routes';
import { SumsubSandbox } from './providers/kyc/sumsub-sandbox';
import { sumsubAuthRoutes, sumsubSdkRoutes } from './providers/kyc/sumsub.routes';
import { VerificationService } from './modules/kyc/verification.service';
import { limitsAdminRoutes, limitsRoutes } from './modules/limits/limits.routes';
import { LimitsService } from './modules/limits/limits.service';
import { RealityCheckService } from './modules/limits/reality-check';
import { registerRestrictionPush } from './modules/limits/restriction-push';
import { registerLimitNotices } from './modules/limits/limit-notices';
import { registerResponsibleGamingMarkers } from './modules/limits/rg-markers.job';
import { PlayerPhoneChangeService } from './modules/player/player-phone-change.service';
import { contentRoutes } from './modules/content/content.routes';
import { contentPagesRoutes } from './modules/content/content-pages.routes';
import { contentPagesAdminRoutes } from './modules/content/content-pages-admin.routes';
import { ContentPagesService } from './modules/content/content-pages.service';
import { seedContentPages } from './modules/content/content-pages.seed';
import { healthRoutes } from './modules/health/health.routes';
import { seedSettings } from './modules/settings/settings.seed';
import { createSettingsService } from './modules/settings/settings.service';
import { settingsRoutes } from './modules/settings/settings.routes';
import { thirdPartyRoutes } from './modules/settings/third-party.routes';
import { serverPaths } from './paths';
import { bonusAdminRoutes } from './modules/bonus/bonus-admin.routes';
import { registerBonuses } from './modules/bonus/bonus.plugin';
import { registerJackpots } from './modules/jackpot/jackpot.plugin';
import { seedBonuses } from './modules/bonus/bonus.seed';
import type { BonusService } from './modules/bonus/bonus.service';
import { registerRetention, type Retention } from './modules/retention/retention.plugin';
import { retentionAdminRoutes } from './modules/retention/retention-admin.routes';
import { seedRetention } from './modules/retention/retention.seed';

/** The sandbox payment provider's webhook key when PAYMENT_SANDBOX_SECRET is unset: 256 bits, HMAC-SHA256's size. */
const PAYMENT_SANDBOX_SECRET_NAME = 'payment-sandbox-secret';
const PAYMENT_SANDBOX_SECRET_BYTES = 32;
/** Shared by the sandbox identity-verification provider and our webhook, as a real provider's webhook secret is. */
const KYC_SANDBOX_SECRET_NAME = 'kyc-sandbox-secret';
const KYC_SANDBOX_SECRET_BYTES = 32;

/** JSON bodies of the player API are small; anything bigger is refused with 413. */
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    readonly database: DatabaseHandle;
    readonly config: AppConfig;
    readonly realtime: Realtime;
    /** Responsible-gaming limits; tests move its clock (`app.limits.now`). */
    readonly limits: LimitsService;
    /** The in-house sportsbook: tests and benchmarks drive its feed and settlement directly. */
    readonly sportsbook: SportsbookProvider;
  }
}

/**
 * Builds the whole server from a config object: opens and migrates the database, applies the
 * seed data, and registers every route. Tests call this on a fresh database; `server.ts` listens.
 */
export async function buildApp(
  config: AppConfig,
  // Tests may also read the log (a stream of JSON lines) instead of stdout.
  options: { database?: DatabaseHandle; logStream?: { write(line: string): void } } = {},
): Promise<FastifyInstance> {
  // Tests may hand in a database they prepared (a copy of a migrated template).
  const database = options.database ?? (await openDatabase(config.database));
  try {
    await database.withMigrationLock(async () => {
      await migrateDatabase(database, serverPaths.migrationsDir);
      await installJobSchema(database);
      await seedSettings(database.db);
      await seedGameCatalogue(database.db);
      await seedBonuses(database.db);
      await seedRetention(database.db);
      await seedContentPages(database.db);
    });
    return await assembleApp(config, database, options.logStream);
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function assembleApp(
  config: AppConfig,
  database: DatabaseHandle,
  logStream?: { write(line: string): void },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: traceIdFor,
    // One log line per request, written by the request context hooks, labelled with the trace id.
    logController: new LogController({ requestIdLogLabel: 'traceId', disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: handleFrameworkError,
    // Timeouts for slow clients, and errors raised before routing (431, 408) in the error format.
    ...serverLimitOptions(config.http),
  }).withTypeProvider<ZodTypeProvider>();
  capConnectionsPerAddress(app.server, config.http.maxConnectionsPerAddress, app.log);

  app.setValidatorCompiler(validatorCompiler);
  // Tests refuse an answer a response schema would cut; production sends what the schema lists and logs a sampled cut.
  app.setSerializerCompiler(
    createResponseSerializer({
      refuseChangedAnswers: config.environment === 'test',
      onChangedAnswer: (route, sent, meant) =>
        app.log.warn(
          { route, sent: sent.slice(0, 2000), meant: meant.slice(0, 2000) },
          'a response schema changed an answer',
        ),
    }),
  );
  app.decorate('database', database);
  app.decorate('config', config);
  // Before any plugin: modules add their prune tasks with `app.pruning.add` (see maintenance/pruning.ts).
  app.decorate('pruning', new Pruning(app.log));
  // Modules define their job kinds while built; the queue opens on ready, and runs jobs only where
  // `app.jobs.start()` is called (server.ts after listen; tests that need it).
  app.decorate('jobs', new JobQueue(database, app.log));
  app.jobs.define(pruneJob(app.pruning));
  app.addHook('onReady', () => app.jobs.open());
  // While the server still answers (a running webhook job posts to it), jobs finish or are left for retry.
  app.addHook('preClose', () => app.jobs.stopWorking());
  app.addHook('onClose', async () => {
    // Nothing may still be writing when the database closes.
    await app.jobs.stop();
    await database.close();
  });

  registerRequestContext(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, {
    webDistDir: config.webDistDir,
    publicUrl: config.publicUrl,
    frameOrigins: [new URL(config.studio.publicUrl).origin],
    // The messenger's web client frames the mini-app; only when messenger login is set up.
    frameAncestors: config.auth.telegramBotToken ? MESSENGER_WEB_CLIENT_ORIGINS : [],
    thirdPartyOrigins: thirdPartyOrigins(config.thirdParty),
  });
  // Before the routes: its hook is added to each route registered after it.
  await registerCompression(app);
  registerInputRules(app);
  await registerOpenApi(app);

  const db = database.db;
  const settings = createSettingsService(db);
  const content = createContentService(config.contentDir);
  const signer = await createAccessTokenSigner(db, config.auth.jwtSecret, config.auth.accessTokenTtlSeconds);
  const auth = new AuthService(db, signer, config.auth.sessionTtlDays, createPlayerStandingLookup(db));
  const wallet = new WalletService(db, (code, executor) => settings.isEnabledCurrency(code, executor));
  const rateLimiter = new RateLimiter(db);
  const oneTimeCodes = await createOneTimeCodeStore(db);
  const mail = createMailSender(db, config.mail, app.log);
  const otp = new PlayerOtpService(oneTimeCodes, auth, createSmsSender(db), rateLimiter);
  const email = new PlayerEmailService(db, oneTimeCodes, auth, mail, rateLimiter, config.publicUrl, app.log);
  const passwordReset = new PlayerPasswordResetService(
    db,
    oneTimeCodes,
    auth,
    mail,
    rateLimiter,
    config.publicUrl,
    app.jobs,
  );
  const phoneChange = new PlayerPhoneChangeService(db, oneTimeCodes, auth, createSmsSender(db), rateLimiter);
  app.pruning.add(...authPruneTasks(db, rateLimiter, oneTimeCodes));
  const player = new PlayerService(db, auth, wallet, settings, rateLimiter, {
    consumePhoneToken: (executor, phone, token) => otp.consumePhoneToken(executor, phone, token),
    sendEmailConfirmation: (registered) => email.sendConfirmationAfterRegistration(registered),
  });
  const guard = createPlayerGuard((token) => auth.authenticate(token));
  const socialLogin = new SocialLogin(db, player, new RateLimiter(db), {
    providers: config.auth.oidcProviders,
    publicUrl: config.publicUrl,
    environment: config.environment,
  });
  const telegramLogin = new TelegramLogin(player, {
    botToken: config.auth.telegramBotToken,
    maxAgeSeconds: config.auth.telegramAuthMaxAgeSeconds,
  });

  app.decorate('realtime', await registerRealtime(app, { db, auth, ...config.realtime }));
  // Before the forms it guards (sign-in, registration, password reset, contact): its hook covers routes registered after it.
  await registerCaptcha(app, { db, rateLimiter, config: config.captcha });
  // Likewise before registration and deposits: a restricted country is refused there (403 country_restricted).
  registerCountryGate(app, {
    countryHeader: config.countryHeader,
    isRestricted: (country) => settings.isRestrictedCountry(country),
    profileCountry: async (playerId) => (await player.getProfile(playerId)).country,
  });
  await app.register(healthRoutes, {
    prefix: '/api',
    database,
    adminToken: config.auth.adminToken,
    studio:
      config.studio.spawn || config.studio.external ? { url: config.studio.url, own: config.studio.spawn } : undefined,
  });
  await app.register(settingsRoutes, { prefix: '/api/settings', settings, countryHeader: config.countryHeader });
  await app.register(thirdPartyRoutes, { prefix: '/api/settings', adapters: config.thirdParty });
  await app.register(contentRoutes, { prefix: '/api/content', content });
  const contentPages = new ContentPagesService(db);
  await app.register(contentPagesRoutes, { prefix: '/api/content', pages: contentPages });
  await app.register(authRoutes, { prefix: '/api/player', auth, player, guard });
  await app.register(playerRoutes, { prefix: '/api/player', player, wallet, guard });
  await app.register(walletRoutes, { prefix: '/api/wallet', wallet, guard });
  await app.register(playerVerificationRoutes, {
    prefix: '/api/player',
    player,
    otp,
    email,
    passwordReset,
    phoneChange,
    guard,
  });
  await app.register(playerAvatarRoutes, { prefix: '/api/player', avatars: new PlayerAvatarService(db), guard });
  // The contact form (guests and players) and its operator list.
  const contact = new ContactService(db, rateLimiter, mail, app.jobs);
  await app.register(contactRoutes, {
    prefix: '/api/notification',
    contact,
    authenticate: (token) => auth.authenticate(token),
  });
  // The development mailbox exists only in sandbox mode (a key is made only without SMTP_URL): with
  // SMTP, mail is read where it is delivered.
  const { mailboxKey } = config.mail;
  if (!config.mail.smtpUrl && mailboxKey)
    await app.register(mailboxRoutes, {
      prefix: '/provider/mailbox',
      db,
      key: mailboxKey,
      adminToken: config.auth.adminToken,
    });
  const { countryHeader } = config;
  const secureCookies = config.publicUrl.startsWith('https:');
  await app.register(socialRoutes, {
    prefix: '/api/player',
    social: socialLogin,
    player,
    auth,
    guard,
    secureCookies,
    countryHeader,
  });
  await app.register(telegramRoutes, { prefix: '/api', telegram: telegramLogin, player, guard, countryHeader });
  await app.register(autologinRoutes, { prefix: '/api/player', player });
  const paymentProvider = await registerSandboxProvider(app, {
    db,
    secret:
      config.payment.sandboxSecret ??
      (await storedServerSecret(db, PAYMENT_SANDBOX_SECRET_NAME, PAYMENT_SANDBOX_SECRET_BYTES)),
  });
  const limits = new LimitsService(db);
  app.decorate('limits', limits);
  await app.register(limitsRoutes, { prefix: '/api/player', limits, realityCheck: new RealityCheckService(db), guard });
  registerRestrictionPush(app, db);
  const responsibleGaming = registerResponsibleGamingMarkers(app, { db, limits });
  // The inbox, pushes and operator sends: modules tell players of their events through `app.notifications.notify`.
  const notifications = await registerNotifications(app, {
    db,
    mail,
    sms: createSmsSender(db),
    guard,
    publicUrl: config.publicUrl,
    assertNoBreak: limits.assertNoBreak,
  });
  // Each module tells its players of its events through this, on the event's own transaction.
  const notify: Notify = (executor, event) => notifications.notify(executor, event);
  // Limits and logins are built before the notifications: their messages are hooked in now.
  limits.notify = notify;
  auth.notify = notify;
  registerLimitNotices(app, db, limits);
  const documentStorage = await createDocumentStorage({ dataDir: config.database.dataDir, s3: config.kyc.s3 });
  const verification = new VerificationService(db, {
    thresholdBaseUnits: config.kyc.withdrawalThreshold,
    lifetimeThresholdBaseUnits: config.kyc.lifetimeWithdrawalThreshold,
    firstWithdrawal: config.kyc.firstWithdrawal,
    baseCurrency: 'USD',
  });
  verification.notify = notify;
  const documents = new DocumentsService(db, documentStorage, verification);
  // The live support chat (guests and players) and its operators' routes; attachments go to the document storage.
  const support = await registerSupport(app, {
    rateLimiter,
    documentStorage,
    authenticate: (token) => auth.authenticate(token),
    chatRestoreIdOf: async (playerId) => (await player.getProfile(playerId)).chatRestoreId,
  });
  await app.register(kycRoutes, { prefix: '/api/player', documents, verification, guard });
  const kycSecret = await storedServerSecret(db, KYC_SANDBOX_SECRET_NAME, KYC_SANDBOX_SECRET_BYTES);
  const kycSandbox = new SumsubSandbox(app, kycSecret, documents, verification, app.jobs);
  await app.register(sumsubAuthRoutes, { prefix: '/api/player', sandbox: kycSandbox, guard });
  await app.register(sumsubSdkRoutes, { prefix: '/provider/kyc', sandbox: kycSandbox, secret: kycSecret });
  await app.register(kycWebhookRoutes, { prefix: '/api/provider/kyc', db, secret: kycSecret, verification });
  // The bonus engine is built once the game wallet exists (below); the payment module reaches it through these.
  // eslint-disable-next-line prefer-const -- assigned once the game wallet exists, after the closures below are made
  let bonuses: BonusService | undefined;
  const bonusOf = (): BonusService => {
    if (!bonuses) throw new Error('the bonus engine is not built yet');
    return bonuses;
  };
  // eslint-disable-next-line prefer-const -- assigned once the bonus engine exists, after the closures below are made
  let retention: Retention | undefined;
  const retentionOf = (): Retention => {
    if (!retention) throw new Error('retention is not built yet');
    return retention;
  };
  const payment = new PaymentService(
    db,
    wallet,
    paymentProvider,
    {
      bonuses: {
        checkDepositChoice: (playerId, choice) => bonusOf().checkDepositChoice(playerId, choice),
        checkDepositCode: async (playerId, code) =>
          bonusOf().codes ? bonusOf().codes!.checkForDeposit(playerId, code) : BonusCodeStatus.Incorrect,
        depositCredited: async (executor, deposit) => {
          await retentionOf().depositCredited(executor, deposit);
          return bonusOf().depositCredited(executor, deposit);
        },
        withdrawalCreated: (executor, playerId, currency, withdrawal) =>
          bonusOf().withdrawalCreated(executor, playerId, currency, withdrawal),
      },
      checkDeposit: limits.checkDeposit,
      checkWithdrawal: (tx, playerId, withdrawal) => verification.checkWithdrawal(tx, playerId, withdrawal),
      playerCountry: async (playerId) => (await player.getProfile(playerId)).country ?? undefined,
      currencyUnits: async (code) =>
        (await settings.listCurrencies({})).find((currency) => currency.code === code)?.subunitToUnit,
      notify,
    },
    app.log,
  );
  await app.register(paymentRoutes, { prefix: '/api/payment', payment, guard });
  await app.register(paymentCallbackRoutes, { prefix: '/api/payment/callbacks', payment });
  // What the platform asks the sportsbook provider: sport info, search, the player's bets.
  const sportsCatalogue = new InhouseSportsbookCatalogue(db);
  const games = new GameService(db, {
    countryOf: async (playerId) => (await player.getProfile(playerId)).country,
    nameSourceOf: (playerId) => player.getProfile(playerId),
    sportsBets: (playerId, page) => sportsCatalogue.betsPage(playerId, page),
  });
  const gameWallet = new GameWalletService(db, wallet, games, limits.checkStake);
  gameWallet.breaks = limits;
  // Before the game providers' routes: its max-bet push hook must cover them.
  const bonusService = await registerBonuses(app, {
    db,
    wallet,
    gameWallet,
    guard,
    authenticate: (token) => auth.authenticate(token),
    notify,
    ...config.bonus,
  });
  bonuses = bonusService;
  bonusService.breaks = limits;
  limits.onBreakStarted = (executor, playerId) => bonusService.breakStarted(executor, playerId);
  // Quests, loyalty and referral: settled rounds, credited deposits, login days and registrations reach it as jobs.
  retention = await registerRetention(app, {
    db,
    wallet,
    bonuses: bonusService,
    guard,
    assertNoBreak: (playerId, executor) => limits.assertNoBreak(playerId, executor),
    notify,
  });
  const retentionHooks = retention;
  gameWallet.settledRounds = (executor, roundId) => retentionHooks.roundSettled(executor, roundId);
  auth.playerSeen = (playerId, executor) => retentionHooks.playerSeen(playerId, executor);
  player.registered = (executor, arrival) => retentionHooks.referral.attribute(executor, arrival);
  // The progressive jackpot: stakes of its games feed the pool, a jackpot win empties it; the public pools and big wins.
  await registerJackpots(app, { db, wallet, gameWallet, nameSourceOf: (playerId) => player.getProfile(playerId) });
  const sportsbook = await registerSportsbookProvider(app, {
    db,
    gameWallet,
    openLoginCondition,
    widgetDistDir: config.sportsbookWidgetDistDir,
    notify,
    ...config.sportsbook,
  });
  app.decorate('sportsbook', sportsbook);
  await app.register(sportRoutes, { prefix: '/api/game', catalogue: sportsCatalogue });
  await app.register(adminRoutes, {
    prefix: '/api/admin',
    adminToken: config.auth.adminToken,
    publicUrl: config.publicUrl,
    autologinTokenTtlSeconds: config.auth.autologinTokenTtlSeconds,
    player,
    auth,
    wallet,
    operatorRoutes: [
      async (scope) => scope.register(paymentAdminRoutes, { prefix: '/payment', payment }),
      async (scope) => scope.register(jobAdminRoutes, { prefix: '/jobs', jobs: app.jobs }),
      async (scope) => scope.register(limitsAdminRoutes, { limits }),
      async (scope) => scope.register(responsibleGaming.adminRoutes),
      async (scope) => scope.register(kycAdminRoutes, { documents, verification }),
      async (scope) =>
        scope.register(sportsbookAdminRoutes, { prefix: '/sportsbook', db, trading: sportsbook.trading }),
      async (scope) => scope.register(bonusAdminRoutes, { prefix: '/bonuses', db, bonuses: bonusService }),
      async (scope) =>
        scope.register(retentionAdminRoutes, {
          prefix: '/retention',
          db,
          quests: retentionHooks.quests,
          referral: retentionHooks.referral,
        }),
      async (scope) => scope.register(contentPagesAdminRoutes, { prefix: '/content', pages: contentPages }),
      async (scope) => scope.register(contactAdminRoutes, { prefix: '/notification', contact }),
      async (scope) => support.adminRoutes(scope),
      async (scope) => scope.register(notifications.adminRoutes),
      async (scope) => scope.register(operatorOpenApiRoutes),
    ],
  });
  await app.register(gameRoutes, {
    prefix: '/api/game',
    games,
    guard,
    authenticate: (token) => auth.authenticate(token),
    countryHeader,
  });
  await app.register(gameArtRoutes, { prefix: '/provider/games/art', games });
  const inhouseLauncher = await registerInhouseGameProvider(app, {
    db,
    games,
    gameWallet,
    clientDistDir: config.gameClientDistDir,
    crash: config.crash,
    // A launch token lives only as long as the login that launched the game.
    openLoginCondition,
  });
  // The aggregator studio's games: its wallet API (signed calls from the studio) and the launcher that calls it.
  const aggregatorLauncher = await registerAggregatorProvider(app, {
    db,
    gameWallet,
    openLoginCondition,
    studio: config.studio,
  });
  const launches = new GameLaunchService(
    games,
    wallet,
    async (code) => (await settings.listCurrencies({})).find((currency) => currency.code === code)?.subunitToUnit,
    { inhouse: inhouseLauncher, sportsbook: sportsbook.launcher, aggregator: aggregatorLauncher },
    rateLimiter,
    limits,
  );
  await app.register(gameLaunchRoutes, {
    prefix: '/api/game',
    launches,
    authenticate: (token) => auth.authenticate(token),
  });
  registerOpenApiDocument(app);

  await registerWebApp(
    app,
    config.webDistDir,
    pageExistence({ games, contentPages, bonuses: bonusService, sportsbook: sportsCatalogue }, app.log),
  );
  return app;
}
