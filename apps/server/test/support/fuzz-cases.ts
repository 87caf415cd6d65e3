// Bad requests across every route family of the API, generated from a seed so a failure can be
// replayed. Used by bench/fuzz.ts (10k+ against a spawned server) and by the API hardening
// test (a few hundred in-process). Pure: no I/O here.

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** mulberry32: small, fast, deterministic. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HUGE = 'x'.repeat(20_000);

/** Values of the wrong type, out of range, oversized or oddly encoded. */
const BAD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  HUGE,
  'Am\u00e9lie \u0905\u0928\u093e\u0930\u0915\u0932\u0940 \ud83c\udfac',
  '\u0000\u0001\u202e',
  '\ud800',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '${jndi:ldap://x}',
  [],
  ['a', 1],
  {},
  { $gt: '' },
  { __proto__: { admin: true } },
];

/** Path segments where an id, a type or a key belongs. */
const BAD_SEGMENTS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999999999999999',
  '%F0%9F%8E%AC',
  '%E0%A4%A',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  'NaN',
  'null',
  'x'.repeat(3000),
  '%27%20OR%201%3D1',
];

const BAD_QUERY_VALUES = [
  '',
  '-1',
  'abc',
  '1e309',
  '0',
  '100000',
  '%F0%9F%8E%AC',
  '%E0%A4%A',
  '%00',
  'x'.repeat(5000),
  '%27%22%3C%3E',
];

const GET_TEMPLATES = [
  '/api/tmdb/{seg}/{seg}',
  '/api/tmdb/movie/{seg}',
  '/api/tmdb/tv/{seg}/videos',
  '/api/tmdb/{seg}/550/credits',
  '/api/tmdb/movie/{seg}/similar?page={q}',
  '/api/tmdb/person/{seg}',
  '/api/tmdb/person/{seg}/movies',
  '/api/tmdb/search?q={q}&page={q}',
  '/api/tmdb/search?q={q}&q={q}',
  '/api/tmdb/trending?time={q}&media_type={q}&page={q}',
  '/api/tmdb/discover?page={q}',
  '/api/tmdb/discover/tv?page={q}&with_original_language={q}',
  '/api/tmdb/byGenre?genreId={q}&page={q}',
  '/api/titles/{seg}/{seg}',
  '/api/omdb?i={q}&t={q}',
  '/api/watchmode/id?tmdb_id={q}&type={q}',
  '/api/watchmode/sources/{seg}?region={q}',
  '/api/comments/{seg}/{seg}',
  '/api/me/watchlist/{seg}/{seg}',
  '/api/me',
  '/api/me/ratings',
  '/api/account/sign-in-options',
  '/api/recommend/all?x={q}',
  '/api/auth/get-session',
  '/api/auth/verify-email?token={q}&callbackURL={q}',
  '/api/{seg}',
  '/img/{seg}/{seg}',
  '/api/home?x={q}',
];

const BODY_TEMPLATES: { method: string; path: string; fields: string[] }[] = [
  {
    method: 'POST',
    path: '/api/ai/rewrite-overview',
    fields: ['title', 'overview', 'genre', 'type', 'year', 'id'],
  },
  { method: 'POST', path: '/api/chat', fields: ['message', 'sessionId'] },
  { method: 'POST', path: '/api/comments/{seg}/{seg}', fields: ['comment'] },
  { method: 'POST', path: '/api/comments/movie/550', fields: ['comment'] },
  { method: 'PUT', path: '/api/me/ratings/{seg}/{seg}', fields: ['rating'] },
  { method: 'PUT', path: '/api/me/ratings/movie/550', fields: ['rating'] },
  { method: 'POST', path: '/api/me/searches', fields: ['term'] },
  { method: 'PUT', path: '/api/me/watchlist/{seg}/{seg}', fields: [] },
  { method: 'DELETE', path: '/api/me/watchlist/{seg}/{seg}', fields: [] },
  { method: 'DELETE', path: '/api/comments/{seg}', fields: [] },
  {
    method: 'POST',
    path: '/api/recommend/add',
    fields: ['type', 'id', 'title', 'rating', 'year', 'poster'],
  },
  { method: 'DELETE', path: '/api/recommend/{seg}', fields: [] },
  { method: 'POST', path: '/api/auth/sign-in/email', fields: ['email', 'password'] },
  { method: 'POST', path: '/api/auth/sign-up/email', fields: ['email', 'password', 'name'] },
  { method: 'POST', path: '/api/auth/request-password-reset', fields: ['email', 'redirectTo'] },
  { method: 'POST', path: '/api/auth/reset-password', fields: ['token', 'newPassword'] },
  { method: 'POST', path: '/api/auth/two-factor/verify-totp', fields: ['code'] },
  { method: 'POST', path: '/api/auth/sign-in/social', fields: ['provider', 'callbackURL'] },
];

