import { readCsv } from '../io.ts';
import type { Contribution, IdCredit } from '../model.ts';
import { clean, num, tmdbIdOf, yearOf } from '../normalize.ts';
import type { TmdbPerson } from './mearie.ts';

const FOLDER = 'tmdb-movie-credits-2026';

/**
 * Crew jobs kept: directors only. Writers, cinematographers, composers and producers would
 * add ~40 % more people (and start-up time) for credits no page shows yet; see
 * docs/decisions/013-catalogue-v2-data.md.
 */
export const KEPT_CREW_JOBS: ReadonlySet<string> = new Set(['Director']);

export interface MovieCreditsResult {
  /** films.csv rows: title, year and genres of 7,380 movies (may start titles). */
  films: Contribution[];
  /** credits.csv per movie: cast in billing order and key crew, with TMDB person ids. */
  credits: Contribution[];
  /** Everyone named in credits.csv (TMDB id + name). */
  people: TmdbPerson[];
}

/**
 * moviemoneyball credits (Feb 2026). Its score columns (IMDb, Metacritic, RT) are not read:
 * they carry third-party terms.
 */
export function readMovieCredits(): MovieCreditsResult {
  const films: Contribution[] = [];
  for (const r of readCsv(FOLDER, 'films.csv')) {
    const id = tmdbIdOf(r.id);
    const title = clean(r.title);
    if (!id || !title) continue;
    let genreIds: number[] = [];
    try {
      genreIds = (JSON.parse(r.genre_ids_json ?? '[]') as unknown[])
        .map(Number)
        .filter(Number.isInteger);
    } catch {
      genreIds = [];
    }
    films.push({
      source: FOLDER,
      kind: 'movie',
      tmdbId: id,
      titles: [title],
      year: yearOf(r.release_year),
      create: true,
      fields: {
        title,
        date: clean(r.release_year),
        genreIds: genreIds.length ? genreIds : undefined,
      },
    });
  }
  const byMovie = new Map<number, IdCredit[]>();
  const people = new Map<number, string>();
  const seen = new Set<string>();
  const directors = new Set<number>();
  for (const r of readCsv(FOLDER, 'credits.csv')) {
    const movieId = tmdbIdOf(r.movie_id);
    const personId = tmdbIdOf(r.person_id);
    const name = clean(r.name);
    if (!movieId || !personId || !name) continue;
    const job = clean(r.job) ?? '';
    const isCast = job === 'Actor' || clean(r.department) === 'Acting';
    if (!isCast && !KEPT_CREW_JOBS.has(job)) continue;
    const key = `${movieId}:${personId}:${isCast ? 'cast' : job}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (!people.has(personId)) people.set(personId, name);
    if (job === 'Director') directors.add(personId);
    let list = byMovie.get(movieId);
    if (!list) byMovie.set(movieId, (list = []));
    list.push(
      isCast
        ? {
            personId,
            cast: true,
            character: clean(r.character),
            department: 'Acting',
            order: num(r.cast_order) ?? 999,
          }
        : {
            personId,
            cast: false,
            department: clean(r.department) ?? 'Crew',
            job,
            order: list.length,
          },
    );
  }
  const credits: Contribution[] = [];
  for (const [tmdbId, list] of byMovie) {
    credits.push({
      source: FOLDER,
      kind: 'movie',
      tmdbId,
      titles: [],
      create: false,
      fields: { idCredits: list },
    });
  }
  return {
    films,
    credits,
    people: [...people].map(([id, name]) => ({
      id,
      name,
      knownForDepartment: directors.has(id) ? 'Directing' : 'Acting',
    })),
  };
}
