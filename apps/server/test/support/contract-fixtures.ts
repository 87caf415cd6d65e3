import type { Credits, PagedTitles, UnclePick } from '@unclewatch/core';

import type { Session } from './mail-session';

export type Role = 'visitor' | 'user' | 'admin';

/** Real ids and names taken from the running server's catalogue. */
export interface Sample {
  movie: { id: number; title: string; posterFile: string };
  tv: { id: number };
  personId: number;
  genreId: number;
  streamingId: string;
  /** A movie that is not yet one of Uncle's picks (the admin adds and removes it). */
  pickCandidate: number;
  /** The comment each signed-in role posted (filled in as the test runs). */
  commentIds: Partial<Record<Role, string>>;
  diaryEntryIds: Partial<Record<Role, string>>;
  /** The household each signed-in role made, its invite code and the role's user id. */
  households: Partial<Record<Role, { id: string; inviteCode: string; ownerId: string }>>;
  /** The contract user's calendar feed file (`<token>.ics`), once the test has asked for it. */
  calendarFeed?: string;
  /** The contract user's webhook token, and each role's inbox item (scrobbling, issue #43). */
  webhookToken?: string;
  inboxItems?: Partial<Record<Role, string>>;
  /** A show of each role's import report (the repair desk, decision 073). */
  repairEntries?: Partial<Record<Role, string>>;
}

async function get<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function sampleCatalogue(baseUrl: string): Promise<Sample> {
  const movies = await get<PagedTitles>(baseUrl, '/api/tmdb/trending?media_type=movie');
  const tv = await get<PagedTitles>(baseUrl, '/api/tmdb/trending?media_type=tv');
  const picks = await get<UnclePick[]>(baseUrl, '/api/recommend/all');
  const genres = await get<{ genres: { id: number }[] }>(baseUrl, '/api/tmdb/genre/movie');
  let personId: number | undefined;
  let streamingId: string | null = null;
  for (const movie of movies.results) {
    const credits = await get<Credits>(baseUrl, `/api/tmdb/movie/${movie.id}/credits`);
    personId ??= credits.cast[0]?.id;
    streamingId ??= (
      await get<{ id: string | null }>(baseUrl, `/api/watchmode/id?tmdbId=${movie.id}&type=movie`)
    ).id;
    if (personId && streamingId) break;
  }
  const movie = movies.results.find((m) => m.poster_path);
  const candidate = movies.results.find((m) => !picks.some((p) => p.tmdbId === m.id));
  if (!movie || !tv.results[0] || !personId || !streamingId || !candidate || !genres.genres[0])
    throw new Error('the catalogue lacks a title with a poster, cast and streaming sources');
  return {
    movie: { id: movie.id, title: movie.title ?? '', posterFile: movie.poster_path!.slice(1) },
    tv: { id: tv.results[0].id },
    personId,
    genreId: genres.genres[0].id,
    streamingId,
    pickCandidate: candidate.id,
    commentIds: {},
    diaryEntryIds: {},
    households: {},
  };
}

type Value = string | number;
type ValueOf = (sample: Sample, role: Role) => Value;

/**
 * A valid value for each parameter, by `path:name` or by name. A new route whose parameter is
 * missing here makes the contract test fail and name it.
 */
export const PARAMETER_VALUES: Record<string, ValueOf> = {
  type: () => 'movie',
  id: (s) => s.movie.id,
  '/api/tmdb/person/{id}:id': (s) => s.personId,
  '/api/tmdb/person/{id}/movies:id': (s) => s.personId,
  '/api/watchmode/sources/{id}:id': (s) => s.streamingId,
  // Breaking Bad: a show the committed episodes store has, season 1 of it.
  '/api/tmdb/tv/{id}/season/{n}:id': () => 1396,
  '/api/me/episodes/{id}/season/{n}:id': () => 1396,
  '/api/me/shows/{id}/status:id': () => 1396,
  '/api/me/progress/{id}:id': () => 1396,
  n: () => 1,
  '/api/recommend/{key}:key': (s) => `movie_${s.pickCandidate}`,
  commentId: (s, role) => s.commentIds[role] ?? 'no-comment-yet',
  entryId: (s, role) => s.diaryEntryIds[role] ?? 'no-entry-yet',
  householdId: (s, role) => s.households[role]?.id ?? 'no-household-yet',
  memberId: (s, role) => s.households[role]?.ownerId ?? 'no-member-yet',
  size: () => 'w185',
  file: (s) => s.movie.posterFile,
  '/api/calendar/{file}:file': (s) => s.calendarFeed ?? 'no-feed-yet-000000000000.ics',
  q: (s) => s.movie.title,
  genreId: (s) => s.genreId,
  '/api/omdb:title': (s) => s.movie.title,
  '/api/watchmode/id:tmdbId': (s) => s.movie.id,
  titles: (s) => `movie:${s.movie.id},tv:1396`,
  '/api/scrobble/{token}:token': (s) => s.webhookToken ?? 'x'.repeat(32),
  '/api/me/webhooks/unmatched/{id}:id': (s, role) => s.inboxItems?.[role] ?? 'su_none',
  '/api/me/import/repair/{entryId}:entryId': (s, role) => s.repairEntries?.[role] ?? 'ire_none',
};

