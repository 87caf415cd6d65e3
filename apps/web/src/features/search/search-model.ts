import type { SearchResponse, TitleSummary } from '@unclewatch/core';

export const RESULTS_PER_PAGE = 10;
export const SUGGESTIONS_SHOWN = 5;
export const RECENT_SEARCHES_SHOWN = 5;
export const SUGGESTION_DEBOUNCE_MS = 300;

/** The submitted term: trimmed; blank means "do nothing". */
export function normalizeSearchTerm(text: string): string | null {
  const term = text.trim().replace(/\s+/g, ' ');
  return term ? term : null;
}

/** Spec §5: only movies and TV, no adult titles, nothing without a poster. */
export function isSearchable(item: TitleSummary): boolean {
  return (
    (item.media_type === 'movie' || item.media_type === 'tv') && !item.adult && !!item.poster_path
  );
}

/** All loaded pages as one list, filtered, each title once. */
export function searchResultsOf(pages: readonly SearchResponse[]): TitleSummary[] {
  const seen = new Set<string>();
  const out: TitleSummary[] = [];
  for (const page of pages) {
    for (const item of page.results) {
      const key = `${item.media_type}:${item.id}`;
      if (!isSearchable(item) || seen.has(key)) continue;
      seen.add(key);
      out.push(item);
    }
  }
  return out;
}

/** Spec §4/§9: another page only while the last one returned at least 10 items. */
export function nextSearchPage(last: SearchResponse, lastPageParam: number): number | undefined {
  if (last.results.length < RESULTS_PER_PAGE) return undefined;
  if (last.total_pages > 0 && lastPageParam >= last.total_pages) return undefined;
  return lastPageParam + 1;
}

/** Up to 5 movie or TV matches for the dropdown. */
export function suggestionsOf(response: SearchResponse | undefined): TitleSummary[] {
  return (response?.results ?? []).filter(isSearchable).slice(0, SUGGESTIONS_SHOWN);
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
