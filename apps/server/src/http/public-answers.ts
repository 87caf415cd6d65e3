import type { FastifyInstance, FastifyRequest } from 'fastify';

import type {} from './age-limits';
import type { AnswerStore } from './answer-store';
import {
  matchesEtag,
  pickEncoding,
  prepareBody,
  sendPrepared,
  type PreparedBody,
} from './prepared-body';

/**
 * How long a public answer is kept and what shared caches (a CDN) may do with it:
 * - `catalogue`: a title, a person, a search, the genres — fixed for a snapshot's life
 *   when every source is embedded, else refreshed like the live caches;
 * - `lists`: trending and discover, which follow the clock and our users' activity (both
 *   read at most once a minute);
 * - `curated`: Uncle's Pick, changed by an admin at any moment: a change drops it here
 *   (routes/picks.ts; other instances refresh within a minute), and browsers revalidate every
 *   time, so the change shows on the next load (a 304 while it has not changed);
 * - `home`: the home page, random per visit (spec §2): a few variants, each one kept a minute,
 *   one of them picked per request. Browsers revalidate every time (max-age=0), so a visitor
 *   gets a 304 when the pick lands on the variant they hold and a new hero otherwise.
 */
export type AnswerPolicyName = 'catalogue' | 'lists' | 'curated' | 'home';

export interface AnswerPolicy {
  ttlMs: number;
  cacheControl: string;
  variants: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Serve this GET route's 200 answers from prepared bodies (see public-answers.ts). */
    publicAnswer?: AnswerPolicyName;
    /**
     * True for a request whose answer is its user's own (e.g. `services=mine`): answered fresh,
     * `private, no-store`, never kept nor served from what another request kept.
     */
    personalAnswer?: (request: FastifyRequest) => boolean;
  }
}

const MINUTE = 60_000;
export const HOME_VARIANTS = 8;

export function answerPolicies(allEmbedded: boolean): Record<AnswerPolicyName, AnswerPolicy> {
  return {
    catalogue: allEmbedded
      ? {
          ttlMs: Number.POSITIVE_INFINITY,
          cacheControl: 'public, max-age=300, s-maxage=86400, stale-while-revalidate=86400',
          variants: 1,
        }
      : {
          ttlMs: 5 * MINUTE,
          cacheControl: 'public, max-age=60, s-maxage=300, stale-while-revalidate=3600',
          variants: 1,
        },
    lists: {
      ttlMs: MINUTE,
      cacheControl: 'public, max-age=60, s-maxage=60, stale-while-revalidate=600',
      variants: 1,
    },
    curated: {
      ttlMs: MINUTE,
      cacheControl: 'public, no-cache',
      variants: 1,
    },
    home: {
      ttlMs: MINUTE,
      cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
      variants: HOME_VARIANTS,
    },
  };
}

/**
 * The key of a public answer: the route and its input as validated — path parameters and the
 * query as the route's zod schema gives them back (unknown parameters dropped, defaults filled,
 * numbers as numbers). Parameters a route does not read never reach the key, so a flood of
 * made-up query strings finds one answer instead of filling the store with copies of it. A
 * route without a query schema reads no query. Keys start with the route's path, so a write
 * drops its answers by that prefix (AnswerStore.invalidate).
 */
export function answerKey(request: FastifyRequest): string {
  const { url, schema } = request.routeOptions;
  const query = schema?.querystring ? JSON.stringify(request.query) : '';
  return `${url ?? ''}?${JSON.stringify(request.params ?? {})}${query}`;
}

interface Pending {
  key: string;
  policy: AnswerPolicy;
  done(body: PreparedBody | undefined): void;
}

/**
 * Public GET answers computed once and served as prepared bytes: a hit is answered after
 * validation, before the handler (and after the route's rate limits), a miss runs the handler and
 * keeps its serialised 200 answer. Any other status is never kept. One request computes a
 * missing or expired answer; the others wait for it (missing) or get the stale one (expired).
 */
export function registerPublicAnswers(
  app: FastifyInstance,
  store: AnswerStore,
  policies: Record<AnswerPolicyName, AnswerPolicy>,
  random: () => number = Math.random,
): void {
  // Registered before the compression plugin, so its own onRoute hook sees `compress: false`.
  app.addHook('onRoute', (route) => {
    // Only a route that says so is served prepared (and cached publicly): never by its path.
    if (!route.config?.publicAnswer) return;
    // Prepared bodies come in their encodings already; GETs have no body to decompress.
    Object.assign(route, { compress: false, decompress: false });
  });

  const pending = new WeakMap<FastifyRequest, Pending>();
  const computing = new Map<string, Promise<PreparedBody | undefined>>();

  const finish = (request: FastifyRequest, body: PreparedBody | undefined) => {
    const miss = pending.get(request);
    if (!miss) return;
    pending.delete(request);
    computing.delete(miss.key);
    miss.done(body);
  };

  // After validation, so the key is the input the handler reads (answerKey), never the raw
  // address; the route's own rate limits (onRequest, preValidation) have run.
  app.addHook('preHandler', (request, reply, next) => {
    const name = request.routeOptions.config.publicAnswer;
    if (!name || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    // A viewer with rating limits (issue 41) is answered fresh, never from another's answer.
    if (request.limitedViewer || request.routeOptions.config.personalAnswer?.(request)) {
      reply.header('cache-control', 'private, no-store');
      return next();
    }
    const policy = policies[name];
    const variant = policy.variants > 1 ? `#${Math.floor(random() * policy.variants)}` : '';
    const key = `${answerKey(request)}${variant}`;
    const hit = store.get(key);
    const inFlight = computing.get(key);
    if (hit && (hit.fresh || inFlight)) {
      sendPrepared(request, reply, hit.body, policy.cacheControl);
      return;
    }
    if (inFlight) {
      inFlight.then((body) => {
        if (body) sendPrepared(request, reply, body, policy.cacheControl);
        else compute(request, key, policy, next);
      }, next);
      return;
    }
    compute(request, key, policy, next);
  });

  /** This request runs the handler; its answer is kept (onSend) and handed to the waiters. */
  function compute(request: FastifyRequest, key: string, policy: AnswerPolicy, next: () => void) {
    let done: Pending['done'] = () => {};
    computing.set(key, new Promise((resolve) => (done = resolve)));
    pending.set(request, { key, policy, done });
    next();
  }

  // Whatever ends a computing request (an error, a 404, a closed socket) releases the waiters.
  app.addHook('onResponse', (request, _reply, next) => {
    finish(request, undefined);
    next();
  });
  app.addHook('onRequestAbort', (request, next) => {
    finish(request, undefined);
    next();
  });

  app.addHook('onSend', (request, reply, payload, next) => {
    const miss = pending.get(request);
    if (!miss || reply.statusCode !== 200) return next(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return next(null, payload);
    const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    const body = prepareBody(payload, type);
    store.set(miss.key, body, miss.policy.ttlMs);
    finish(request, body);
    reply.header('etag', body.etag);
    reply.header('cache-control', miss.policy.cacheControl);
    reply.header('vary', 'accept-encoding');
    if (matchesEtag(request, body.etag)) {
      reply.code(304);
      return next(null, '');
    }
    const encoding = pickEncoding(request, body);
    if (!encoding) return next(null, body.identity);
    reply.header('content-encoding', encoding);
    next(null, encoding === 'br' ? body.br : body.gzip);
  });
}
