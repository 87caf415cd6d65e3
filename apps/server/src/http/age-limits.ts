import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { MediaType, RatingLimits } from '@unclewatch/core';

/** Whose limits a request is answered under: set for a limited viewer only. */
export interface LimitedViewer {
  name: string;
  limits: RatingLimits;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in viewer's rating limits when they have any (issue 41). */
    limitedViewer?: LimitedViewer;
  }
}

interface TitleRef {
  type: MediaType;
  id: number;
}

export interface AgeLimitDeps {
  /** The limits of the request's signed-in viewer, or null (signed out, or not limited). */
  viewerOf(request: FastifyRequest): Promise<LimitedViewer | null>;
  allowed(refs: readonly TitleRef[], limits: RatingLimits): Promise<boolean[]>;
  ratingOf(ref: TitleRef): Promise<string>;
}

const isKind = (v: unknown): v is MediaType => v === 'movie' || v === 'tv';
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** The title an answer's object names, in any of the API's shapes; undefined for none. */
export function titleRefOf(value: unknown): TitleRef | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const o = value as Record<string, unknown>;
  if (isKind(o.media_type) && isId(o.id)) return { type: o.media_type, id: o.id };
  if (isKind(o.type)) {
    const id = [o.titleId, o.tmdbId, o.id].find(isId);
    if (id !== undefined) return { type: o.type, id };
  }
  if (isId(o.showId) && o.type === undefined && o.media_type === undefined)
    return { type: 'tv', id: o.showId };
  return undefined;
}

/** Every title named inside an answer's arrays, and the hero of a page. */
function collect(value: unknown, out: TitleRef[], depth = 0): void {
  if (depth > 8 || !value || typeof value !== 'object') return;
  const items = Array.isArray(value) ? value : Object.values(value as object);
  for (const item of items) {
    const ref = titleRefOf(item);
    if (ref) out.push(ref);
    collect(item, out, depth + 1);
  }
}

const keyOf = (r: TitleRef) => `${r.type}:${r.id}`;

/** The answer without the titles not allowed: dropped from arrays, a page's hero set to null. */
function prune(value: unknown, allowed: Set<string>, depth = 0): unknown {
  if (depth > 8 || !value || typeof value !== 'object') return value;
  const ok = (item: unknown) => {
    const ref = titleRefOf(item);
    return !ref || allowed.has(keyOf(ref));
  };
  if (Array.isArray(value)) return value.filter(ok).map((item) => prune(item, allowed, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>))
    out[key] = prune(item, allowed, depth + 1);
  if ('hero' in out && !ok(out.hero)) {
    out.hero = null;
    if ('heroOverview' in out) out.heroOverview = null;
  }
  return out;
}

/** The title a route's address names (a title's page, details, season or episode page). */
function gatedRef(request: FastifyRequest): TitleRef | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const url = request.routeOptions.url ?? '';
  const params = (request.params ?? {}) as Record<string, unknown>;
  if (!/^\/api\/(tmdb|titles|me\/episodes|comments)\//.test(url)) return undefined;
  if (url.startsWith('/api/tmdb/person/')) return undefined;
  if (isKind(params.type) && isId(params.id)) return { type: params.type, id: params.id };
  if (/\/tv\/:id|\/episodes\/:id/.test(url) && isId(params.id))
    return { type: 'tv', id: params.id };
  return undefined;
}

export const notAvailableMessage = (name: string, rating: string) =>
  `Not available on ${name}'s profile${rating ? ` (rated ${rating}, above its limit)` : ''}`;

/**
 * Rating limits on the server, in one place every answer passes through (issue 41, decision
 * 068): a limited viewer is known from the first hook; their answers are never served from
 * or kept as shared prepared answers (public-answers.ts steps aside); a title's own page above
 * the limit is a 403; every title inside any other answer is checked and the ones above the
 * limit are left out. Registered before the prepared answers.
 */
export function registerAgeLimits(app: FastifyInstance, deps: AgeLimitDeps): void {
  app.addHook('onRequest', async (request) => {
    const url = request.url;
    // The API and the pages (a page's server render is a visitor's: none for a limited viewer).
    if (url.startsWith('/api/auth/') || url.startsWith('/assets/') || url.startsWith('/img/'))
      return;
    if (!request.headers.cookie && !request.headers.authorization) return;
    const viewer = await deps.viewerOf(request);
    if (viewer) request.limitedViewer = viewer;
  });

  app.addHook('preHandler', async (request, reply) => {
    const viewer = request.limitedViewer;
    if (!viewer) return;
    reply.header('cache-control', 'private, no-store');
    const ref = gatedRef(request);
    if (!ref) return;
    const [allowed] = await deps.allowed([ref], viewer.limits);
    if (allowed) return;
    const rating = await deps.ratingOf(ref);
    return reply.code(403).send({ error: notAvailableMessage(viewer.name, rating) });
  });

  app.addHook('preSerialization', async (request, _reply, payload) => {
    const viewer = request.limitedViewer;
    if (!viewer || !payload || typeof payload !== 'object') return payload;
    const refs: TitleRef[] = [];
    collect(payload, refs);
    const unique = [...new Map(refs.map((r) => [keyOf(r), r])).values()];
    if (unique.length === 0) return payload;
    const verdicts = await deps.allowed(unique, viewer.limits);
    const allowed = new Set(unique.filter((_, i) => verdicts[i]).map(keyOf));
    return prune(payload, allowed);
  });
}
