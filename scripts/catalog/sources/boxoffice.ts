import { readGzJsonl } from '../io.ts';
import { genreIdsForNames } from '../genres.ts';
import type { Contribution, NameCast } from '../model.ts';
import { clean, imdbIdOf, isoDate, num, tmdbIdOf, tmdbImagePath, yearOf } from '../normalize.ts';

const FOLDER = 'tmdb-movies-boxoffice-2026';

interface BoxOfficeCast {
  name?: string;
  character?: string;
  profile?: string | null;
}

export interface BoxOfficeRow {
  tmdb_id: number;
  title?: string;
  tagline?: string;
  overview?: string;
  release_date?: string | null;
  runtime?: number | null;
  genres?: string[];
  mpaa?: string | null;
  poster_url?: string | null;
  backdrop_url?: string | null;
  director?: string | null;
  cast?: BoxOfficeCast[] | null;
  trailer_key?: string | null;
  imdb_id?: string | null;
  vote_average?: number | null;
  vote_count?: number | null;
}

function positive(n: number | undefined): number | undefined {
  return n !== undefined && n > 0 ? n : undefined;
}

/** "Joel Coen, Ethan Coen" → two names. */
export function splitDirectors(cell: string | null | undefined): string[] {
  const v = clean(cell);
  if (!v) return [];
  return v
    .split(/\s*(?:,|&|\band\b)\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * One Box Office Jedi row (TMDB-enriched US theatrical movies, Apr 2026). Its TMDB ids were
 * matched by title upstream, so the row is marked `idMatchedByTitle` and the joiner checks
 * the year (see EntityStore.wrongId).
 */
export function boxOfficeContribution(r: BoxOfficeRow): Contribution | undefined {
  const id = tmdbIdOf(r.tmdb_id);
  if (!id) return undefined;
  const title = clean(r.title);
  const date = isoDate(r.release_date ?? undefined);
  const cast: NameCast[] = [];
  for (const c of r.cast ?? []) {
    const name = clean(c.name);
    if (!name) continue;
    cast.push({
      name,
      ...(clean(c.character) ? { character: clean(c.character) } : {}),
      ...(tmdbImagePath(c.profile) ? { profilePath: tmdbImagePath(c.profile) } : {}),
    });
  }
  const key = clean(r.trailer_key);
  const genreIds = genreIdsForNames(r.genres ?? [], 'movie');
  const directors = splitDirectors(r.director);
  return {
    source: FOLDER,
    kind: 'movie',
    tmdbId: id,
    imdbId: imdbIdOf(r.imdb_id),
    titles: title ? [title] : [],
    year: yearOf(date),
    create: true,
    idMatchedByTitle: true,
    fields: {
      title,
      date,
      overview: clean(r.overview),
      posterPath: tmdbImagePath(r.poster_url),
      backdropPath: tmdbImagePath(r.backdrop_url),
      genreIds: genreIds.length ? genreIds : undefined,
      voteAverage: positive(num(r.vote_count)) ? num(r.vote_average) : undefined,
      voteCount: positive(num(r.vote_count)),
      runtime: positive(num(r.runtime)),
      tagline: clean(r.tagline),
      certification: clean(r.mpaa),
      trailers: key && /^[\w-]{11}$/.test(key) ? [key] : undefined,
      nameCast: cast.length ? cast : undefined,
      nameDirectors: directors.length ? directors : undefined,
    },
  };
}

/** tmdb-movies-boxoffice-2026: 14,835 movies with overview, poster, trailer key and names. */
export function readBoxOffice(): Contribution[] {
  return readGzJsonl<BoxOfficeRow>(FOLDER, 'movies.jsonl.gz')
    .map(boxOfficeContribution)
    .filter((c): c is Contribution => c !== undefined);
}
