import { OWN_ID_BASE, type MediaType } from '@unclewatch/core';

import type { AgeFacts } from '../index';
import type { TitleBundle } from './tmdb-requests';

type Ref = { type: MediaType; id: number };
type BundleOf = (type: MediaType, id: number) => Promise<TitleBundle | null>;

/**
 * Age facts with a TMDB key: the snapshot's where it has a US rating (no upstream call), else
 * the title's bundle (release_dates / content_ratings, cached like the title page), the
 * snapshot's other countries kept under TMDB's.
 */
export function liveAgeFacts(
  refs: readonly Ref[],
  known: readonly (AgeFacts | null)[],
  bundleOf: BundleOf,
): Promise<(AgeFacts | null)[]> {
  return Promise.all(
    refs.map(async ({ type, id }, i) => {
      const offline = known[i] ?? null;
      if (id >= OWN_ID_BASE || offline?.ratings.US) return offline;
      const bundle = await bundleOf(type, id).catch(() => null);
      if (!bundle) return offline;
      return {
        ratings: { ...offline?.ratings, ...bundle.ratings },
        genreIds: bundle.details.genre_ids,
        adult: bundle.details.adult,
      };
    }),
  );
}

/** A title's ratings by country: the snapshot's, with every country's from TMDB over them. */
export async function liveRegionRatings(
  { type, id }: Ref,
  offline: Record<string, string> | null,
  bundleOf: BundleOf,
): Promise<Record<string, string> | null> {
  if (id >= OWN_ID_BASE) return offline;
  const bundle = await bundleOf(type, id).catch(() => null);
  return bundle ? { ...offline, ...bundle.ratings } : offline;
}
