import crypto from 'node:crypto';

import type { AlertJobResponse } from '@unclewatch/core';

import type { AppMetaRepository } from '../../db/repositories/app-meta';
import type {
  AlertDeliveriesRepository,
  AlertMessageRow,
} from '../../db/repositories/alerts/alert-deliveries-repository';
import type {
  AlertSettingsRepository,
  Subscriber,
} from '../../db/repositories/alerts/alert-settings-repository';
import type { AlertSourcesRepository } from '../../db/repositories/alerts/alert-sources-repository';
import type { AvailabilityProvider } from '../../providers/availability/index';
import type { CatalogProvider } from '../../providers/catalog/index';
import type { AlertSender } from './alert-sender';
import type { Finding } from './findings';
import { lastDigestTime, localDay } from './local-time';
import { newEpisodeFindings, showReader } from './new-episodes';
import { availabilityReader, onMyServicesFindings } from './on-my-services';

/** app_meta keys: the availability look is once a UTC day, `alerts-availability:YYYY-MM-DD`. */
const AVAILABILITY_CLAIM = 'alerts-availability:';

export interface AlertJobLog {
  warn(details: object, message: string): void;
}

interface RunCounts {
  sent: number;
  skipped: number;
}

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The alerts job (issue #44): finds what is new for each person with a channel (new episodes
 * every run, their services once a day), enters each alert in the ledger (at most once, ever),
 * holds them for a digest or queues one delivery per channel, sends due digests, then sends
 * every due delivery. Safe to run on several instances at once: the database decides.
 */
export class AlertJob {
  constructor(
    private readonly settings: AlertSettingsRepository,
    private readonly deliveries: AlertDeliveriesRepository,
    private readonly sources: AlertSourcesRepository,
    private readonly meta: AppMetaRepository,
    private readonly catalog: CatalogProvider,
    private readonly availability: AvailabilityProvider,
    private readonly sender: AlertSender,
    private readonly origin: string,
    private readonly now: () => Date,
    private readonly log: AlertJobLog,
  ) {}

  async run(): Promise<AlertJobResponse> {
    const now = this.now();
    const counts: RunCounts = { sent: 0, skipped: 0 };
    const subscribers = await this.settings.subscribers();
    const lookAtServices =
      this.availability.mode === 'live' &&
      subscribers.some((s) => s.settings.on_my_services === 1) &&
      (await this.claimAvailabilityDay(now));
    const readShow = showReader(this.catalog);
    const readAvailability = availabilityReader(this.availability);
    for (const subscriber of subscribers) {
      try {
        const findings: Finding[] = [];
        const { settings } = subscriber;
        if (
          settings.new_episode === 1 &&
          this.catalog.mode === 'live' &&
          settings.new_episode_since
        )
          findings.push(
            ...(await newEpisodeFindings(await this.sources.shows(settings.user_id), readShow, {
              today: localDay(now, settings.time_zone),
              since: localDay(new Date(settings.new_episode_since), settings.time_zone),
              now,
              origin: this.origin,
            })),
          );
        let remember = async () => {};
        if (settings.on_my_services === 1 && lookAtServices) {
          const found = await onMyServicesFindings(
            settings.user_id,
            this.sources,
            readAvailability,
            this.origin,
            now.toISOString(),
          );
          findings.push(...found.findings);
          remember = found.remember;
        }
        for (const finding of findings) await this.record(subscriber, finding, now, counts);
        await remember();
        await this.sendDigest(subscriber, now);
      } catch (err) {
        this.log.warn({ reason: reasonOf(err) }, 'alerts job: a person was skipped');
      }
    }
    counts.sent += await this.sender.deliverDue();
    return counts;
  }

  private async claimAvailabilityDay(now: Date): Promise<boolean> {
    const key = `${AVAILABILITY_CLAIM}${now.toISOString().slice(0, 10)}`;
    const won = await this.meta.claim(key, `${now.toISOString()} ${crypto.randomUUID()}`);
    if (won) await this.meta.removeBefore(AVAILABILITY_CLAIM, key);
    return won;
  }

  /** Enters a finding's new items in the ledger; held for the digest or queued per channel. */
  private async record(
    { settings, channels }: Subscriber,
    finding: Finding,
    now: Date,
    counts: RunCounts,
  ): Promise<void> {
    const known = await this.deliveries.known(settings.user_id, finding.items);
    const fresh = finding.items.filter(
      (i) => !known.has(`${i.event}:${i.titleType}:${i.titleId}:${i.itemKey}`),
    );
    if (fresh.length === 0) {
      counts.skipped++;
      return;
    }
    const text = finding.describe(fresh);
    const message: AlertMessageRow = {
      id: crypto.randomUUID(),
      user_id: settings.user_id,
      event: finding.event,
      title: text.title,
      body: text.message,
      link: text.url,
      state: settings.digest === 'daily' ? 'held' : 'ready',
      created_at: now.toISOString(),
    };
    const entered = await this.deliveries.record(message, fresh);
    if (entered.length === 0 || message.state === 'held') {
      counts.skipped++;
      return;
    }
    if ((await this.sender.queue(message, channels)) === 0) counts.skipped++;
  }

  /** A due digest: the held alerts from before the last digest hour, in one message. */
  private async sendDigest({ settings, channels }: Subscriber, now: Date): Promise<void> {
    if (settings.digest !== 'daily' || settings.digest_hour === null) {
      for (const message of await this.deliveries.release(settings.user_id))
        await this.sender.queue({ ...message, state: 'ready' }, channels);
      return;
    }
    const due = lastDigestTime(now, settings.digest_hour, settings.time_zone).toISOString();
    const held = await this.deliveries.held(settings.user_id, due);
    if (held.length === 0) return;
    const items = held.map((m) => ({
      event: m.event,
      title: m.title,
      message: m.body,
      url: m.link,
    }));
    const digest: AlertMessageRow = {
      id: crypto.randomUUID(),
      user_id: settings.user_id,
      event: 'digest',
      title: `UncleWatch: ${held.length} ${held.length === 1 ? 'alert' : 'alerts'} today`,
      body: JSON.stringify(items),
      link: null,
      state: 'ready',
      created_at: now.toISOString(),
    };
    // One digest per digest hour, whichever instance gets there first.
    const entered = await this.deliveries.record(digest, [
      { event: 'digest', titleType: 'digest', titleId: 0, itemKey: due },
    ]);
    if (entered.length === 0) return;
    await this.deliveries.markDigested(held.map((m) => m.id));
    await this.sender.queue(digest, channels);
  }
}
