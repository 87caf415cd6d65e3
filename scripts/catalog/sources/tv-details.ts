import { readGzJsonl } from '../io.ts';
import type { Contribution, Creator } from '../model.ts';
import { clean, isoDate, num, tmdbIdOf, tmdbImagePath, yearOf } from '../normalize.ts';

const FOLDER = 'tmdb-tv-details-2024';

interface Named {
  id?: number;
  name?: string;
}

export interface TvDetailsRow {
  id: number;
  name?: string;
  original_name?: string;
  first_air_date?: string | null;
  last_air_date?: string | null;
  overview?: string;
  tagline?: string;
  poster_path?: string | null;
  backdrop_path?: string | null;
  original_language?: string;
  origin_country?: string[];
  vote_average?: number;
  vote_count?: number;
  popularity?: number;
  number_of_seasons?: number | null;
  number_of_episodes?: number | null;
  status?: string;
  episode_run_time?: number[];
  adult?: boolean;
  genres?: Named[];
  networks?: Named[];
  created_by?: Named[];
}

function positive(n: number | undefined): number | undefined {
  return n !== undefined && n > 0 ? n : undefined;
}

/** One TMDB `/tv/{id}` response (enimax-anime/tmdb, Nov 2024), seasons data dropped. */
export function tvDetailsContribution(r: TvDetailsRow): Contribution | undefined {
  const id = tmdbIdOf(r.id);
  const title = clean(r.name);
  if (!id || !title) return undefined;
  const original = clean(r.original_name);
  const date = isoDate(r.first_air_date ?? undefined);
  const genreIds = (r.genres ?? [])
    .map((g) => g.id)
    .filter((g): g is number => Number.isInteger(g));
  const networks = (r.networks ?? []).map((n) => clean(n.name)).filter((n): n is string => !!n);
  const creators: Creator[] = [];
  for (const c of r.created_by ?? []) {
    const personId = tmdbIdOf(c.id);
    const name = clean(c.name);
    if (personId && name && !creators.some((x) => x.personId === personId)) {
      creators.push({ personId, name });
    }
  }
  const runtime = r.episode_run_time?.find((n) => n > 0);
  return {
    source: FOLDER,
    kind: 'tv',
    tmdbId: id,
    titles: [title, original].filter((t): t is string => !!t),
    year: yearOf(date),
    create: true,
    fields: {
      title,
      originalTitle: original,
      date,
      lastAirDate: isoDate(r.last_air_date ?? undefined),
      overview: clean(r.overview),
      tagline: clean(r.tagline),
      posterPath: tmdbImagePath(r.poster_path),
      backdropPath: tmdbImagePath(r.backdrop_path),
      language: clean(r.original_language),
      originCountry: r.origin_country?.length ? r.origin_country : undefined,
      genreIds: genreIds.length ? genreIds : undefined,
      voteAverage: num(r.vote_average),
      voteCount: num(r.vote_count),
      popularity: num(r.popularity),
      adult: r.adult === true,
      seasons: positive(num(r.number_of_seasons ?? undefined)),
      episodes: positive(num(r.number_of_episodes ?? undefined)),
      status: clean(r.status),
      runtime,
      networks: networks.length ? networks : undefined,
      creators: creators.length ? creators : undefined,
    },
  };
}

/** tmdb-tv-details-2024: full TMDB details of 16,173 shows. */
export function readTvDetails(): Contribution[] {
  return readGzJsonl<TvDetailsRow>(FOLDER, 'tv_details.jsonl.gz')
    .map(tvDetailsContribution)
    .filter((c): c is Contribution => c !== undefined);
}
