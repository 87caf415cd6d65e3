import { readJson } from '../io.ts';
import type { Contribution, IdCredit } from '../model.ts';
import { clean, imdbIdOf, isoDate, num, tmdbIdOf, tmdbImagePath, yearOf } from '../normalize.ts';

const FOLDER = 'mearie-tmdb-fixture';

interface MearieCredit {
  person_id: string;
  type: 'cast' | 'crew';
  character?: string;
  department?: string;
  job?: string;
}

interface MearieMovie {
  id: string;
  title?: string;
  release_date?: string;
  plot?: string;
  poster_url?: string | null;
  backdrop_url?: string | null;
  imdb_id?: string | null;
  runtime?: number | null;
  rating?: number | null;
  credits?: MearieCredit[];
  genre_ids?: string[];
}

interface MeariePerson {
  id: string;
  name: string;
  image_url?: string | null;
}

export interface TmdbPerson {
  id: number;
  name: string;
  profilePath?: string;
  /** Details (tmdb-people-2025 only). */
  biography?: string;
  birthday?: string;
  deathday?: string;
  placeOfBirth?: string;
  knownForDepartment?: string;
  alsoKnownAs?: string[];
}

/** 2,000 popular movies (1975–2025) with top-3 cast and top-2 crew (TMDB person ids). */
export function readMearieMovies(): Contribution[] {
  const movies = readJson(FOLDER, 'movies.json') as MearieMovie[];
  const out: Contribution[] = [];
  for (const m of movies) {
    const id = tmdbIdOf(m.id);
    if (!id) continue;
    const title = clean(m.title);
    const date = isoDate(m.release_date);
    const credits: IdCredit[] = [];
    let castOrder = 0;
    let crewOrder = 0;
    for (const c of m.credits ?? []) {
      const personId = tmdbIdOf(c.person_id);
      if (!personId) continue;
      if (c.type === 'cast') {
        credits.push({
          personId,
          cast: true,
          character: clean(c.character),
          department: 'Acting',
          order: castOrder++,
        });
      } else {
        credits.push({
          personId,
          cast: false,
          department: clean(c.department) ?? 'Crew',
          job: clean(c.job),
          order: crewOrder++,
        });
      }
    }
    const genreIds = (m.genre_ids ?? []).map(Number).filter((n) => Number.isInteger(n));
    const runtime = num(m.runtime);
    out.push({
      source: FOLDER,
      kind: 'movie',
      tmdbId: id,
      imdbId: imdbIdOf(m.imdb_id),
      titles: title ? [title] : [],
      year: yearOf(date),
      create: true,
      fields: {
        title,
        date,
        overview: clean(m.plot),
        posterPath: tmdbImagePath(m.poster_url),
        backdropPath: tmdbImagePath(m.backdrop_url),
        genreIds: genreIds.length ? genreIds : undefined,
        voteAverage: num(m.rating),
        runtime: runtime && runtime > 0 ? runtime : undefined,
        idCredits: credits.length ? credits : undefined,
      },
    });
  }
  return out;
}

/** 5,867 TMDB people (id, name, profile image path). */
export function readMeariePeople(): TmdbPerson[] {
  const people = readJson(FOLDER, 'people.json') as MeariePerson[];
  const out: TmdbPerson[] = [];
  for (const p of people) {
    const id = tmdbIdOf(p.id);
    const name = clean(p.name);
    if (!id || !name) continue;
    out.push({ id, name, profilePath: tmdbImagePath(p.image_url) });
  }
  return out;
}
