import pino from 'pino';

import type { TitleDetails } from '@unclewatch/core';

import { createAuthService } from './auth/index';
import { redisSecondaryStorage } from './auth/redis-secondary-storage';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/database';
import { AnswerStore } from './http/answer-store';
import { createRedis } from './infra/redis';
import { mailOutboxRepository } from './db/repositories/mail-outbox';
import { newsletterRepository } from './db/repositories/newsletter-repository';
import type { Mailer } from './providers/mail/index';
import { OutboxMailer } from './providers/mail/outbox';
import { NewsletterService } from './services/newsletter-service';
import { SmtpMailer } from './providers/mail/smtp';
import { aiCacheRepository } from './db/repositories/ai-cache';
import { chatSessionsRepository } from './db/repositories/chat-sessions';
import { createLanguageModel } from './providers/llm/create';
import { rateLimiterFactory } from './http/redis-rate-limiter';
import { createCatalogProviders, type CatalogInfra } from './providers/catalog/create';
import { animeMap } from './snapshot/index';
import { AssistantService } from './services/assistant/assistant-service';
import { AssistantEngine } from './services/assistant/engine/engine';
import { reservedWords } from './services/assistant/engine/reserved-words';
import { CatalogService } from './services/catalog-service';
import { ChatService, defaultChatOptions } from './services/chat-service';
import { DevOutboxService } from './services/dev-outbox-service';
import { HealthService } from './services/health-service';
import { ImageService } from './services/image-service';
import { RatingsService } from './services/ratings-service';
import { SiteService } from './services/site-info';
import { StreamingService } from './services/streaming-service';
import { mailDelivery } from './providers/mail/delivery';
import { publicOrigin, servesOnlyThisMachine } from './http/loopback';
import { OverviewService } from './services/overview-service';
import { commentsRepository } from './db/repositories/library/comments-repository';
import { ratingsRepository } from './db/repositories/library/ratings-repository';
import { searchesRepository } from './db/repositories/library/searches-repository';
import { watchlistRepository } from './db/repositories/library/watchlist-repository';
import { HomeService } from './services/home-service';
import { PicksService } from './services/picks-service';
import { picksRepository } from './db/repositories/picks-repository';
import { appMetaRepository } from './db/repositories/app-meta';
import { snapshotNameRecogniser } from './providers/catalog/embedded/names/index';
import { ImportRepairService } from './services/import/import-repair';
import { importReportsRepository } from './db/repositories/import-reports-repository';
import { importedViewsRepository } from './db/repositories/imported-views-repository';
import { ImportedViewings } from './services/episodes/imported-viewings';
import { ImportService } from './services/import/import-service';
import { LibraryService } from './services/library-service';
import { TitleActivity } from './services/title-activity';
import { TitlePageService } from './services/title-page-service';
import { WatchedService } from './services/watched-service';
import { episodeServices } from './services/episodes/create';
import { EpisodeImporter } from './services/episodes/episode-import';
import { episodesRepository } from './db/repositories/episodes-repository';
import { StatsService } from './services/stats-service';
import { watchedRepository } from './db/repositories/library/watched-repository';
import { importWritesRepository } from './db/repositories/library/import-writes-repository';
import { appVersion } from './version';
import { togetherServices } from './services/together/create';
import { userServicesRepository } from './db/repositories/user-services-repository';
import { WatchServicesService } from './services/watch-services-service';
import { TvRefreshService, tvRefreshTimes } from './services/episodes/tv-refresh';
import { tvRefreshRepository } from './db/repositories/tv-refresh-repository';
import { createAlerts } from './composition-alerts';
import { AgeLimitsService } from './services/age-limits/age-limits-service';
import { ProfileService } from './services/together/profile-service';
import { householdsRepository } from './db/repositories/together/households-repository';
import { profilesRepository } from './db/repositories/together/profiles-repository';
import { ratingLimitsRepository } from './db/repositories/rating-limits-repository';
import type { Clock } from './context';
import { createScrobble } from './composition-scrobble';

