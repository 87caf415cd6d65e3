import { foldText, type MediaType } from '@unclewatch/core';

import type { TitleLookup } from '@unclewatch/core';
import type { SnapshotCatalog } from './snapshot-catalog';
import { displayTitle, mediaTypeOf, releaseYear, type SnapshotTitle } from './titles';

/**
 * Finds snapshot titles for a look-up: IMDb id, then TMDB id, then the folded title with the
 * year ±1 (any year when the look-up has none). Several answers mean "ambiguous".
 */
/** Words a show's name carries in its own language or in English ("Italia"/"Italy"). */
const NEAR_WORDS: Record<string, string> = {
  italia: 'italy',
  deutschland: 'germany',
  espana: 'spain',
  brasil: 'brazil',
  nederland: 'netherlands',
  belgique: 'belgium',
  suisse: 'switzerland',
  schweiz: 'switzerland',
  osterreich: 'austria',
  polska: 'poland',
  sverige: 'sweden',
  norge: 'norway',
  danmark: 'denmark',
  suomi: 'finland',
  turkiye: 'turkey',
  ellada: 'greece',
  hrvatska: 'croatia',
  magyarorszag: 'hungary',
  romania: 'romania',
  canada: 'canada',
  australia: 'australia',
  colour: 'color',
  favourite: 'favorite',
  and: '',
  the: '',
};

/** A looser key than the folded title: translated country words, British spelling, no "the". */
export function nearKey(title: string): string {
  return foldText(title)
    .split(/\s+/)
    .map((w) => NEAR_WORDS[w] ?? w)
    .filter(Boolean)
    .join(' ');
}

export class TitleMatcher {
  private readonly byTitle = new Map<string, SnapshotTitle[]>();
  private readonly byNear = new Map<string, SnapshotTitle[]>();

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
      const near = nearKey(displayTitle(t));
      const nearList = matcher.byNear.get(near);
      if (nearList) nearList.push(t);
      else matcher.byNear.set(near, [t]);
      if (++done % 4000 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return matcher;
  }

  /**
   * Titles whose name differs only in a translated word or spelling ("MasterChef Italia" and
   * "Masterchef Italy"), with the same year and country rules: candidates, never a sure match.
   */
  near(lookup: TitleLookup): SnapshotTitle[] {
    return this.narrow(this.byNear.get(nearKey(lookup.title)) ?? [], lookup);
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
    return this.narrow(this.byTitle.get(foldText(lookup.title)) ?? [], lookup);
  }

  private narrow(titles: SnapshotTitle[], lookup: TitleLookup): SnapshotTitle[] {
    const named = titles.filter((t) => lookup.type === undefined || mediaTypeOf(t) === lookup.type);
    const dated =
      lookup.year === null
        ? named
        : named.filter((t) => {
            const y = releaseYear(t);
            return y !== null && Math.abs(y - lookup.year!) <= 1;
          });
    // "The Office (US)", "X Factor (IT)": only titles made there, or of no known country;
    // none → not found, never another country's show (issue #42).
    const country = lookup.country;
    if (!country) return dated;
    const local = dated.filter((t) => t.origin_country?.includes(country));
    if (local.length > 0) return local;
    return dated.filter((t) => (t.origin_country?.length ?? 0) === 0);
  }
}