/** Optional query parameters sent anyway: the route needs one of several (see its description). */
export const ALWAYS_SENT: Record<string, string[]> = {
  '/api/watchmode/id': ['tmdbId', 'type'],
};

/** Values that name nothing, for the routes that document 404. */
export const UNKNOWN_VALUES: Record<string, Value> = {
  id: 2_147_483_000,
  '/api/watchmode/sources/{id}:id': 'no-such-title',
  key: 'movie_2147483000',
  n: 9999,
  '/api/calendar/{file}:file': `${'x'.repeat(32)}.ics`,
  commentId: 'no-such-comment',
  entryId: 'no-such-entry',
  householdId: 'no-such-household',
  memberId: 'no-such-member',
  '/api/scrobble/{token}:token': 'y'.repeat(32),
  '/api/me/webhooks/unmatched/{id}:id': 'su_no_such_item',
  '/api/me/import/repair/{entryId}:entryId': 'ire_no_such_entry',
};

/** Values that break the parameter's rules, for the 400 answers. */
export const INVALID_VALUES: Record<string, Value> = {
  type: 'film',
  id: 'abc',
  '/api/watchmode/sources/{id}:id': 'not valid!',
  key: 'film_1',
  n: 'abc',
  commentId: 'not valid!',
  entryId: 'not valid!',
  householdId: 'not valid!',
  memberId: 'not valid!',
  '/api/me/webhooks/unmatched/{id}:id': 'not valid!',
  size: 'w1',
  file: 'x.exe',
};

const csv = `Date,Name,Year,Letterboxd URI,Rating\n2024-01-01,Heat,1995,https://boxd.it/x,4.5\n`;

