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

  private constructor(private readonly catalog: SnapshotCatalog) {}

  /**
   * Indexes every title by its folded name, a few thousand at a time with the event loop
   * served in between (~150 ms of work in all: a first import must not stall other requests).
   */
  static async build(catalog: SnapshotCatalog): Promise<TitleMatcher> {
    const matcher = new TitleMatcher(catalog);
    let done = 0;
    for (const t of catalog.titles()) {
      const key = foldText(displayTitle(t));
      const list = matcher.byTitle.get(key);
      if (list) list.push(t);
      else matcher.byTitle.set(key, [t]);
      if (++done % 4000 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return matcher;
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
    const dated =
      lookup.year === null
        ? named
        : named.filter((t) => {
            const y = releaseYear(t);
            return y !== null && Math.abs(y - lookup.year!) <= 1;
          });
    // "The Office (US)": of several titles of that name, those made there.
    const country = lookup.country;
    if (!country || dated.length < 2) return dated;
    const local = dated.filter((t) => t.origin_country?.includes(country));
    return local.length > 0 ? local : dated;
  }
}
