import crypto from 'node:crypto';

import type { AlertWebhookBody } from '@unclewatch/core';

import type { AlertChannelAdapter } from './index';
import { safePost, type OutboundPolicy } from './safe-post';

export const SIGNATURE_HEADER = 'X-UncleWatch-Signature';

/** `sha256=` and the hex HMAC-SHA256 of the exact body, keyed by the channel's secret. */
export const signatureOf = (secret: string, body: string) =>
  `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;

/** A webhook: the alert as JSON, signed so the receiver can check it came from us. */
export function webhookChannel(policy: OutboundPolicy): AlertChannelAdapter {
  return {
    async send(target, alert) {
      const payload: AlertWebhookBody = {
        event: alert.event,
        title: alert.title,
        message: alert.message,
        url: alert.url,
        items: alert.items,
        sentAt: alert.sentAt,
      };
      const body = JSON.stringify(payload);
      return safePost(
        target.url!,
        {
          'content-type': 'application/json',
          'user-agent': 'UncleWatch-Alerts',
          [SIGNATURE_HEADER]: signatureOf(target.secret ?? '', body),
          'X-UncleWatch-Event': alert.event,
          'X-UncleWatch-Delivery': alert.deliveryId,
        },
        body,
        policy,
      );
    },
  };
}
