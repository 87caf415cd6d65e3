import { foldText, type MediaType, type SeasonDetails, type TitleSummary } from '@unclewatch/core';

import {
  defaultSnapshotPath,
  EpisodeStore,
  mediaTypeOf,
  type SnapshotCatalog,
} from '../../src/snapshot/index';
import { EmbeddedCatalog } from '../../src/providers/catalog/embedded/embedded-catalog';
import { EmbeddedRatings } from '../../src/providers/ratings/embedded-ratings';
import { startFakeUpstream, type FakeAnswer, type FakeUpstream } from './fake-upstream-server';
import { sharedSnapshot } from './shared-snapshot';
import type { FakeTmdbNews } from './fake-tmdb-news';
import { fakeDiscoverFilter, fakeWatchAnswer } from './fake-tmdb-watch';
import {
  LIVE_ONLY_MOVIE,
  LIVE_ONLY_PERSON,
  liveOnlyCredits,
  liveOnlyDiscovered,
} from './live-only';
import { fakeAgeRatings, LIVE_ONLY_RATING } from './fake-tmdb-ratings';

export type { FakeStep, FakeUpstream } from './fake-upstream-server';

export { LIVE_ONLY_MOVIE, LIVE_ONLY_PERSON };

export const FAKE_KEYS = {
  tmdbApiKey: 'fake-tmdb-key-0f3c9a',
  tmdbReadToken: 'fake-tmdb-token-77d1e2',
  omdbApiKey: 'fake-omdb-key-5b8e41',
  watchmodeApiKey: 'fake-watchmode-key-c2a6f0',
} as const;

let shared:
  { data: SnapshotCatalog; catalog: EmbeddedCatalog; ratings: EmbeddedRatings } | undefined;

/** The fakes answer from the embedded snapshot, loaded once per process. */
function snapshot() {
  if (!shared) {
    const data = sharedSnapshot();
    const episodes = EpisodeStore.open(defaultSnapshotPath);
    const catalog = new EmbeddedCatalog(data, { episodes });
    shared = { data, catalog, ratings: new EmbeddedRatings(data) };
  }
  return shared;
}

const ok = (body: unknown): FakeAnswer => ({ status: 200, body });
const tmdbNotFound: FakeAnswer = {
  status: 404,
  body: {
    success: false,
    status_code: 34,
    status_message: 'The resource you requested could not be found.',
  },
};

/** Our DTO back into TMDB's list shape: TMDB knows nothing of IMDb, RT or Uncle Scores. */
function raw(t: TitleSummary, withType: boolean) {
  const {
    imdbRating: _i,
    rtRating: _r,
    uncleScore: _u,
    uncleScoreSources: _s,
    media_type,
    ...rest
  } = t;
  return withType ? { ...rest, media_type } : rest;
}

const rawPage = (
  page: { page: number; results: TitleSummary[]; total_pages: number; total_results: number },
  withType = false,
) => ({
  ...page,
  results: page.results.map((t) => raw(t, withType)),
});

/** Items TMDB can answer that our lists must drop. */
const unlistable = [
  {
    id: 1_990_000_001,
    title: 'Adult Item',
    adult: true,
    poster_path: '/adult.jpg',
    genre_ids: [],
    overview: '',
  },
  {
    id: 1_990_000_002,
    title: 'No Poster Item',
    adult: false,
    poster_path: null,
    genre_ids: [],
    overview: '',
  },
];

/** Our season back into TMDB's shape: ids, and crew beyond directors and writers. */
function rawSeason({ show_id, ...season }: SeasonDetails) {
  return {
    _id: `fake-${show_id}-${season.season_number}`,
    id: show_id * 100 + season.season_number,
    ...season,
    episodes: season.episodes.map((e) => ({
      ...e,
      id: show_id * 10_000 + e.season_number * 100 + e.episode_number,
      show_id,
      production_code: '',
      crew: [
        ...e.crew,
        { id: 1, name: 'Fake Camera', job: 'Director of Photography', department: 'Camera' },
      ],
    })),
  };
}

const foldedEqual = (a: string, b: string) => foldText(a) === foldText(b);

