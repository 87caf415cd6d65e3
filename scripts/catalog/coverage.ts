import type { CatalogSnapshot, SnapshotMovie } from '../../packages/core/src/catalog/snapshot.ts';
import { isOwnId } from './own-ids.ts';

/** Issue #15's "done when" figures, as fractions 0–1 (counts for TV). */
export interface Coverage {
  topMovies: number;
  director: number;
  directorTmdb: number;
  trailer: number;
  topCast: number;
  tvTmdbWithOverviewAndPoster: number;
  topPeople: number;
  peopleBirth: number;
  peopleBio: number;
}

export const TARGETS = {
  director: 0.88,
  directorTmdb: 0.75,
  trailer: 0.78,
  topCast: 0.92,
  tvTmdbWithOverviewAndPoster: 14_000,
  peopleBirth: 0.65,
  peopleBio: 0.58,
} as const;

/** How many top-billed cast credits must carry TMDB person ids (fewer if the title has fewer). */
export const TOP_BILLED = 3;

/** The n most popular movies (popularity desc, id asc on ties). */
export function mostPopular(movies: readonly SnapshotMovie[], n: number): SnapshotMovie[] {
  return [...movies].sort((a, b) => b.popularity - a.popularity || a.id - b.id).slice(0, n);
}

/**
 * Measures the snapshot: of the 1,000 most popular movies, the share that name a director
 * (and one with a TMDB person id), have a trailer key, and whose top-billed cast (the first
 * TOP_BILLED cast credits, at least one) all have TMDB person ids; TV shows with a TMDB id,
 * an overview and a poster; of the people credited on those 1,000 movies, the share with a
 * birthday or place of birth, and with a biography (`bios` when they live in their own file).
 */
export function coverage(s: CatalogSnapshot, bios?: ReadonlyMap<number, string>): Coverage {
  const top = mostPopular(s.movies, 1000);
  const share = (test: (m: SnapshotMovie) => boolean): number =>
    top.length ? top.filter(test).length / top.length : 0;
  const directors = (m: SnapshotMovie) => (m.credits ?? []).filter((c) => c.job === 'Director');
  const personIds = new Set(top.flatMap((m) => (m.credits ?? []).map((c) => c.personId)));
  const people = s.people.filter((p) => personIds.has(p.id));
  const pshare = (test: (p: (typeof people)[number]) => boolean): number =>
    personIds.size ? people.filter(test).length / personIds.size : 0;
  return {
    topMovies: top.length,
    director: share((m) => directors(m).length > 0),
    directorTmdb: share((m) => directors(m).some((c) => !isOwnId(c.personId))),
    trailer: share((m) => !!m.trailers?.length),
    topCast: share((m) => {
      const cast = (m.credits ?? [])
        .filter((c) => c.department === 'Acting')
        .sort((a, b) => a.order - b.order)
        .slice(0, TOP_BILLED);
      return cast.length > 0 && cast.every((c) => !isOwnId(c.personId));
    }),
    tvTmdbWithOverviewAndPoster: s.tv.filter(
      (t) => !isOwnId(t.id) && t.overview !== '' && t.poster_path !== null,
    ).length,
    topPeople: personIds.size,
    peopleBirth: pshare((p) => !!p.birthday || !!p.place_of_birth),
    peopleBio: pshare((p) => !!(p.biography || bios?.get(p.id))),
  };
}

const pct = (x: number): string => `${(x * 100).toFixed(1)} %`;
const mark = (ok: boolean): string => (ok ? 'yes' : '**no**');

/** Markdown table of the figures against the targets. */
export function coverageMarkdown(c: Coverage): string {
  const rows: [string, string, string, boolean][] = [
    [
      `top ${c.topMovies} movies naming a director`,
      pct(c.director),
      '≥ 88 %',
      c.director >= TARGETS.director,
    ],
    [
      '… with a TMDB person id',
      pct(c.directorTmdb),
      '≥ 75 %',
      c.directorTmdb >= TARGETS.directorTmdb,
    ],
    ['… with a trailer key', pct(c.trailer), '≥ 78 %', c.trailer >= TARGETS.trailer],
    [
      `… whose top-billed cast (first ${TOP_BILLED}) all have TMDB person ids`,
      pct(c.topCast),
      '≥ 92 %',
      c.topCast >= TARGETS.topCast,
    ],
    [
      'TV shows with TMDB id, overview and poster',
      String(c.tvTmdbWithOverviewAndPoster),
      '≥ 14,000',
      c.tvTmdbWithOverviewAndPoster >= TARGETS.tvTmdbWithOverviewAndPoster,
    ],
    [
      `people credited on those movies (${c.topPeople}) with birthday or place of birth`,
      pct(c.peopleBirth),
      '≥ 65 %',
      c.peopleBirth >= TARGETS.peopleBirth,
    ],
    ['… with a biography', pct(c.peopleBio), '≥ 58 %', c.peopleBio >= TARGETS.peopleBio],
  ];
  return [
    '| measure | value | target | met |',
    '|---|---:|---:|:---:|',
    ...rows.map(([a, b, t, ok]) => `| ${a} | ${b} | ${t} | ${mark(ok)} |`),
  ].join('\n');
}
