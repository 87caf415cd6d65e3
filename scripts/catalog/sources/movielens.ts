import { readCsv } from '../io.ts';
import type { Contribution } from '../model.ts';
import { clean, imdbIdOf, tmdbIdOf, yearOf } from '../normalize.ts';

const FOLDER = 'movielens-youtube-trailers';

export interface Link {
  movieId: number;
  imdbId?: string;
  tmdbId?: number;
}

/** MovieLens links (movieId ↔ imdbId ↔ tmdbId). */
export function readLinks(): Link[] {
  return readCsv(FOLDER, 'links.csv').map((r) => ({
    movieId: Number(r.movieId),
    imdbId: imdbIdOf(r.imdbId),
    tmdbId: tmdbIdOf(r.tmdbId),
  }));
}

export interface IdMaps {
  imdbToTmdb: Map<string, number>;
  tmdbToImdb: Map<number, string>;
}

/** One-to-one imdb ↔ tmdb maps; ids that map to more than one partner are dropped. */
export function buildIdMaps(links: readonly Link[]): IdMaps {
  const i2t = new Map<string, Set<number>>();
  const t2i = new Map<number, Set<string>>();
  for (const l of links) {
    if (!l.imdbId || !l.tmdbId) continue;
    i2t.set(l.imdbId, (i2t.get(l.imdbId) ?? new Set()).add(l.tmdbId));
    t2i.set(l.tmdbId, (t2i.get(l.tmdbId) ?? new Set()).add(l.imdbId));
  }
  const imdbToTmdb = new Map<string, number>();
  const tmdbToImdb = new Map<number, string>();
  for (const [k, v] of i2t) if (v.size === 1) imdbToTmdb.set(k, [...v][0] as number);
  for (const [k, v] of t2i) if (v.size === 1) tmdbToImdb.set(k, [...v][0] as string);
  return { imdbToTmdb, tmdbToImdb };
}

/** "Toy Story (1995)" → ["Toy Story", 1995]. */
function splitMlTitle(t: string): [string, number | undefined] {
  const m = /^(.*?)\s*\((\d{4})\)\s*$/.exec(t);
  return m ? [m[1] as string, yearOf(m[2])] : [t, undefined];
}

/**
 * MovieLens 20M YouTube trailer ids joined to TMDB ids through links.csv. Each row carries
 * the MovieLens title year so the joiner can reject links that point at a different film.
 */
export function readTrailers(links: readonly Link[]): Contribution[] {
  const tmdbByMovie = new Map<number, number>();
  for (const l of links) if (l.tmdbId) tmdbByMovie.set(l.movieId, l.tmdbId);
  const out: Contribution[] = [];
  for (const r of readCsv(FOLDER, 'ml-youtube.csv')) {
    const tmdbId = tmdbByMovie.get(Number(r.movieId));
    const key = clean(r.youtubeId);
    if (!tmdbId || !key || !/^[\w-]{11}$/.test(key)) continue;
    const [title, year] = splitMlTitle(clean(r.title) ?? '');
    out.push({
      source: FOLDER,
      kind: 'movie',
      tmdbId,
      titles: title ? [title] : [],
      year,
      create: false,
      verifyYear: true,
      fields: { trailers: [key] },
    });
  }
  return out;
}