async function tmdbAnswer(path: string, q: URLSearchParams): Promise<FakeAnswer> {
  const { data, catalog } = snapshot();
  const page = Number(q.get('page') ?? '1');
  const parts = path.split('/').filter(Boolean);
  const [head, second, third] = parts;
  const watchAnswer = fakeWatchAnswer(data, parts, q);
  if (watchAnswer) return watchAnswer;
  const watch = fakeDiscoverFilter(q);
  if (path === '/configuration')
    return ok({ images: { secure_base_url: 'https://image.tmdb.org/t/p/' } });
  if (head === 'genre' && third === 'list' && parts.length === 3)
    return ok({ genres: second === 'tv' ? await catalog.tvGenres() : await catalog.movieGenres() });
  if (head === 'trending' && parts.length === 3) {
    const type = second === 'all' ? undefined : (second as MediaType);
    return ok(rawPage(await catalog.trending(third === 'day' ? 'day' : 'week', page, type), true));
  }
  if (head === 'discover' && second === 'movie' && parts.length === 2) {
    const genre = q.get('with_genres');
    const answer = genre
      ? await catalog.byGenre(Number(genre), page, watch)
      : await catalog.discoverMovies({
          languages: q.get('with_original_language')?.split('|'),
          countries: q.get('with_origin_country')?.split('|'),
          page,
          watch,
        });
    const body = rawPage(answer);
    const extra = page === 1 && !watch ? [...unlistable, ...liveOnlyDiscovered(q)] : [];
    return ok({ ...body, results: [...extra, ...body.results] });
  }
  if (head === 'discover' && second === 'tv' && parts.length === 2) {
    const genre = q.get('with_genres');
    const sort = q.get('sort_by');
    return ok(
      rawPage(
        await catalog.discoverTv({
          genreId: genre ? Number(genre) : undefined,
          language: q.get('with_original_language') ?? undefined,
          year: q.get('first_air_date_year') ? Number(q.get('first_air_date_year')) : undefined,
          sortBy: sort === 'vote_average.desc' || sort === 'vote_average.asc' ? sort : undefined,
          page,
          watch,
        }),
      ),
    );
  }
  if (head === 'find' && parts.length === 2 && q.get('external_source') === 'imdb_id') {
    if (second === LIVE_ONLY_MOVIE.imdb_id)
      return ok({ movie_results: [LIVE_ONLY_MOVIE], tv_results: [] });
    const title = data.titleByImdbId(second ?? '');
    const summary = title ? (await catalog.details(mediaTypeOf(title), title.id))! : undefined;
    return ok({
      movie_results: summary?.media_type === 'movie' ? [raw(summary, false)] : [],
      tv_results: summary?.media_type === 'tv' ? [raw(summary, false)] : [],
    });
  }
  if (head === 'search' && (second === 'movie' || second === 'tv') && parts.length === 2) {
    const query = q.get('query') ?? '';
    const answer = await catalog.search(query, page);
    const results = answer.results.filter((t) => t.media_type === second).map((t) => raw(t, false));
    if (second === 'movie' && foldedEqual(query, LIVE_ONLY_MOVIE.title))
      results.unshift(LIVE_ONLY_MOVIE);
    return ok({ ...answer, results });
  }
  if (path === '/search/multi') {
    const query = q.get('query') ?? '';
    const answer = await catalog.search(query, page);
    const liveOnly = [
      ...(foldedEqual(query, LIVE_ONLY_MOVIE.title)
        ? [{ ...LIVE_ONLY_MOVIE, media_type: 'movie' }]
        : []),
      ...(foldedEqual(query, LIVE_ONLY_PERSON.name)
        ? [
            {
              ...LIVE_ONLY_PERSON,
              media_type: 'person',
              known_for: [{ ...LIVE_ONLY_MOVIE, media_type: 'movie' }],
            },
          ]
        : []),
    ];
    return ok({
      page: answer.page,
      results: [
        ...liveOnly,
        ...answer.results.map((t) => raw(t, true)),
        ...answer.people.map((p) => ({ ...p, known_for: p.known_for.map((t) => raw(t, true)) })),
      ],
      total_pages: answer.total_pages,
      total_results: answer.total_results,
    });
  }
  if (head === 'person' && parts.length >= 2) {
    const id = Number(second);
    if (!/^\d+$/.test(second ?? '')) return tmdbNotFound;
    if (id === LIVE_ONLY_PERSON.id) {
      if (parts.length === 2) return ok(LIVE_ONLY_PERSON);
      if (third === 'movie_credits' && parts.length === 3)
        return ok({
          id,
          cast: [],
          crew: [{ ...LIVE_ONLY_MOVIE, job: 'Director', department: 'Directing' }],
        });
      return tmdbNotFound;
    }
    if (parts.length === 2)
      return (await catalog.person(id)) ? ok(await catalog.person(id)) : tmdbNotFound;
    if (third === 'movie_credits' && parts.length === 3) {
      const credits = await catalog.personCredits(id);
      if (!credits) return tmdbNotFound;
      return ok({
        id,
        cast: credits.cast.map(({ character, ...t }) => ({ ...raw(t, false), character })),
        crew: [],
      });
    }
    return tmdbNotFound;
  }
  if ((head === 'movie' || head === 'tv') && /^\d+$/.test(second ?? '')) {
    const type = head;
    const id = Number(second);
    if (type === 'movie' && id === LIVE_ONLY_MOVIE.id && parts.length === 2) {
      const { genre_ids: _g, ...rest } = LIVE_ONLY_MOVIE;
      const append = (q.get('append_to_response') ?? '').split(',');
      return ok({
        ...rest,
        runtime: 104,
        genres: [{ id: 18, name: 'Drama' }],
        ...(append.includes('credits') ? { credits: liveOnlyCredits } : {}),
        ...(append.includes('videos') ? { videos: { results: [] } } : {}),
        ...(append.includes('release_dates') ? fakeAgeRatings('movie', LIVE_ONLY_RATING) : {}),
      });
    }
    const details = await catalog.details(type, id);
    if (!details) return tmdbNotFound;
    if (type === 'tv' && parts.length === 4 && third === 'season') {
      const season = await catalog.season(id, Number(parts[3]));
      return season ? ok(rawSeason(season)) : tmdbNotFound;
    }
    if (parts.length === 3 && third === 'similar')
      return ok(rawPage((await catalog.similar(type, id, page))!));
    if (parts.length !== 2) return tmdbNotFound;
    const append = (q.get('append_to_response') ?? '').split(',');
    const {
      genre_ids: _g,
      keywords,
      imdb_id,
      networks,
      ...base
    } = raw(details, false) as Omit<typeof details, 'media_type'>;
    const title = data.title(type, id);
    const body: Record<string, unknown> = {
      ...base,
      networks: networks.map((name, i) => ({ id: i + 1, name })),
      ...(type === 'movie'
        ? { imdb_id }
        : { episode_run_time: title?.runtime ? [title.runtime] : [] }),
    };
    if (append.includes('keywords'))
      body.keywords =
        type === 'movie'
          ? { keywords: keywords.map((name, i) => ({ id: i + 1, name })) }
          : { results: keywords.map((name, i) => ({ id: i + 1, name })) };
    if (append.includes('external_ids')) body.external_ids = { imdb_id };
    if (append.includes('videos'))
      body.videos = { results: (await catalog.videos(type, id)) ?? [] };
    if (append.includes('credits')) body.credits = await catalog.credits(type, id);
    if (append.includes('similar')) body.similar = rawPage((await catalog.similar(type, id, 1))!);
    if (append.includes(type === 'movie' ? 'release_dates' : 'content_ratings'))
      Object.assign(body, fakeAgeRatings(type, title?.certification));
    return ok(body);
  }
  return tmdbNotFound;
}

