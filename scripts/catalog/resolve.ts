import type { SnapshotStreamingSource } from '../../packages/core/src/catalog/snapshot.ts';
import type { Entity } from './join.ts';
import { INDIAN_LANGUAGES, UNKNOWN_LANGUAGE } from './languages.ts';
import {
  SOURCE_RANK,
  TMDB_SOURCES,
  type Contribution,
  type Creator,
  type TitleFields,
} from './model.ts';
import { round } from './normalize.ts';

/**
 * TMDB vote_count ≈ IMDb votes × this factor: the median ratio over the 806 movies that are
 * in both tmdb-v11-top5000 and the JustWatch files was 0.0227 (deciles 0.013–0.060).
 */
export const IMDB_VOTES_TO_TMDB_COUNT = 0.023;

/** A title with every field resolved, before ids and credits are assigned. */
export interface ResolvedTitle {
  entity: Entity;
  tmdbId: number | undefined;
  imdbId: string | undefined;
  title: string;
  originalTitle: string;
  date: string;
  year: number | undefined;
  overview: string;
  /** Set when the overview is not from a TMDB source. */
  overviewSource?: string;
  posterPath: string | null;
  backdropPath: string | null;
  language: string;
  genreIds: number[];
  voteAverage: number;
  voteCount: number;
  popularity: number;
  adult: boolean;
  originCountry?: string[];
  keywords?: string[];
  runtime?: number;
  tagline?: string;
  trailers?: string[];
  imdbRating?: number;
  rtRating?: number;
  streaming?: SnapshotStreamingSource[];
  seasons?: number;
  episodes?: number;
  status?: string;
  lastAirDate?: string;
  creators?: Creator[];
  certification?: string;
  networks?: string[];
  sources: string[];
}

function present(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return false;
  return !(Array.isArray(v) && v.length === 0);
}

function pick<K extends keyof TitleFields>(
  cs: readonly Contribution[],
  key: K,
): TitleFields[K] | undefined {
  for (const c of cs) if (present(c.fields[key])) return c.fields[key];
  return undefined;
}

/** Contributions in field-priority order (stable within a source). */
export function ranked(e: Entity): Contribution[] {
  return e.contribs
    .map((c, i) => [c, i] as const)
    .sort(
      ([a, i], [b, j]) =>
        (SOURCE_RANK.get(a.source) ?? 99) - (SOURCE_RANK.get(b.source) ?? 99) || i - j,
    )
    .map(([c]) => c);
}

function resolveDate(cs: readonly Contribution[]): string {
  for (const c of cs) if (c.fields.date && c.fields.date.length === 10) return c.fields.date;
  const y = pick(cs, 'date');
  return y ? `${y.slice(0, 4)}-01-01` : '';
}

function resolveVotes(cs: readonly Contribution[]): [number, number] {
  const imdbVotes = pick(cs, 'imdbVotes');
  const derivedCount = imdbVotes ? Math.round(imdbVotes * IMDB_VOTES_TO_TMDB_COUNT) : 0;
  const tmdb = cs.filter((c) => TMDB_SOURCES.has(c.source));
  const full = tmdb.find((c) => present(c.fields.voteAverage) && present(c.fields.voteCount));
  if (full) return [full.fields.voteAverage as number, full.fields.voteCount as number];
  const avgOnly = pick(tmdb, 'voteAverage');
  if (avgOnly !== undefined) return [avgOnly, derivedCount];
  const imdb = pick(cs, 'imdbRating');
  if (imdb !== undefined) return [imdb, derivedCount];
  return [pick(cs, 'altRating') ?? 0, 0];
}

