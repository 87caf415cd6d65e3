import type { SnapshotGenre } from '../../../packages/core/src/catalog/snapshot.ts';
import { listRaw, readJson } from '../io.ts';
import type { Contribution } from '../model.ts';
import { clean, isoDate, num, tmdbImagePath, yearOf } from '../normalize.ts';

const FOLDER = 'tmdb-lists-sbtltv-2026';

interface ListItem {
  id: number;
  adult?: boolean;
  backdrop_path?: string | null;
  poster_path?: string | null;
  genre_ids?: number[];
  original_language?: string;
  overview?: string;
  popularity?: number;
  vote_average?: number;
  vote_count?: number;
  title?: string;
  original_title?: string;
  release_date?: string;
  name?: string;
  original_name?: string;
  first_air_date?: string;
  origin_country?: string[];
}

type Lists = Record<string, ListItem[] | SnapshotGenre[]>;

interface CacheFile {
  generated_at?: string;
  movies?: Lists;
  tv?: Lists;
}

export interface TmdbListsResult {
  contributions: Contribution[];
  movieGenres: SnapshotGenre[];
  tvGenres: SnapshotGenre[];
  /** Newest `generated_at` across the snapshots (used as the snapshot's builtAt). */
  newestDate: string;
}

function items(lists: Lists | undefined): ListItem[] {
  if (!lists) return [];
  const out: ListItem[] = [];
  for (const [name, arr] of Object.entries(lists)) {
    if (name !== 'genres') out.push(...(arr as ListItem[]));
  }
  return out;
}

function toContribution(it: ListItem, kind: 'movie' | 'tv'): Contribution {
  const title = clean(kind === 'movie' ? it.title : it.name);
  const original = clean(kind === 'movie' ? it.original_title : it.original_name);
  const date = isoDate(kind === 'movie' ? it.release_date : it.first_air_date);
  return {
    source: FOLDER,
    kind,
    tmdbId: it.id,
    titles: [title, original].filter((t): t is string => !!t),
    year: yearOf(date),
    create: true,
    fields: {
      title,
      originalTitle: original,
      date,
      overview: clean(it.overview),
      posterPath: tmdbImagePath(it.poster_path),
      backdropPath: tmdbImagePath(it.backdrop_path),
      language: clean(it.original_language),
      genreIds: it.genre_ids && it.genre_ids.length > 0 ? [...it.genre_ids] : undefined,
      voteAverage: num(it.vote_average),
      voteCount: num(it.vote_count),
      popularity: num(it.popularity),
      adult: it.adult === true,
      originCountry: it.origin_country && it.origin_country.length ? it.origin_country : undefined,
    },
  };
}

/** All 32 daily snapshots; for each id the newest snapshot's item wins. */
export function readTmdbLists(): TmdbListsResult {
  const movies = new Map<number, ListItem>();
  const tv = new Map<number, ListItem>();
  let movieGenres: SnapshotGenre[] = [];
  let tvGenres: SnapshotGenre[] = [];
  let newestDate = '';
  for (const file of listRaw(`${FOLDER}/snapshots`, (n) => n.endsWith('.json'))) {
    const data = readJson(FOLDER, 'snapshots', file) as CacheFile;
    if (data.generated_at && data.generated_at > newestDate) newestDate = data.generated_at;
    for (const it of items(data.movies)) movies.set(it.id, it);
    for (const it of items(data.tv)) tv.set(it.id, it);
    const mg = data.movies?.genres as SnapshotGenre[] | undefined;
    const tg = data.tv?.genres as SnapshotGenre[] | undefined;
    if (mg?.length) movieGenres = mg.map((g) => ({ id: g.id, name: g.name }));
    if (tg?.length) tvGenres = tg.map((g) => ({ id: g.id, name: g.name }));
  }
  const contributions = [
    ...[...movies.values()].map((it) => toContribution(it, 'movie')),
    ...[...tv.values()].map((it) => toContribution(it, 'tv')),
  ];
  return { contributions, movieGenres, tvGenres, newestDate };
}
