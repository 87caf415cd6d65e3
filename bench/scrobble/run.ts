// The scrobbling bench (issue #43): the evaluation at 2,000 cases (right / wrong / inbox), then
// a burst of 1,000 progress events (Jellyfin PlaybackProgress, 20 at a time) while /api/health
// is asked every 50 ms: the burst's time and health's worst answer.
import type { WebhookAddress } from '@unclewatch/core';

import { encode, jellyfin } from '../../apps/server/test/support/scrobble-payloads';
import { bearer } from '../hostile-uploads';
import { startServer } from '../support';
import { makeScrobbleCases } from './cases';
import { scoreScrobbles } from './score';

export async function benchScrobble(options: { cases?: number; burst?: number } = {}) {
  const cases = await makeScrobbleCases(options.cases ?? 2000);
  const app = await startServer({ AUTH_RATE_LIMIT: 'off' });
  try {
    const token = await bearer(app.url);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const made = (await (
      await fetch(`${app.url}/api/me/webhooks`, { method: 'POST', headers, body: '{}' })
    ).json()) as WebhookAddress;
    await fetch(`${app.url}/api/me/webhooks`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ usernames: ['alice'] }),
    });
    const url = `${app.url}${new URL(made.url).pathname}`;
    const evaluation = await scoreScrobbles(url, cases);

    const count = options.burst ?? 1000;
    const health: number[] = [];
    let running = true;
    const poll = (async () => {
      while (running) {
        const started = performance.now();
        await fetch(`${app.url}/api/health`).then((r) => r.arrayBuffer());
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const started = performance.now();
    const statuses = new Map<number, number>();
    for (let i = 0; i < count; i += 20) {
      await Promise.all(
        Array.from({ length: Math.min(20, count - i) }, async (_, k) => {
          const payload = jellyfin(
            'PlaybackProgress',
            {
              kind: 'episode',
              show: 'Breaking Bad',
              season: 1,
              episode: 1 + ((i + k) % 7),
              tmdb: 62085,
            },
            { percent: (i + k) % 90 },
          );
          const { body, type } = encode(payload, 'text');
          const answer = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': type },
            body: new Uint8Array(body),
          });
          await answer.arrayBuffer();
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        }),
      );
    }
    const burstMs = Math.round(performance.now() - started);
    running = false;
    await poll;
    const sorted = [...health].sort((a, b) => a - b);
    return {
      evaluation: { ...evaluation, byKind: evaluation.byKind },
      burst: {
        events: count,
        ms: burstMs,
        statuses: Object.fromEntries(statuses),
        healthSamples: sorted.length,
        healthP50Ms: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
        healthMaxMs: Math.round(sorted.at(-1) ?? 0),
      },
    };
  } finally {
    await app.stop();
  }
}