const BAD_AUTH_HEADERS: Record<string, string>[] = [
  {},
  { authorization: 'Bearer ' },
  { authorization: 'Bearer not-a-token' },
  { authorization: `Bearer ${'A'.repeat(4000)}` },
  { authorization: 'Basic dXNlcjpwYXNz' },
  { authorization: 'Bearer \u00e9\u00e8' },
  { cookie: 'better-auth.session_token=forged.signature' },
  { cookie: `better-auth.session_token=${'%'.repeat(200)}` },
  { cookie: '=; ;;=;' },
];

const BAD_RAW_BODIES: { contentType: string; body: string }[] = [
  { contentType: 'application/json', body: '{' },
  { contentType: 'application/json', body: '' },
  { contentType: 'application/json', body: 'null' },
  { contentType: 'application/json', body: '[1,2,3]' },
  { contentType: 'application/json', body: '"just a string"' },
  { contentType: 'application/json', body: '{"a":'.repeat(500) },
  { contentType: 'application/json', body: `{"title":"${'y'.repeat(200_000)}"}` },
  { contentType: 'text/plain', body: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=2' },
  { contentType: 'multipart/form-data; boundary=x', body: '--x\r\n\r\n--x--' },
  { contentType: 'application/json; charset=utf-16', body: '{}' },
  { contentType: 'application/xml', body: '<a/>' },
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function fill(template: string, random: () => number): string {
  return template
    .replace(/\{seg\}/g, () => pick(random, BAD_SEGMENTS))
    .replace(/\{q\}/g, () => pick(random, BAD_QUERY_VALUES));
}

function badBody(fields: string[], random: () => number): string {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const roll = random();
    if (roll < 0.25) continue; // missing field
    body[field] = pick(random, BAD_VALUES);
  }
  if (random() < 0.2) body[`extra_${Math.floor(random() * 100)}`] = pick(random, BAD_VALUES);
  return JSON.stringify(body);
}

/** One bad request; about a third are reads, the rest writes with bad bodies or raw garbage. */
export function fuzzRequest(random: () => number): FuzzRequest {
  const headers = { ...pick(random, BAD_AUTH_HEADERS) };
  const roll = random();
  if (roll < 0.35) {
    return {
      method: pick(random, ['GET', 'GET', 'HEAD']),
      path: fill(pick(random, GET_TEMPLATES), random),
      headers,
    };
  }
  const template = pick(random, BODY_TEMPLATES);
  const path = fill(template.path, random);
  if (roll < 0.85) {
    return {
      method: template.method,
      path,
      headers: { ...headers, 'content-type': 'application/json' },
      body: badBody(template.fields, random),
    };
  }
  const raw = pick(random, BAD_RAW_BODIES);
  return {
    method: template.method,
    path,
    headers: { ...headers, 'content-type': raw.contentType },
    body: raw.body,
  };
}

export function fuzzRequests(count: number, seed: number): FuzzRequest[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => fuzzRequest(random));
}

/** Sends one fuzz request; the status, or 0 when the connection failed. */
export async function sendFuzzRequest(baseUrl: string, request: FuzzRequest): Promise<number> {
  try {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}
