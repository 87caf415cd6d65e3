import {
  normaliseUsRating,
  type CatalogSnapshot,
  type RatedKind,
  type SnapshotTitleBase,
} from '../../packages/core/src/index.ts';
import { readCsv, readZippedCsv, type CsvRow } from './io.ts';
import { imdbIdOf, normTitle, yearOf } from './normalize.ts';

/** The five JustWatch US catalogues with `age_certification`, in order of trust (issue 41). */
const JUSTWATCH_RATED: readonly { folder: string; file: string; zipped: boolean }[] = [
  { folder: 'justwatch-netflix-us-2022', file: 'titles.csv.zip', zipped: true },
  { folder: 'justwatch-amazon-prime-us-2022', file: 'titles.csv.zip', zipped: true },
  { folder: 'justwatch-disney-plus-us', file: 'titles.csv', zipped: false },
  { folder: 'justwatch-crunchyroll-us', file: 'titles.csv', zipped: false },
  { folder: 'justwatch-appletv-plus-us-2023', file: 'titles.csv', zipped: false },
];

interface RatedRow {
  kind: RatedKind;
  rating: string;
  imdbId?: string;
  key: string;
  year?: number;
}

function readRated(): RatedRow[] {
  const out: RatedRow[] = [];
  for (const src of JUSTWATCH_RATED) {
    const rows: CsvRow[] = src.zipped
      ? readZippedCsv(src.folder, src.file)
      : readCsv(src.folder, src.file);
    for (const r of rows) {
      const kind = r.type === 'SHOW' ? 'tv' : r.type === 'MOVIE' ? 'movie' : undefined;
      if (!kind) continue;
      const rating = normaliseUsRating(kind, r.age_certification);
      if (!rating) continue;
      out.push({
        kind,
        rating,
        imdbId: imdbIdOf(r.imdb_id),
        key: normTitle(r.title ?? ''),
        year: yearOf(r.release_year),
      });
    }
  }
  return out;
}

export interface CertificationCoverage {
  movies: { rated: number; total: number; top2000: number };
  tv: { rated: number; total: number; top2000: number };
}

function yearOfTitle(t: SnapshotTitleBase & { release_date?: string; first_air_date?: string }) {
  return yearOf(t.release_date ?? t.first_air_date ?? '');
}

function nameOf(t: SnapshotTitleBase & { title?: string; name?: string }): string {
  return normTitle(t.title ?? t.name ?? '');
}

/**
 * Gives every title the US rating the raw sources hold (decision 067): a movie keeps the
 * snapshot's own (Box Office Jedi), else the first JustWatch row with its IMDb id; a show takes
 * the first JustWatch row with its IMDb id, else the only one with its title and year ±1.
 * Ratings off the title's scale are mapped to it; NR and blanks are dropped.
 */
export function applyCertifications(s: CatalogSnapshot): CertificationCoverage {
  const rows = readRated();
  for (const kind of ['movie', 'tv'] as const) {
    const titles: SnapshotTitleBase[] = kind === 'movie' ? s.movies : s.tv;
    const byImdb = new Map<string, string>();
    const byKey = new Map<string, RatedRow[]>();
    for (const r of rows.filter((x) => x.kind === kind)) {
      if (r.imdbId && !byImdb.has(r.imdbId)) byImdb.set(r.imdbId, r.rating);
      if (r.key) byKey.set(r.key, [...(byKey.get(r.key) ?? []), r]);
    }
    const candidatesOf = (t: SnapshotTitleBase) => {
      const year = yearOfTitle(t);
      const key = nameOf(t);
      if (!key || year === undefined) return [];
      return (byKey.get(key) ?? []).filter(
        (r) => r.year !== undefined && Math.abs(r.year - year) <= 1,
      );
    };
    // A title-and-year row may name only one title of ours.
    const claims = new Map<RatedRow, number>();
    for (const t of titles)
      for (const r of candidatesOf(t)) claims.set(r, (claims.get(r) ?? 0) + 1);
    for (const t of titles) {
      const own = normaliseUsRating(kind, t.certification);
      let rating = kind === 'movie' ? own : undefined;
      rating ??= t.imdb_id ? byImdb.get(t.imdb_id) : undefined;
      if (!rating && kind === 'tv') {
        const c = candidatesOf(t).filter((r) => claims.get(r) === 1);
        const distinct = new Set(c.map((r) => r.rating));
        if (distinct.size === 1) rating = c[0]?.rating;
      }
      if (rating) t.certification = rating;
      else delete t.certification;
    }
  }
  const count = (list: SnapshotTitleBase[]) => {
    const top = [...list].sort((a, b) => b.popularity - a.popularity).slice(0, 2000);
    return {
      rated: list.filter((t) => t.certification).length,
      total: list.length,
      top2000: top.filter((t) => t.certification).length,
    };
  };
  return { movies: count(s.movies), tv: count(s.tv) };
}

export function certificationCoverageLine(c: CertificationCoverage): string {
  return (
    `US age ratings: ${c.movies.rated.toLocaleString('en-US')} of ${c.movies.total.toLocaleString('en-US')} movies ` +
    `(${c.movies.top2000.toLocaleString('en-US')} of the 2,000 most popular), ` +
    `${c.tv.rated.toLocaleString('en-US')} of ${c.tv.total.toLocaleString('en-US')} shows ` +
    `(${c.tv.top2000.toLocaleString('en-US')} of the 2,000 most popular).`
  );
}
