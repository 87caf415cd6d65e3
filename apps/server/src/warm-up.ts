import type { FastifyInstance } from 'fastify';

import type { AppContext } from './context';

/**
 * Searches of each kind the embedded search handles — a common word, several words, a typo, a
 * prefix, a name, an operator, an id — run once at start-up, so the first visitors' searches do
 * not pay for compiling that code (tens of ms each on a fresh process, against ~1 ms warm).
 */
const WARM_UP_QUERIES = [
  'the',
  'the night',
  'nigth',
  'star',
  'john',
  'love year:2000',
  'imdb:tt0000001',
];

/**
 * Warms the search path of the embedded catalogue before the server listens: each query
 * through the catalogue service, and one through the HTTP route (validation, serialising,
 * compression), from an address of its own so no client's rate limit is spent. A live
 * catalogue is left alone (each search would be a call upstream). Never throws.
 */
export async function warmUpSearch(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (ctx.providerModes.catalog !== 'embedded') return;
  for (const query of WARM_UP_QUERIES) {
    await ctx.services.catalog.search(query, 1).catch(() => undefined);
  }
  await app
    .inject({
      url: `/api/tmdb/search?q=${WARM_UP_QUERIES[0]}`,
      remoteAddress: '192.0.2.1',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    .catch(() => undefined);
}
