import { foldText, type MediaType, type TitleDetails, type TitleSummary } from '@unclewatch/core';

import { UpstreamError } from '../../http/errors';
import type { TitleFacts, TitleLookup } from '../index';

/**
 * Live look-ups one import may make for rows the snapshot cannot place. TMDB allows about
 * 40 requests a second; an import can hold 20,000 rows, so the rest stay "not found" rather
 * than holding the preview for minutes.
 */
export const LIVE_MATCHES_PER_CALL = 200;

/** What matching needs from TMDB, each answer cached by the catalogue adapter. */
export interface LiveTitleSource {
  findByImdbId(imdbId: string): Promise<TitleSummary[] | null>;
  details(type: MediaType, id: number): Promise<TitleSummary | null>;
  searchTitles(type: MediaType, text: string): Promise<TitleSummary[] | null>;
}

const yearOf = (t: TitleSummary) => {
  const year = Number.parseInt((t.release_date ?? t.first_air_date ?? '').slice(0, 4), 10);
  return Number.isFinite(year) ? year : null;
};

export const factsOf = (t: TitleSummary, imdbId: string | null = null): TitleFacts => ({
  type: t.media_type,
  id: t.id,
  title: t.title ?? t.name ?? '',
  year: yearOf(t),
  imdbId,
});

/** Every answer, or the first failure once all have settled (no request left running). */
async function all<T>(loads: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(loads);
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
}

/** The same rules as the snapshot's matcher: IMDb id, TMDB id, then title and year ±1. */
async function matchOne(source: LiveTitleSource, lookup: TitleLookup): Promise<TitleFacts[]> {
  const types: MediaType[] = lookup.type ? [lookup.type] : ['movie', 'tv'];
  if (lookup.imdbId) {
    const found = (await source.findByImdbId(lookup.imdbId)) ?? [];
    if (found.length > 0) return found.map((t) => factsOf(t, lookup.imdbId));
  }
  if (lookup.tmdbId) {
    const found = await all(types.map((type) => source.details(type, lookup.tmdbId!)));
    const known = found.flatMap((t) => (t ? [factsOf(t)] : []));
    if (known.length > 0) return known;
  }
  const wanted = foldText(lookup.title);
  if (!wanted) return [];
  const results = await all(types.map((type) => source.searchTitles(type, lookup.title)));
  return (
    results
      .flatMap((list) => list ?? [])
      .filter((t) =>
        [t.title, t.original_title, t.name, t.original_name].some(
          (n) => n && foldText(n) === wanted,
        ),
      )
      .filter((t) => {
        if (lookup.year === null) return true;
        const year = yearOf(t);
        return year !== null && Math.abs(year - lookup.year) <= 1;
      })
      // A country hint keeps titles made there (or of no known country): never another's.
      .filter(
        (t) =>
          !lookup.country ||
          t.origin_country.length === 0 ||
          t.origin_country.includes(lookup.country),
      )
      .map((t) => factsOf(t))
  );
}

/**
 * Fills the look-ups the snapshot left empty from TMDB, at most LIVE_MATCHES_PER_CALL of
 * them; a failing upstream leaves a row unmatched instead of failing the preview.
 */
export async function matchLive(
  source: LiveTitleSource,
  lookups: readonly TitleLookup[],
  known: TitleFacts[][],
): Promise<TitleFacts[][]> {
  const missing = lookups
    .flatMap((_, i) => (known[i]?.length ? [] : [i]))
    .slice(0, LIVE_MATCHES_PER_CALL);
  const answers = [...known];
  await Promise.all(
    missing.map(async (i) => {
      try {
        answers[i] = await matchOne(source, lookups[i]!);
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
      }
    }),
  );
  return answers;
}

/** Facts of the titles the snapshot did not know, from TMDB's details (a bounded number per call). */
export function withLiveFacts(
  known: readonly (TitleFacts | null)[],
  refs: readonly { type: MediaType; id: number }[],
  details: (type: MediaType, id: number) => Promise<TitleDetails | null>,
): Promise<(TitleFacts | null)[]> {
  let budget = LIVE_MATCHES_PER_CALL;
  return Promise.all(
    known.map(async (facts, i) => {
      if (facts || budget-- <= 0) return facts;
      const { type, id } = refs[i]!;
      const found = await details(type, id).catch(() => null);
      return found ? factsOf(found, found.imdb_id) : null;
    }),
  );
}
