import type { MediaType } from '@unclewatch/core';

import type { CatalogProvider } from '../index';
import type { TitleBundle } from './tmdb-requests';

/** A title page's parts from the embedded catalogue (TMDB down, or a snapshot-only id). */
export async function embeddedBundle(
  fallback: CatalogProvider,
  type: MediaType,
  id: number,
): Promise<TitleBundle | null> {
  const details = await fallback.details(type, id);
  if (!details) return null;
  const [videos, credits, similar] = await Promise.all([
    fallback.videos(type, id),
    fallback.credits(type, id),
    fallback.similar(type, id, 1),
  ]);
  return {
    details,
    videos: videos ?? [],
    credits: credits ?? { id, cast: [], crew: [] },
    similar: similar ?? { page: 1, results: [], total_pages: 0, total_results: 0 },
  };
}
