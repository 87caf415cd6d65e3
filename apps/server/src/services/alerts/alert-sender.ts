import crypto from 'node:crypto';

import type {
  AlertDeliveriesRepository,
  AlertDeliveryRow,
  AlertMessageRow,
} from '../../db/repositories/alerts/alert-deliveries-repository';
import type {
  AlertChannelRow,
  AlertSettingsRepository,
} from '../../db/repositories/alerts/alert-settings-repository';
import type { AlertSourcesRepository } from '../../db/repositories/alerts/alert-sources-repository';
import type {
  AlertChannelAdapters,
  ChannelTarget,
  OutgoingAlert,
} from '../../providers/alert-channels/index';

/** Tries per delivery; then it is shown as failed ("ntfy failed 3 times: 401"). */
export const MAX_ATTEMPTS = 3;
/** The wait after the first and the second failure. */
export const RETRY_AFTER_MS = [60_000, 10 * 60_000] as const;
/** A channel failing this long (every delivery since) is paused until tested or saved. */
export const PAUSE_AFTER_DAYS = 3;
/** A sender's hold on a delivery: longer than any request may take. */
const HOLD_MS = 5 * 60_000;
/** Deliveries taken per look; a run looks until none is due. */
const BATCH = 50;

export interface SendOutcome {
  ok: boolean;
  status: number;
  error: string | undefined;
}

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** An alert's items: a digest's are in its body (JSON), any other is its own one item. */
export function outgoingOf(message: AlertMessageRow, deliveryId: string, at: Date): OutgoingAlert {
  const items =
    message.event === 'digest'
      ? (JSON.parse(message.body) as OutgoingAlert['items'])
      : [{ event: message.event, title: message.title, message: message.body, url: message.link }];
  return {
    event: message.event as OutgoingAlert['event'],
    title: message.title,
    message:
      message.event === 'digest'
        ? items.map((i) => `• ${i.title}: ${i.message}`).join('\n')
        : message.body,
    url: message.event === 'digest' ? null : message.link,
    items,
    sentAt: at.toISOString(),
    deliveryId,
  };
}

/**
 * Sends the due deliveries (issue #44): each taken by one sender through its hold, sent to the
 * channel of the message's own user only, retried with back-off, then given up; a channel that
 * keeps failing for days is paused.
 */
export class AlertSender {
  constructor(
    private readonly deliveries: AlertDeliveriesRepository,
    private readonly settings: AlertSettingsRepository,
    private readonly sources: AlertSourcesRepository,
    private readonly adapters: AlertChannelAdapters,
    private readonly now: () => Date,
    /** Asks the job queue for a run when a retry falls due. */
    private readonly retryIn: (ms: number) => Promise<void>,
  ) {}

  /** One pending delivery per active channel of the message's user. */
  async queue(message: AlertMessageRow, channels: readonly AlertChannelRow[]): Promise<number> {
    const at = this.now().toISOString();
    const active = channels.filter((c) => c.user_id === message.user_id && !c.paused_at);
    await this.deliveries.addDeliveries(
      active.map((c) => ({
        id: crypto.randomUUID(),
        message_id: message.id,
        user_id: message.user_id,
        channel_id: c.id,
        channel_type: c.type,
        status: 'pending',
        attempts: 0,
        next_attempt_at: at,
        claimed_until: null,
        last_status: null,
        last_error: null,
        created_at: at,
        updated_at: at,
      })),
    );
    return active.length;
  }

  /** Sends every due delivery this instance can take; returns how many reached their channel. */
  async deliverDue(): Promise<number> {
    let sent = 0;
    const tried = new Set<string>();
    for (;;) {
      const due = (await this.deliveries.due(this.now().toISOString(), BATCH)).filter(
        (d) => !tried.has(d.id),
      );
      if (due.length === 0) return sent;
      for (const delivery of due) {
        tried.add(delivery.id);
        if (await this.deliver(delivery)) sent++;
      }
    }
  }

  /** Sends a message to one channel now (a test, or a delivery). */
  async sendTo(channel: AlertChannelRow, alert: OutgoingAlert): Promise<SendOutcome> {
    const target: ChannelTarget = {
      type: channel.type,
      url: channel.url,
      token: channel.token,
      topic: channel.topic,
      secret: channel.secret,
      email: channel.type === 'email' ? await this.sources.email(channel.user_id) : undefined,
    };
    try {
      const { status } = await this.adapters[channel.type].send(target, alert);
      const ok = status >= 200 && status < 300;
      return { ok, status, error: ok ? undefined : `HTTP ${status}` };
    } catch (err) {
      return { ok: false, status: 0, error: reasonOf(err) };
    }
  }

  private async deliver(delivery: AlertDeliveryRow): Promise<boolean> {
    const now = this.now();
    const until = new Date(now.getTime() + HOLD_MS).toISOString();
    if (!(await this.deliveries.claim(delivery, now.toISOString(), until))) return false;
    const attempts = delivery.attempts + 1;
    const message = await this.deliveries.message(delivery.message_id);
    // Only a channel of the message's own user: never one user's alert to another's channel.
    const channel =
      message && message.user_id === delivery.user_id
        ? (await this.settings.channelsOf(message.user_id)).find(
            (c) => c.id === delivery.channel_id,
          )
        : undefined;
    if (!message || !channel || channel.paused_at) {
      await this.finish(delivery.id, 'failed', 0, channel ? 'paused' : 'removed');
      return false;
    }
    const outcome = await this.sendTo(channel, outgoingOf(message, delivery.id, now));
    const at = this.now().toISOString();
    if (outcome.ok) {
      await this.finish(delivery.id, 'sent', outcome.status, null);
      if (channel.failing_since) await this.settings.channelSucceeded(channel.id);
      return true;
    }
    const pauseBefore = new Date(now.getTime() - PAUSE_AFTER_DAYS * 86_400_000).toISOString();
    await this.settings.channelFailed(channel.id, at, pauseBefore);
    const error = outcome.status ? String(outcome.status) : (outcome.error ?? 'no answer');
    if (attempts >= MAX_ATTEMPTS) {
      await this.finish(delivery.id, 'failed', outcome.status, error);
    } else {
      const wait = RETRY_AFTER_MS[attempts - 1] ?? RETRY_AFTER_MS.at(-1)!;
      await this.finish(delivery.id, 'pending', outcome.status, error, wait);
      await this.retryIn(wait).catch(() => undefined);
    }
    return false;
  }

  private finish(
    id: string,
    status: AlertDeliveryRow['status'],
    lastStatus: number,
    error: string | null,
    waitMs = 0,
  ): Promise<void> {
    const now = this.now();
    return this.deliveries.finish(
      id,
      {
        status,
        next_attempt_at: new Date(now.getTime() + waitMs).toISOString(),
        last_status: lastStatus || null,
        last_error: error,
      },
      now.toISOString(),
    );
  }
}
