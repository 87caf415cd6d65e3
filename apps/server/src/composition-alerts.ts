import crypto from 'node:crypto';

import pino from 'pino';
import type { Kysely } from 'kysely';

import type { Config } from './config';
import type { Database } from './db/schema';
import { appMetaRepository } from './db/repositories/app-meta';
import { alertDeliveriesRepository } from './db/repositories/alerts/alert-deliveries-repository';
import { alertSettingsRepository } from './db/repositories/alerts/alert-settings-repository';
import { alertSourcesRepository } from './db/repositories/alerts/alert-sources-repository';
import type { AlertChannelAdapters } from './providers/alert-channels/index';
import { appriseChannel } from './providers/alert-channels/apprise';
import { emailChannel } from './providers/alert-channels/email';
import { gotifyChannel } from './providers/alert-channels/gotify';
import { ntfyChannel } from './providers/alert-channels/ntfy';
import { webhookChannel } from './providers/alert-channels/webhook';
import type { OutboundPolicy } from './providers/alert-channels/safe-post';
import type { AvailabilityProvider } from './providers/availability/index';
import type { CatalogProvider } from './providers/catalog/index';
import type { JobQueue } from './providers/jobs/index';
import { BullMqJobs } from './providers/jobs/bullmq-jobs';
import { InProcessJobs } from './providers/jobs/in-process-jobs';
import type { Mailer } from './providers/mail/index';
import { AlertJob } from './services/alerts/alert-job';
import { AlertSender } from './services/alerts/alert-sender';
import { AlertSettingsService } from './services/alerts/alert-settings-service';

/** What the composition root hands the alerts (issue #44). */
export interface AlertsDeps {
  db: Kysely<Database>;
  catalog: CatalogProvider;
  availability: AvailabilityProvider;
  mailer: Mailer;
  origin: string;
  now: () => Date;
}

/** The job queue: BullMQ over Redis, else over PostgreSQL, else in-process timers. */
function jobQueue(config: Config, db: Kysely<Database>, log: pino.Logger): JobQueue {
  if (config.redisUrl)
    return new BullMqJobs(
      { mode: 'redis', url: config.redisUrl, prefix: config.redisKeyPrefix },
      log,
    );
  if (config.databaseUrl)
    return new BullMqJobs(
      { mode: 'postgres', url: config.databaseUrl, prefix: config.redisKeyPrefix },
      log,
    );
  const meta = appMetaRepository(db);
  return new InProcessJobs(async (hour) => {
    const key = `alerts-hour:${hour}`;
    const won = await meta.claim(key, `${new Date().toISOString()} ${crypto.randomUUID()}`);
    if (won) await meta.removeBefore('alerts-hour:', key);
    return won;
  }, log);
}

/** The alert channels, the settings, the job and its queue, chosen once from config. */
export function createAlerts(config: Config, deps: AlertsDeps) {
  const log = pino({ level: config.logLevel }, process.stdout).child({ area: 'alerts' });
  const policy: OutboundPolicy = {
    allowPrivate: config.alerts.allowPrivateUrls,
    timeoutMs: config.alerts.timeoutMs,
  };
  const adapters: AlertChannelAdapters = {
    ntfy: ntfyChannel(policy),
    gotify: gotifyChannel(policy),
    webhook: webhookChannel(policy),
    email: emailChannel(deps.mailer),
    apprise: appriseChannel(policy),
  };
  const jobs = jobQueue(config, deps.db, log);
  const settingsRepo = alertSettingsRepository(deps.db);
  const deliveries = alertDeliveriesRepository(deps.db);
  const sources = alertSourcesRepository(deps.db);
  const sender = new AlertSender(deliveries, settingsRepo, sources, adapters, deps.now, (ms) =>
    jobs.runAfter(ms),
  );
  const job = new AlertJob(
    settingsRepo,
    deliveries,
    sources,
    appMetaRepository(deps.db),
    deps.catalog,
    deps.availability,
    sender,
    deps.origin,
    deps.now,
    log,
  );
  const settings = new AlertSettingsService(
    settingsRepo,
    deliveries,
    sender,
    {
      catalog: deps.catalog.mode,
      availability: deps.availability.mode,
      episodesAsOf: deps.catalog.episodesAsOf,
      allowPrivateUrls: config.alerts.allowPrivateUrls,
      origin: deps.origin,
    },
    deps.now,
  );
  return {
    settings,
    job,
    jobs,
    /** Starts the hourly runs (unless ALERTS_SCHEDULE=off); a failure to start is logged. */
    async start() {
      if (!config.alerts.schedule) return;
      await jobs
        .start(() => job.run())
        .catch((err: unknown) => {
          log.warn(
            { reason: err instanceof Error ? err.message : String(err) },
            'alerts job not scheduled',
          );
        });
    },
  };
}