/** A valid JSON body for each write route, by `METHOD path`. */
export const BODIES: Record<string, (sample: Sample, role: Role, attempt: number) => unknown> = {
  'PUT /api/me/ratings/{type}/{id}': () => ({ rating: 8 }),
  'PUT /api/me/services': () => ({ region: 'US', services: [8, 15] }),
  // Issue 41: no limits, so the contract's later calls stay unlimited.
  'PUT /api/me/limits': () => ({ maxMovie: null, maxTv: null, unrated: 'show' }),
  'PUT /api/households/{householdId}/members/{memberId}/limits': () => ({
    maxMovie: null,
    maxTv: null,
    unrated: 'show',
  }),
  'POST /api/households/{householdId}/profiles': () => ({
    name: 'Kid',
    limits: { maxMovie: null, maxTv: null, unrated: 'show' },
  }),
  'POST /api/me/profile/leave': () => ({ pin: '1234' }),
  'POST /api/me/watched/{type}/{id}': () => ({ date: '2024-01-01', rating: 8 }),
  'POST /api/me/episodes': () => ({ showId: 1396, season: 1, episode: 1 }),
  'PUT /api/me/episodes/rating': () => ({ showId: 1396, season: 1, episode: 1, rating: 8 }),
  'PUT /api/me/shows/{id}/status': () => ({ status: 'paused' }),
  'PUT /api/me/tv-settings': () => ({ countSpecials: true }),
  'PUT /api/me/webhooks': () => ({ threshold: 90 }),
  'POST /api/me/webhooks/unmatched/{id}': () => ({ type: 'tv', id: 1396 }),
  // Unmapping changes no viewing the other checks read.
  'POST /api/me/import/repair/{entryId}': () => ({ showId: null }),
  'POST /api/scrobble/{token}': () => ({ NotificationType: 'PlaybackStart', ItemType: 'Movie' }),
  'PUT /api/me/alerts': () => ({
    channels: [{ type: 'email' }],
    events: { newEpisode: true, onMyServices: false },
    digest: 'off',
  }),
  'POST /api/me/searches': (s) => ({ term: s.movie.title }),
  'POST /api/newsletter': (_s, role, n) => ({ email: `contract-${role}-${n}@example.com` }),
  'POST /api/comments/{type}/{id}': (_s, role, n) => ({
    comment: `Contract check by ${role} #${n}`,
  }),
  'POST /api/recommend/add': (s) => ({ id: s.pickCandidate, type: 'movie' }),
  'POST /api/ai/rewrite-overview': (_s, _role, n) => ({
    title: `A film the contract test made up ${n}`,
    overview: 'Two rivals circle each other through one long night in the city.',
    genre: 'Crime',
  }),
  'POST /api/chat': (_s, role) => ({
    message: 'something like Heat',
    sessionId: `contract-${role}`,
  }),
  'POST /api/me/import/preview': () => ({
    filename: 'ratings.csv',
    contentBase64: Buffer.from(csv).toString('base64'),
  }),
  'POST /api/me/import/commit': (s) => ({
    items: [{ type: 'movie', id: s.movie.id, rating: 7, watchlist: true }],
  }),
  'POST /api/households': (_s, role) => ({ name: `The ${role}s` }),
  // Joining one's own household again changes nothing and answers it.
  'POST /api/households/join': (s, role) => ({
    code: s.households[role]?.inviteCode ?? 'NOCODE00',
  }),
  'POST /api/households/{householdId}/pick': () => ({ maxRuntime: 200 }),
  'POST /api/households/{householdId}/watched': (s) => ({
    type: 'movie',
    id: s.movie.id,
    date: '2024-01-01',
  }),
};

/** An invalid body, for the write routes whose every field is optional (`{}` is valid there). */
export const INVALID_BODIES: Record<string, unknown> = {
  'POST /api/households/{householdId}/pick': { members: 'everyone' },
};

/**
 * Scrobbling (issue #43): each signed-in role gets a webhook address and one play in its inbox
 * (an episode of a show no catalogue knows), so the inbox's mapping route has an item to map.
 * Returns the user's token.
 */
export async function unmatchedPlays(
  baseUrl: string,
  sample: Sample,
  sessions: Record<'user' | 'admin', Session>,
): Promise<string> {
  sample.inboxItems = {};
  let userToken = '';
  for (const role of ['user', 'admin'] as const) {
    const session = sessions[role];
    const { token } = (await (await session.post('/api/me/webhooks', {})).json()) as {
      token: string;
    };
    if (role === 'user') userToken = token;
    const play = {
      event: 'media.scrobble',
      Account: { title: 'contract' },
      Metadata: { type: 'episode', grandparentTitle: 'No Such Show Qq', parentIndex: 1, index: 1 },
    };
    await fetch(`${baseUrl}/api/scrobble/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(play),
    });
    const inbox = (await (await session.fetch('/api/me/webhooks/unmatched')).json()) as {
      id: string;
    }[];
    sample.inboxItems[role] = inbox[0]?.id;
  }
  return userToken;
}

/**
 * The repair desk (decision 073): each signed-in role's import report holds one show that was
 * not found, so the mapping route has an entry to map.
 */
export async function importReports(
  sample: Sample,
  sessions: Record<'user' | 'admin', Session>,
): Promise<void> {
  sample.repairEntries = {};
  for (const role of ['user', 'admin'] as const) {
    const session = sessions[role];
    const episodes = [{ season: 1, episode: 1, watchedAt: '2021-01-01', rewatch: false }];
    await session.post('/api/me/import/commit', {
      items: [],
      skipped: [{ title: 'No Such Show Qq', episodeRows: 1, episodes, notFound: true }],
    });
    const report = (await (await session.fetch('/api/me/import/repair')).json()) as {
      entries: { id: string }[];
    };
    sample.repairEntries[role] = report.entries[0]?.id;
  }
}
