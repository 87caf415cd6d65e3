import type { Health } from '@unclewatch/core';

import type { AuthService } from './auth/index';
import type { SnapshotCatalog } from './catalog/index';
import type { Config } from './config';
import type { AnswerStore } from './http/answer-store';
import type { AppDatabase } from './db/database';
import type { MailOutboxRepository } from './db/repositories/mail-outbox';
import type { Redis } from './infra/redis';
import type { RateLimiter } from './http/rate-limiter';
import type { CatalogProvider } from './providers/catalog/index';
import type { ImageProvider } from './providers/images/index';
import type { Mailer } from './providers/mail/index';
import type { RatingsProvider } from './providers/ratings/index';
import type { StreamingProvider } from './providers/streaming/index';
import type { ChatService } from './services/chat-service';
import type { HomeService } from './services/home-service';
import type { ImportService } from './services/import/import-service';
import type { LibraryService } from './services/library-service';
import type { OverviewService } from './services/overview-service';
import type { PicksService } from './services/picks-service';
import type { TitlePageService } from './services/title-page-service';
import type { WatchedService } from './services/watched-service';
import type { StatsService } from './services/stats-service';

/** Everything routes need, built once in the composition root and passed down. */
export interface AppContext {
  config: Config;
  version: string;
  database: AppDatabase;
  /** Present when REDIS_URL is set. */
  redis: Redis | undefined;
  providerModes: Health['providers'];
  /** Per-client request limits shared by the routes that need them. */
  limiters: {
    search: RateLimiter;
    comments: RateLimiter;
    importFiles: RateLimiter;
    importCommits: RateLimiter;
    /** Image CDN trips per IP (disk-cache misses). */
    imageFetches: RateLimiter;
  };
  mailer: Mailer;
  /** The mails the outbox adapter keeps, read by the development outbox (routes/dev-outbox.ts). */
  mailOutbox: MailOutboxRepository;
  providers: {
    catalog: CatalogProvider;
    ratings: RatingsProvider;
    streaming: StreamingProvider;
    images: ImageProvider;
    /** The embedded snapshot (the fallback of live parts, the AI's and the importer's ground). */
    data: SnapshotCatalog;
  };
  services: {
    library: LibraryService;
    watched: WatchedService;
    stats: StatsService;
    imports: ImportService;
    home: HomeService;
    titlePage: TitlePageService;
    overview: OverviewService;
    chat: ChatService;
    picks: PicksService;
  };
  /** Public answers prepared once (serialised, compressed); see http/public-answers.ts. */
  answers: AnswerStore;
  /** Sessions, guards (requireUser, requireAdmin) and roles; see auth/index.ts. */
  auth: AuthService;
}