/** What a process starting many servers (the tests) may share between them. */
export interface ContextShared {
  /** Reads and indexes the catalogue snapshot; see CatalogInfra.loadSnapshot. */
  loadSnapshot?: CatalogInfra['loadSnapshot'];
}

/** The composition root: the one place that chooses adapters from config. */
export async function createContext(
  config: Config,
  shared: ContextShared = {},
): Promise<AppContext> {
  // One clock for the timed jobs (the TV refresh, alerts): tests move it instead of waiting.
  const clock: Clock = { now: () => new Date() };
  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const redis = config.redisUrl ? createRedis(config.redisUrl) : undefined;
  const sharedLog = pino({ level: config.logLevel }, process.stdout).child({
    area: 'shared-state',
  });
  // ioredis emits an error for every failed reconnect; what uses Redis logs its own degraded
  // mode once, and /api/ready reports it, so these stay at debug.
  redis?.on('error', (error: Error) => sharedLog.debug({ reason: error.message }, 'Redis error'));
  const library = {
    watchlist: watchlistRepository(database.db),
    ratings: ratingsRepository(database.db),
    comments: commentsRepository(database.db),
    searches: searchesRepository(database.db),
    watched: watchedRepository(database.db),
  };
  const activity = new TitleActivity({
    watchlistAdds: (since) => library.watchlist.activitySince(since),
    ratings: (since) => library.ratings.activitySince(since),
    comments: (since) => library.comments.activitySince(since),
  });
  const providers = createCatalogProviders(config, activity, {
    redis,
    redisKeyPrefix: config.redisKeyPrefix,
    // Through process.stdout; upstream logs carry redacted URLs, never a key.
    log: pino({ level: config.logLevel }, process.stdout).child({ area: 'upstream' }),
    ...(shared.loadSnapshot ? { loadSnapshot: shared.loadSnapshot } : {}),
  });
  // Rows on title ids the snapshot has renamed move to the current ids (migration 007).
  await database.migrate({
    movie: providers.data.renames('movie'),
    tv: providers.data.renames('tv'),
  });
  const mailOutbox = mailOutboxRepository(database.db);
  const mailer: Mailer = config.mail.smtpUrl
    ? new SmtpMailer(config.mail.smtpUrl, config.mail.from)
    : new OutboxMailer(
        mailOutbox,
        pino({ level: config.logLevel }, process.stdout).child({ area: 'mail' }),
      );
  const auth = await createAuthService(
    config,
    database,
    mailer,
    redis ? redisSecondaryStorage(redis, config.redisKeyPrefix, sharedLog) : undefined,
  );
  // Every per-client limit lives in Redis when there is one, so instances count together.
  const rateLimiter = rateLimiterFactory(redis, config.redisKeyPrefix, sharedLog);
  // Through process.stdout (not a raw fd) so tests can check that logs never hold a key.
  const aiLog = pino({ level: config.logLevel }, process.stdout).child({ area: 'ai' });
  // The assistant's only snapshot-built input: names to ids (live, the port's search backs it).
  const names = snapshotNameRecogniser(providers.data, reservedWords);
  const assistant = new AssistantService(
    new AssistantEngine(providers.catalog, providers.records, names),
    providers.catalog,
    createLanguageModel(config.ai),
    aiLog,
    { timeoutMs: config.ai.timeoutMs },
  );
  const overview = new OverviewService(
    assistant,
    providers.catalog,
    aiCacheRepository(database.db),
    rateLimiter('ai-rewrite', config.ai.rewritesPerMinute),
    aiLog,
  );
  // "in my watchlist" and "on my services" read the signed-in user's own rows.
  const savedServices = userServicesRepository(database.db);
  const episodeRows = episodesRepository(database.db);
  const chat = new ChatService(
    assistant,
    chatSessionsRepository(database.db),
    rateLimiter('chat', config.ai.chatMessagesPerMinute),
    async (userId) =>
      (await library.watchlist.list(userId)).map((e) => ({ type: e.type, id: e.titleId })),
    aiLog,
    defaultChatOptions,
    async (userId) => {
      const saved = await savedServices.find(userId);
      return saved ? { region: saved.region, ids: saved.services } : null;
    },
    // Built below with the episode services; asked only when a chat turn runs.
    (userId) => episodes.progress.forUser(userId),
    // "Have I seen …?" and what recommendations leave out (issue #45): the asker's own rows.
    (userId) => ({
      diary: async () =>
        (await library.watched.list(userId)).map((e) => ({
          type: e.type,
          id: e.titleId,
          date: e.date,
          rating: e.rating,
        })),
      progress: () => episodes.progress.forUser(userId),
      episodes: (showId) => episodeRows.watchedEpisodes(userId, showId),
    }),
    // Recommendations to a signed-in asker in the order of their taste (decision 083).
    (userId) => together.personal.ranking(userId),
    // Built below; asked only when a chat turn runs.
    (userId) => ageLimits.limitsOf(userId),
  );
  const picks = new PicksService(
    picksRepository(database.db),
    appMetaRepository(database.db),
    providers.catalog,
  );
  // A fresh install starts with a starter set; a failed seed is retried on the next start.
  await picks.seedStarterSet().catch((err: unknown) => {
    pino({ level: config.logLevel }).warn({ err }, "could not seed Uncle's Pick starter set");
  });
  const teaser = (details: TitleDetails) => overview.prepared(details);
  const libraryService = new LibraryService(library, providers.catalog);
  const watchedService = new WatchedService(library, libraryService);
  const episodes = episodeServices(
    database.db,
    providers.catalog,
    watchedService,
    libraryService,
    (userId) => auth.isActive(userId),
  );
  const watchServices = new WatchServicesService(
    providers.availability,
    savedServices,
    async (userId) =>
      (await library.watchlist.list(userId)).map((e) => ({ type: e.type, id: e.titleId })),
  );
  // Only a live catalogue has newer episodes to fetch: offline nothing runs.
  const tvRefresh = config.catalog.tmdb
    ? new TvRefreshService(
        tvRefreshRepository(database.db),
        appMetaRepository(database.db),
        providers.catalog,
        pino({ level: config.logLevel }, process.stdout).child({ area: 'tv-refresh' }),
        () => episodes.progress.forgetAired(),
        tvRefreshTimes(config.catalog.tvRefreshCheckMinutes),
        () => clock.now(),
      )
    : undefined;
  tvRefresh?.start();
  const alerts = createAlerts(config, {
    db: database.db,
    catalog: providers.catalog,
    availability: providers.availability,
    mailer,
    origin: publicOrigin(config),
    now: () => clock.now(),
  });
  // Not awaited: a store that is slow to answer must not hold up the server's start.
  void alerts.start();
  // Rating limits (issue 41): Watch together keeps them; the owner check asks the households.
  const ageLimits = new AgeLimitsService(
    ratingLimitsRepository(database.db),
    { get: (user, id) => together.households.get(user, id) },
    providers.catalog,
    rateLimiter('limits-pin', 5),
  );
  const together = togetherServices(
    database.db,
    providers.catalog,
    watchedService,
    watchServices,
    ageLimits,
    // The history is taste (issue #42): finished and dropped shows come from Up next.
    (userId) => episodes.progress.forUser(userId),
  );
  // An admin removing a user (issue #39): they leave their households, their feed goes.
  auth.onUserRemoved(async (userId) => {
    await together.households.forgetUser(userId);
    await episodes.calendar.forgetUser(userId);
  });
  const profiles = new ProfileService(
    together.households,
    householdsRepository(database.db),
    profilesRepository(database.db),
    ageLimits,
    auth.profiles,
  );
  // "Who's watching?": a session switched to a child's profile is answered as the profile.
  auth.profiles.activeProfile = (sessionId) => profiles.activeProfile(sessionId);
  const episodeImporter = new EpisodeImporter(providers.catalog, episodesRepository(database.db), {
    live: Boolean(config.catalog.tmdb),
    animeMap,
    offline: providers.episodes,
    seasonReads: config.catalog.importSeasonReads,
  });
  const importRepair = new ImportRepairService(
    providers.catalog,
    importReportsRepository(database.db),
    episodeImporter,
    new ImportedViewings(episodeImporter, importedViewsRepository(database.db)),
  );
  const providerModes = {
    catalog: providers.catalog.mode,
    ratings: providers.ratings.mode,
    streaming: providers.streaming.mode,
    ai: assistant.mode,
    mail: mailer.mode,
    cache: redis ? ('redis' as const) : ('memory' as const),
  };
  return {
    config,
    version: appVersion,
    publicOrigin: publicOrigin(config),
    limiters: {
      search: rateLimiter('search', config.rateLimits.searchPerMinute),
      comments: rateLimiter('comments', config.rateLimits.commentsPerMinute),
      importFiles: rateLimiter('import-files', config.rateLimits.importFilesPerMinute),
      importCommits: rateLimiter('import-commits', config.rateLimits.importCommitsPerMinute),
      stats: rateLimiter('stats', config.rateLimits.statsPerMinute),
      availability: rateLimiter('availability', config.rateLimits.availabilityPerMinute),
      newsletter: rateLimiter('newsletter', config.rateLimits.newsletterPerMinute),
      alertTests: rateLimiter('alert-tests', config.rateLimits.alertTestsPerMinute),
      householdJoins: rateLimiter('household-joins', config.rateLimits.householdJoinsPerMinute),
      householdActions: rateLimiter(
        'household-actions',
        config.rateLimits.householdActionsPerMinute,
      ),
    },
    snapshot: providers.data,
    services: {
      catalog: new CatalogService(providers.catalog),
      ratings: new RatingsService(providers.ratings),
      streaming: new StreamingService(providers.streaming),
      images: new ImageService(
        providers.images,
        rateLimiter('image-fetches', config.rateLimits.imageFetchesPerMinute),
      ),
      site: new SiteService(config, providers.catalog),
      health: new HealthService({
        version: appVersion,
        database,
        redis,
        modes: providerModes,
        mail: mailDelivery(config, mailer.mode),
      }),
      devOutbox: new DevOutboxService(
        mailOutbox,
        mailer.mode === 'outbox' && servesOnlyThisMachine(config),
      ),
      library: libraryService,
      watched: watchedService,
      stats: new StatsService(watchedService, libraryService, providers.catalog, episodes.history),
      imports: new ImportService(
        providers.catalog,
        libraryService,
        watchedService,
        importWritesRepository(database.db),
        episodeImporter,
        episodes.history,
        importRepair,
      ),
      importRepair,
      home: new HomeService(providers.catalog, () => picks.heroCandidates(), Math.random, teaser),
      titlePage: new TitlePageService(providers.catalog, providers.streaming, teaser),
      overview,
      assistant,
      chat,
      picks,
      newsletter: new NewsletterService(
        newsletterRepository(database.db),
        mailer,
        publicOrigin(config),
      ),
      ...together,
      ageLimits,
      profiles,
      ...episodes,
      watchServices,
      alerts: alerts.settings,
      alertJob: alerts.job,
      scrobble: createScrobble(config, database.db, providers.catalog, {
        episodes: episodes.episodes,
        watched: watchedService,
        library: libraryService,
      }),
    },
    database,
    redis,
    providerModes,
    mailer,
    answers: new AnswerStore(),
    auth,
    tvRefresh,
    alertJobs: alerts.jobs,
    clock,
  };
}

export async function disposeContext(ctx: AppContext): Promise<void> {
  await ctx.tvRefresh?.stop();
  await ctx.alertJobs.stop();
  ctx.mailer.close?.();
  await ctx.redis?.quit().catch(() => ctx.redis?.disconnect());
  await ctx.database.close();
}