/**
 * A fake TMDB v3 (base path /3): v3 `api_key` or v4 bearer, TMDB's JSON shapes; `news` (a new
 * season, see fake-tmdb-news.ts) changes answers while it runs.
 */
export function startFakeTmdb(port = 0, news?: FakeTmdbNews): Promise<FakeUpstream> {
  snapshot();
  return startFakeUpstream(
    '/3',
    async (url, headers) => {
      const keyOk =
        url.searchParams.get('api_key') === FAKE_KEYS.tmdbApiKey ||
        headers.authorization === `Bearer ${FAKE_KEYS.tmdbReadToken}`;
      if (!keyOk)
        return {
          status: 401,
          body: {
            success: false,
            status_code: 7,
            status_message: 'Invalid API key: You must be granted a valid key.',
          },
        };
      const path = url.pathname.slice('/3'.length);
      const answer = await tmdbAnswer(path, url.searchParams);
      return news ? news.edit(path, answer) : answer;
    },
    port,
  );
}

/** A fake OMDb (https://www.omdbapi.com/?apikey=…&i=… or &t=…&y=…). */
export function startFakeOmdb(port = 0): Promise<FakeUpstream> {
  snapshot();
  return startFakeUpstream(
    '/',
    async (url) => {
      const q = url.searchParams;
      if (q.get('apikey') !== FAKE_KEYS.omdbApiKey)
        return { status: 401, body: { Response: 'False', Error: 'Invalid API key!' } };
      if (url.pathname !== '/')
        return { status: 404, body: { Response: 'False', Error: 'Not found' } };
      const { ratings } = snapshot();
      const found = await ratings.lookup({
        title: q.get('t') ?? '',
        year: q.get('y') ? Number(q.get('y')) : undefined,
        imdbId: q.get('i') ?? undefined,
      });
      if (!found) return ok({ Response: 'False', Error: 'Movie not found!' });
      const list = [];
      if (found.imdbRating !== null)
        list.push({
          Source: 'Internet Movie Database',
          Value: `${found.imdbRating.toFixed(1)}/10`,
        });
      if (found.rtRating !== null)
        list.push({ Source: 'Rotten Tomatoes', Value: `${found.rtRating}%` });
      return ok({
        Title: found.title,
        Year: found.year,
        Rated: 'N/A',
        Ratings: list,
        imdbRating: found.imdbRating?.toFixed(1) ?? 'N/A',
        imdbID: found.imdbId ?? 'N/A',
        Type: 'movie',
        Response: 'True',
      });
    },
    port,
  );
}

