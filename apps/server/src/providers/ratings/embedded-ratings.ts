import { foldText } from '@unclewatch/core';

import {
  displayTitle,
  releaseYear,
  type SnapshotCatalog,
  type SnapshotTitle,
} from '../../snapshot/index';
import type { ExternalRatings, RatingsProvider, RatingsQuery } from './index';

/** Ratings from the snapshot (IMDb and Rotten Tomatoes figures of 2021–2023). */
export class EmbeddedRatings implements RatingsProvider {
  readonly mode = 'embedded' as const;
  private readonly byTitleYear = new Map<string, SnapshotTitle>();
  private readonly byTitle = new Map<string, SnapshotTitle>();

  constructor(private readonly data: SnapshotCatalog) {
    // Most-voted first, so a bare title finds the best-known film of that name.
    const all = [...data.titles()].sort((a, b) => b.vote_count - a.vote_count);
    for (const title of all) {
      const key = foldText(displayTitle(title));
      const year = releaseYear(title);
      if (year !== null && !this.byTitleYear.has(`${key}|${year}`))
        this.byTitleYear.set(`${key}|${year}`, title);
      if (!this.byTitle.has(key)) this.byTitle.set(key, title);
    }
  }

  async lookup({ title, year, imdbId }: RatingsQuery): Promise<ExternalRatings | null> {
    const key = foldText(title);
    const found =
      (imdbId ? this.data.titleByImdbId(imdbId) : undefined) ??
      (year !== undefined
        ? (this.byTitleYear.get(`${key}|${year}`) ??
          this.byTitleYear.get(`${key}|${year - 1}`) ??
          this.byTitleYear.get(`${key}|${year + 1}`))
        : this.byTitle.get(key));
    if (!found || (found.imdbRating === undefined && found.rtRating === undefined)) return null;
    return {
      title: displayTitle(found),
      year: String(releaseYear(found) ?? ''),
      imdbId: found.imdb_id ?? null,
      imdbRating: found.imdbRating ?? null,
      rtRating: found.rtRating ?? null,
    };
  }
}
