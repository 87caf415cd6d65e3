import { foldText, type MediaType } from '@unclewatch/core';

import type { TitleLookup } from '../providers/catalog/index';
import type { SnapshotCatalog } from './snapshot-catalog';
import { displayTitle, mediaTypeOf, releaseYear, type SnapshotTitle } from './titles';

/**
 * Finds snapshot titles for a look-up: IMDb id, then TMDB id, then the folded title with the
 * year ±1 (any year when the look-up has none). Several answers mean "ambiguous".
 */
export class TitleMatcher {
  private readonly byTitle = new Map<string, SnapshotTitle[]>();

  constructor(private readonly catalog: SnapshotCatalog) {
    for (const t of catalog.titles()) {
      const key = foldText(displayTitle(t));
      const list = this.byTitle.get(key);
      if (list) list.push(t);
      else this.byTitle.set(key, [t]);
    }
  }

  match(lookup: TitleLookup): SnapshotTitle[] {
    if (lookup.imdbId) {
      const found = this.catalog.titleByImdbId(lookup.imdbId);
      if (found) return [found];
    }
    if (lookup.tmdbId) {
      const types: MediaType[] = lookup.type ? [lookup.type] : ['movie', 'tv'];
      const found = types.flatMap((t) => this.catalog.title(t, lookup.tmdbId!) ?? []);
      if (found.length > 0) return found;
    }
    const named = (this.byTitle.get(foldText(lookup.title)) ?? []).filter(
      (t) => lookup.type === undefined || mediaTypeOf(t) === lookup.type,
    );
    if (lookup.year === null) return named;
    return named.filter((t) => {
      const y = releaseYear(t);
      return y !== null && Math.abs(y - lookup.year!) <= 1;
    });
  }
}
