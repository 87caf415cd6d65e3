import type {
  SnapshotCredit,
  SnapshotMovie,
  SnapshotTitleBase,
  SnapshotTv,
} from '../../packages/core/src/catalog/snapshot.ts';
import { normTitle } from './normalize.ts';
import type { ResolvedTitle } from './resolve.ts';

/** Own-id key of a title without a TMDB id: its imdb id, else normalised title + year. */
export function ownTitleKeys(titles: readonly ResolvedTitle[]): Map<ResolvedTitle, string> {
  const base = titles.map((t) => {
    const kind = t.entity.kind;
    const key = t.imdbId ? `${kind}:${t.imdbId}` : `${kind}:${normTitle(t.title)}:${t.year ?? ''}`;
    return { t, key };
  });
  // Same key twice (e.g. an ambiguous title join): order the twins by content, suffix #n.
  base.sort(
    (a, b) =>
      cmp(a.key, b.key) ||
      cmp(a.t.overview, b.t.overview) ||
      cmp(a.t.sources.join(), b.t.sources.join()),
  );
  const out = new Map<ResolvedTitle, string>();
  let prev = '';
  let n = 1;
  for (const { t, key } of base) {
    n = key === prev ? n + 1 : 1;
    prev = key;
    out.set(t, n === 1 ? key : `${key}#${n}`);
  }
  return out;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

type Tail = Omit<
  SnapshotTitleBase,
  'id' | 'imdb_id' | 'overview' | 'poster_path' | 'backdrop_path'
>;

/** Shared fields after the kind-specific head, in a fixed key order, empty ones dropped. */
function tail(t: ResolvedTitle, credits: SnapshotCredit[]): Tail {
  return {
    original_language: t.language,
    genre_ids: t.genreIds,
    vote_average: t.voteAverage,
    vote_count: t.voteCount,
    popularity: t.popularity,
    adult: t.adult,
    ...(t.originCountry?.length ? { origin_country: t.originCountry } : {}),
    ...(t.keywords?.length ? { keywords: t.keywords } : {}),
    ...(t.runtime ? { runtime: t.runtime } : {}),
    ...(t.tagline ? { tagline: t.tagline } : {}),
    ...(t.trailers?.length ? { trailers: t.trailers } : {}),
    ...(t.imdbRating !== undefined ? { imdbRating: t.imdbRating } : {}),
    ...(t.rtRating !== undefined ? { rtRating: t.rtRating } : {}),
    ...(t.certification ? { certification: t.certification } : {}),
    ...(t.streaming?.length ? { streaming: t.streaming } : {}),
    ...(credits.length ? { credits } : {}),
    sources: t.sources,
    ...(t.overviewSource ? { overviewSource: t.overviewSource } : {}),
  };
}

export function toMovie(t: ResolvedTitle, id: number, credits: SnapshotCredit[]): SnapshotMovie {
  return {
    id,
    ...(t.imdbId ? { imdb_id: t.imdbId } : {}),
    title: t.title,
    original_title: t.originalTitle,
    release_date: t.date,
    overview: t.overview,
    poster_path: t.posterPath,
    backdrop_path: t.backdropPath,
    ...tail(t, credits),
  };
}

export function toTv(t: ResolvedTitle, id: number, credits: SnapshotCredit[]): SnapshotTv {
  return {
    id,
    ...(t.imdbId ? { imdb_id: t.imdbId } : {}),
    name: t.title,
    original_name: t.originalTitle,
    first_air_date: t.date,
    ...(t.lastAirDate ? { last_air_date: t.lastAirDate } : {}),
    ...(t.seasons ? { number_of_seasons: t.seasons } : {}),
    ...(t.episodes ? { number_of_episodes: t.episodes } : {}),
    ...(t.status ? { status: t.status } : {}),
    ...(t.networks?.length ? { networks: t.networks } : {}),
    ...(t.creators?.length ? { creators: t.creators.map((c) => c.personId) } : {}),
    overview: t.overview,
    poster_path: t.posterPath,
    backdrop_path: t.backdropPath,
    ...tail(t, credits),
  };
}
