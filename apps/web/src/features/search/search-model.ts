import type { PersonSummary, SearchResponse, TitleSummary } from '@unclewatch/core';
import { isSearchResult, listableUnique } from '@unclewatch/core/browser';

export const RESULTS_PER_PAGE = 10;
export const SUGGESTIONS_SHOWN = 5;
export const RECENT_SEARCHES_SHOWN = 5;
export const SUGGESTION_DEBOUNCE_MS = 300;

/** The submitted term: trimmed; blank means "do nothing". */
export function normalizeSearchTerm(text: string): string | null {
  const term = text.trim().replace(/\s+/g, ' ');
  return term ? term : null;
}

/** All loaded pages as one list, filtered (spec §5, core's list rules), each title once. */
export function searchResultsOf(pages: readonly SearchResponse[]): TitleSummary[] {
  return listableUnique(
    pages.flatMap((page) => page.results),
    isSearchResult,
  );
}

/** Spec §4/§9: another page only while the last one returned at least 10 items. */
export function nextSearchPage(last: SearchResponse, lastPageParam: number): number | undefined {
  if (last.results.length < RESULTS_PER_PAGE) return undefined;
  if (last.total_pages > 0 && lastPageParam >= last.total_pages) return undefined;
  return lastPageParam + 1;
}

export const PEOPLE_SUGGESTED = 2;

/** One dropdown entry: a movie or TV show, or a person (marked as such). */
export type Suggestion =
  { kind: 'title'; item: TitleSummary } | { kind: 'person'; person: PersonSummary };

export const suggestionKey = (s: Suggestion) =>
  s.kind === 'person' ? `person-${s.person.id}` : `${s.item.media_type}-${s.item.id}`;

/**
 * Up to 5 suggestions in the search's own order: the best person first when the titles lead
 * with their work (the query names them), otherwise after the best title; a second person
 * after the titles it leaves room for.
 */
export function suggestionsOf(response: SearchResponse | undefined): Suggestion[] {
  const titles: Suggestion[] = (response?.results ?? [])
    .filter(isSearchResult)
    .map((item) => ({ kind: 'title', item }));
  const people: Suggestion[] = (response?.people ?? [])
    .slice(0, PEOPLE_SUGGESTED)
    .map((person) => ({ kind: 'person', person }));
  const [first, ...others] = people;
  if (!first || first.kind !== 'person') return titles.slice(0, SUGGESTIONS_SHOWN);
  const top = titles[0];
  const theirs =
    top?.kind === 'title' &&
    first.person.known_for.some(
      (t) => t.id === top.item.id && t.media_type === top.item.media_type,
    );
  const lead = theirs || !top ? [first] : [top, first];
  const rest = titles.filter((t) => !lead.includes(t));
  const roomForTitles = SUGGESTIONS_SHOWN - lead.length - others.length;
  return [...lead, ...rest.slice(0, Math.max(0, roomForTitles)), ...others].slice(
    0,
    SUGGESTIONS_SHOWN,
  );
}

/** Spec §5 recent searches: blanks dropped, duplicates removed, at most 5 kept. */
export function recentTermsOf(terms: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of terms) {
    const term = raw.trim().toLowerCase();
    if (!term || seen.has(term)) continue;
    seen.add(term);
    out.push(term);
    if (out.length === RECENT_SEARCHES_SHOWN) break;
  }
  return out;
}

/** Spec §5: a term is saved (lowercased) only when it isn't already in the recent list. */
export function termToSave(term: string, recent: readonly string[]): string | null {
  const lower = term.trim().toLowerCase();
  return lower && !recent.includes(lower) ? lower : null;
}

/** Spec §9 Discovery: a random page 1–10. */
export const randomDiscoverPage = (random = Math.random) => 1 + Math.floor(random() * 10);
