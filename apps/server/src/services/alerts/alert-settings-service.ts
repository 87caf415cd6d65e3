import crypto from 'node:crypto';

import type {
  AlertChannel,
  AlertChannelInput,
  AlertSettings,
  AlertSettingsBody,
  AlertTestResponse,
} from '@unclewatch/core';

import type { AlertDeliveriesRepository } from '../../db/repositories/alerts/alert-deliveries-repository';
import type {
  AlertChannelRow,
  AlertSettingsRepository,
} from '../../db/repositories/alerts/alert-settings-repository';
import { refusalOf } from '../../providers/alert-channels/safe-post';
import { DomainError } from '../../domain/domain-error';
import type { AlertSender } from './alert-sender';
import { PAUSE_AFTER_DAYS } from './alert-sender';
import { alertNotes, deliveryView, type AlertModes } from './alert-views';

const RECENT_DELIVERIES = 20;

const newSecret = () => `whsec_${crypto.randomBytes(24).toString('base64url')}`;

const sameTarget = (row: AlertChannelRow, input: AlertChannelInput) =>
  row.type === input.type &&
  (row.url ?? undefined) === input.url &&
  (row.topic ?? undefined) === input.topic;

/**
 * A person's alert settings (issue #44): their channels (a webhook's secret shown once, tokens
 * never shown again), events, digest and time zone; a test to each channel; the last deliveries.
 */
export class AlertSettingsService {
  constructor(
    private readonly settings: AlertSettingsRepository,
    private readonly deliveries: AlertDeliveriesRepository,
    private readonly sender: AlertSender,
    private readonly modes: AlertModes,
    private readonly now: () => Date,
  ) {}

  async get(userId: string, secrets = new Map<string, string>()): Promise<AlertSettings> {
    const found = await this.settings.find(userId);
    const channels = found?.channels ?? [];
    const recent = await this.deliveries.recent(userId, RECENT_DELIVERIES);
    return {
      channels: channels.map((c) => this.channelView(c, secrets.get(c.id))),
      events: {
        newEpisode: found?.settings.new_episode === 1,
        onMyServices: found?.settings.on_my_services === 1,
      },
      digest: found?.settings.digest ?? 'off',
      ...(found?.settings.digest_hour != null ? { digestHour: found.settings.digest_hour } : {}),
      timeZone: found?.settings.time_zone ?? 'UTC',
      deliveries: recent.map(deliveryView),
      notes: alertNotes(this.modes),
    };
  }

  async save(userId: string, body: AlertSettingsBody): Promise<AlertSettings> {
    const now = this.now().toISOString();
    const existing = await this.settings.find(userId);
    const unmatched = [...(existing?.channels ?? [])];
    const secrets = new Map<string, string>();
    const rows = body.channels.map((input, position): AlertChannelRow => {
      const refused = input.url
        ? refusalOf(new URL(input.url), this.modes.allowPrivateUrls)
        : undefined;
      if (refused)
        throw new DomainError('invalid', `Invalid channel ${position + 1}: ${refused}`, {
          details: [{ path: `channels.${position}.url`, message: refused }],
        });
      const at = unmatched.findIndex((c) => (input.id ? c.id === input.id : sameTarget(c, input)));
      const kept = at >= 0 ? unmatched.splice(at, 1)[0] : undefined;
      const changed =
        !kept || !sameTarget(kept, input) || (input.token && input.token !== kept.token);
      const token = input.token ?? (kept && kept.type === input.type ? kept.token : null);
      if (input.type === 'gotify' && !token)
        throw new DomainError('invalid', `Invalid channel ${position + 1}: gotify needs a token`, {
          details: [{ path: `channels.${position}.token`, message: 'is required for gotify' }],
        });
      const id = kept?.id ?? crypto.randomUUID();
      const secret =
        input.type !== 'webhook'
          ? null
          : kept?.type === 'webhook' && kept.secret
            ? kept.secret
            : newSecret();
      if (secret && secret !== kept?.secret) secrets.set(id, secret);
      return {
        id,
        user_id: userId,
        position,
        type: input.type,
        url: input.url ?? null,
        token,
        topic: input.topic ?? null,
        secret,
        // A channel saved with a new address or token starts afresh; else it keeps its state.
        failing_since: changed ? null : (kept?.failing_since ?? null),
        paused_at: changed ? null : (kept?.paused_at ?? null),
        created_at: kept?.created_at ?? now,
      };
    });
    const wasOn = existing?.settings.new_episode === 1;
    await this.settings.save(
      {
        user_id: userId,
        new_episode: body.events.newEpisode ? 1 : 0,
        on_my_services: body.events.onMyServices ? 1 : 0,
        digest: body.digest,
        digest_hour: body.digestHour ?? null,
        time_zone: body.timeZone ?? existing?.settings.time_zone ?? 'UTC',
        // Episodes aired before new-episode alerts were turned on are never announced.
        new_episode_since: !body.events.newEpisode
          ? null
          : wasOn
            ? (existing?.settings.new_episode_since ?? now)
            : now,
        updated_at: now,
      },
      rows,
    );
    return this.get(userId, secrets);
  }

  /** A test alert to each channel now (paused ones too: a success resumes one). */
  async test(userId: string): Promise<AlertTestResponse> {
    const channels = await this.settings.channelsOf(userId);
    const at = this.now();
    const results = [];
    for (const channel of channels) {
      const outcome = await this.sender.sendTo(channel, {
        event: 'test',
        title: 'UncleWatch test alert',
        message: 'Alerts reach this channel. You will hear about new episodes here.',
        url: this.modes.origin,
        items: [
          {
            event: 'test',
            title: 'UncleWatch test alert',
            message: 'Alerts reach this channel.',
            url: this.modes.origin,
          },
        ],
        sentAt: at.toISOString(),
        deliveryId: `test-${crypto.randomUUID()}`,
      });
      if (outcome.ok && (channel.failing_since || channel.paused_at))
        await this.settings.channelSucceeded(channel.id);
      results.push({
        type: channel.type,
        ok: outcome.ok,
        status: outcome.status,
        ...(outcome.ok || !outcome.error ? {} : { error: outcome.error }),
      });
    }
    return { results };
  }

  private channelView(row: AlertChannelRow, secret: string | undefined): AlertChannel {
    const day = (iso: string) => iso.slice(0, 10);
    const notice = row.paused_at
      ? `Paused on ${day(row.paused_at)}: it has failed since ${day(row.failing_since ?? row.paused_at)}. Send a test or save it again to resume.`
      : row.failing_since
        ? `Failing since ${day(row.failing_since)}; after ${PAUSE_AFTER_DAYS} days of failures it is paused.`
        : null;
    return {
      id: row.id,
      type: row.type,
      ...(row.url ? { url: row.url } : {}),
      ...(row.topic ? { topic: row.topic } : {}),
      hasToken: row.token !== null,
      ...(secret ? { secret } : {}),
      pausedAt: row.paused_at,
      notice,
    };
  }
}
