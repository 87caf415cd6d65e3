import type { AlertChannelAdapter } from './index';
import { safePost, type OutboundPolicy } from './safe-post';

/**
 * Apprise API: a JSON POST to the URL given (`/notify/{key}` for a saved configuration, or
 * `/notify` with the Apprise URLs as the channel's token).
 */
export function appriseChannel(policy: OutboundPolicy): AlertChannelAdapter {
  return {
    async send(target, alert) {
      const body = {
        title: alert.title,
        body: alert.url ? `${alert.message}\n${alert.url}` : alert.message,
        type: 'info',
        format: 'text',
        ...(target.token ? { urls: target.token } : {}),
      };
      return safePost(
        target.url!,
        { 'content-type': 'application/json' },
        JSON.stringify(body),
        policy,
      );
    },
  };
}
