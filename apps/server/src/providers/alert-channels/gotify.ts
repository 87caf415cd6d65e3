import type { AlertChannelAdapter } from './index';
import { safePost, type OutboundPolicy } from './safe-post';

/** Gotify: `POST {url}/message` with the application's token, the click URL in its extras. */
export function gotifyChannel(policy: OutboundPolicy): AlertChannelAdapter {
  return {
    async send(target, alert) {
      const body = {
        title: alert.title,
        message: alert.message,
        priority: 5,
        ...(alert.url ? { extras: { 'client::notification': { click: { url: alert.url } } } } : {}),
      };
      return safePost(
        `${target.url!.replace(/\/+$/, '')}/message`,
        { 'content-type': 'application/json', 'X-Gotify-Key': target.token ?? '' },
        JSON.stringify(body),
        policy,
      );
    },
  };
}
