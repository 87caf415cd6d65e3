import type { AlertChannelAdapter } from './index';
import { safePost, type OutboundPolicy } from './safe-post';

/** Header values are bytes: anything beyond ASCII goes as RFC 2047, which ntfy reads. */
const headerText = (text: string) =>
  /^[\x20-\x7e]*$/.test(text)
    ? text
    : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;

const TAGS: Record<string, string> = {
  newEpisode: 'tv',
  onMyServices: 'movie_camera',
  digest: 'newspaper',
  test: 'white_check_mark',
};

/** ntfy: a POST of the message to the topic's URL, with Title, Click and Tags headers. */
export function ntfyChannel(policy: OutboundPolicy): AlertChannelAdapter {
  return {
    async send(target, alert) {
      const base = target.url!;
      const url = target.topic ? `${base.replace(/\/+$/, '')}/${target.topic}` : base;
      const headers: Record<string, string> = {
        'content-type': 'text/plain; charset=utf-8',
        Title: headerText(alert.title),
        Tags: TAGS[alert.event] ?? 'bell',
      };
      if (alert.url) headers.Click = alert.url;
      if (target.token) headers.Authorization = `Bearer ${target.token}`;
      return safePost(url, headers, alert.message, policy);
    },
  };
}