/** Union of streaming entries: one per service/region/type, newest snapshot wins. */
function resolveStreaming(cs: readonly Contribution[]): SnapshotStreamingSource[] | undefined {
  const best = new Map<string, SnapshotStreamingSource>();
  for (const c of cs) {
    for (const s of c.fields.streaming ?? []) {
      const k = `${s.name}|${s.region}|${s.type}`;
      const prev = best.get(k);
      if (!prev || s.snapshot > prev.snapshot) best.set(k, s);
    }
  }
  const out = [...best.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return out.length ? out : undefined;
}

/** TMDB details (Nov 2024) first; then TVmaze, whose counts are newer than JustWatch's (2022). */
function resolveSeasons(cs: readonly Contribution[]): number | undefined {
  const order = ['tmdb-tv-details-2024', 'tvmaze-tv-shows-2565'];
  for (const src of order) {
    const v = pick(
      cs.filter((c) => c.source === src),
      'seasons',
    );
    if (v !== undefined) return v;
  }
  return pick(cs, 'seasons');
}

/**
 * Trailer keys, newest source first (sources are ranked newest first): Box Office Jedi's 2026
 * key before MovieLens 20M's; duplicates dropped.
 */
function resolveTrailers(cs: readonly Contribution[]): string[] | undefined {
  const out: string[] = [];
  for (const c of cs) for (const t of c.fields.trailers ?? []) if (!out.includes(t)) out.push(t);
  return out.length ? out : undefined;
}

export function resolveEntity(e: Entity): ResolvedTitle {
  const cs = ranked(e);
  const title = pick(cs, 'title') ?? cs.find((c) => c.titles.length)?.titles[0] ?? '';
  const date = resolveDate(cs);
  const [voteAverage, voteCount] = resolveVotes(cs);
  const runtime = pick(cs, 'runtime');
  const imdbId = cs.find((c) => c.imdbId)?.imdbId ?? [...e.imdbIds].sort()[0];
  const sources = [...new Set(cs.map((c) => c.source))];
  const overviewFrom = cs.find((c) => present(c.fields.overview));
  return {
    entity: e,
    tmdbId: e.tmdbId,
    imdbId,
    title,
    originalTitle: pick(cs, 'originalTitle') ?? title,
    date,
    year: date ? Number(date.slice(0, 4)) : [...e.years].sort()[0],
    overview: overviewFrom?.fields.overview ?? '',
    overviewSource:
      overviewFrom && !TMDB_SOURCES.has(overviewFrom.source) ? overviewFrom.source : undefined,
    posterPath: pick(cs, 'posterPath') ?? null,
    backdropPath: pick(cs, 'backdropPath') ?? null,
    language: pick(cs, 'language') ?? pick(cs, 'languageGuess') ?? UNKNOWN_LANGUAGE,
    genreIds: pick(cs, 'genreIds') ?? [],
    voteAverage: round(voteAverage, 1),
    voteCount: Math.round(voteCount),
    popularity: round(pick(cs, 'popularity') ?? 0, 2),
    adult: pick(cs, 'adult') ?? false,
    originCountry: pick(cs, 'originCountry'),
    keywords: pick(cs, 'keywords'),
    runtime: runtime !== undefined ? Math.round(runtime) : undefined,
    tagline: pick(cs, 'tagline'),
    trailers: resolveTrailers(cs),
    imdbRating: pick(cs, 'imdbRating'),
    rtRating: pick(cs, 'rtRating'),
    streaming: resolveStreaming(cs),
    seasons: resolveSeasons(cs),
    episodes: pick(cs, 'episodes'),
    status: pick(cs, 'status'),
    lastAirDate: pick(cs, 'lastAirDate'),
    creators: pick(cs, 'creators'),
    certification: pick(cs, 'certification'),
    networks: pick(cs, 'networks'),
    sources,
  };
}

/**
 * Keep rule: movies with a poster and an overview, Indian-language movies with a poster;
 * TV shows with a poster or an overview.
 */
export function keep(t: ResolvedTitle): boolean {
  if (!t.title) return false;
  if (t.entity.kind === 'tv') return t.posterPath !== null || t.overview !== '';
  if (t.posterPath === null) return false;
  return t.overview !== '' || INDIAN_LANGUAGES.has(t.language);
}