/** Watchmode ids of the fake: 10,000,000 + TMDB id for movies, 20,000,000 + id for TV. */
export const watchmodeIdOf = (type: MediaType, tmdbId: number) =>
  (type === 'movie' ? 10_000_000 : 20_000_000) + tmdbId;

/** A fake Watchmode v1 (base path /v1): /search and /title/{id}/sources, `apiKey` query. */
export function startFakeWatchmode(port = 0): Promise<FakeUpstream> {
  snapshot();
  return startFakeUpstream(
    '/v1',
    (url) => {
      const q = url.searchParams;
      if (q.get('apiKey') !== FAKE_KEYS.watchmodeApiKey)
        return {
          status: 401,
          body: { success: false, statusCode: 401, statusMessage: 'Invalid API key.' },
        };
      const { data } = snapshot();
      const path = url.pathname.replace(/^\/v1/, '').replace(/\/$/, '');
      if (path === '/search') {
        const field = q.get('search_field');
        const value = q.get('search_value') ?? '';
        const type: MediaType = field === 'tmdb_tv_id' ? 'tv' : 'movie';
        const titles =
          field === 'name'
            ? data
                .listable()
                .filter(
                  (t) => ('title' in t ? t.title : t.name).toLowerCase() === value.toLowerCase(),
                )
            : [data.title(type, Number(value))].filter((t) => t !== undefined);
        return ok({
          title_results: titles.slice(0, 10).map((t) => {
            const kind: MediaType = 'title' in t ? 'movie' : 'tv';
            const date = 'title' in t ? t.release_date : t.first_air_date;
            return {
              id: watchmodeIdOf(kind, t.id),
              name: 'title' in t ? t.title : t.name,
              type: kind === 'movie' ? 'movie' : 'tv_series',
              year: Number(date.slice(0, 4)) || null,
              imdb_id: t.imdb_id ?? null,
              tmdb_id: t.id,
              tmdb_type: kind,
            };
          }),
        });
      }
      const match = /^\/title\/(\d+)\/sources$/.exec(path);
      const id = Number(match?.[1] ?? 0);
      const type: MediaType = id >= 20_000_000 ? 'tv' : 'movie';
      const title = match ? data.title(type, id - watchmodeIdOf(type, 0)) : undefined;
      if (!title)
        return {
          status: 404,
          body: { success: false, statusCode: 404, statusMessage: 'Not found.' },
        };
      return ok(
        (title.streaming ?? []).map((s, i) => ({
          source_id: 200 + i,
          name: s.name,
          type: s.type,
          region: s.region,
          ios_url: null,
          android_url: null,
          web_url: `https://example.com/watch/${title.id}`,
          format: 'HD',
          price: null,
          seasons: null,
          episodes: null,
        })),
      );
    },
    port,
  );
}

export interface FakeUpstreams {
  tmdb: FakeUpstream;
  omdb: FakeUpstream;
  watchmode: FakeUpstream;
  /** The environment that points the server at these fakes. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** All three fakes; fixed ports for `npm run dev:fakes`, free ports (0) in tests. */
export async function startFakeUpstreams(
  ports = { tmdb: 0, omdb: 0, watchmode: 0 },
): Promise<FakeUpstreams> {
  const [tmdb, omdb, watchmode] = await Promise.all([
    startFakeTmdb(ports.tmdb),
    startFakeOmdb(ports.omdb),
    startFakeWatchmode(ports.watchmode),
  ]);
  return {
    tmdb,
    omdb,
    watchmode,
    env: {
      TMDB_API_KEY: FAKE_KEYS.tmdbApiKey,
      TMDB_BASE_URL: tmdb.baseUrl,
      OMDB_API_KEY: FAKE_KEYS.omdbApiKey,
      OMDB_BASE_URL: omdb.baseUrl.replace(/\/$/, ''),
      WATCHMODE_API_KEY: FAKE_KEYS.watchmodeApiKey,
      WATCHMODE_BASE_URL: watchmode.baseUrl,
    },
    close: async () => {
      await Promise.all([tmdb.close(), omdb.close(), watchmode.close()]);
    },
  };
}
