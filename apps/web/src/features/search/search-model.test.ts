// @vitest-environment jsdom
import type { PersonSummary, SearchResponse, TitleSummary } from '@unclewatch/core';
import { describe, expect, it } from 'vitest';

import {
  nextSearchPage,
  normalizeSearchTerm,
  randomDiscoverPage,
  recentTermsOf,
  searchResultsOf,
  suggestionKey,
  suggestionsOf,
  termToSave,
} from './search-model';

const title = (id: number, over: Partial<TitleSummary> = {}) =>
  ({ id, media_type: 'movie', poster_path: `/${id}.jpg`, adult: false, ...over }) as TitleSummary;
const page = (results: TitleSummary[], over: Partial<SearchResponse> = {}): SearchResponse => ({
  page: 1,
  results,
  people: [],
  total_pages: 3,
  total_results: 25,
  ...over,
});

describe('search model', () => {
  it('trims the term and ignores blanks', () => {
    expect(normalizeSearchTerm('  dark   knight ')).toBe('dark knight');
    expect(normalizeSearchTerm('   ')).toBeNull();
  });

  it('keeps movies and TV, poster or not, without adult titles or repeats', () => {
    const results = searchResultsOf([
      page([title(1), title(2, { poster_path: null }), title(3, { adult: true })]),
      page([title(1), title(1, { media_type: 'tv' })]),
    ]);
    expect(results.map((t) => `${t.media_type}${t.id}`)).toEqual(['movie1', 'movie2', 'tv1']);
  });

  it('asks for another page only after a full page and before the last one', () => {
    const full = Array.from({ length: 10 }, (_, i) => title(i));
    expect(nextSearchPage(page(full), 1)).toBe(2);
    expect(nextSearchPage(page(full.slice(0, 9)), 1)).toBeUndefined();
    expect(nextSearchPage(page(full), 3)).toBeUndefined();
  });

  it('offers up to 5 suggestions', () => {
    const many = Array.from({ length: 8 }, (_, i) => title(i + 1));
    expect(suggestionsOf(page(many))).toHaveLength(5);
    expect(suggestionsOf(undefined)).toEqual([]);
  });

  it('puts a person first when the titles lead with their work, else after the best title', () => {
    const many = Array.from({ length: 8 }, (_, i) => title(i + 1));
    const person = (id: number, knownFor: TitleSummary[]): PersonSummary => ({
      id,
      media_type: 'person',
      name: `Person ${id}`,
      profile_path: null,
      known_for_department: 'Directing',
      known_for: knownFor,
    });
    const keys = (r: SearchResponse) => suggestionsOf(r).map(suggestionKey);
    expect(keys(page(many, { people: [person(70, [title(1)]), person(71, [])] }))).toEqual([
      'person-70',
      'movie-1',
      'movie-2',
      'movie-3',
      'person-71',
    ]);
    expect(keys(page(many, { people: [person(70, [title(9)])] }))).toEqual([
      'movie-1',
      'person-70',
      'movie-2',
      'movie-3',
      'movie-4',
    ]);
    expect(keys(page([], { people: [person(70, [])] }))).toEqual(['person-70']);
  });

  it('keeps 5 recent terms, lowercased, without blanks or duplicates', () => {
    expect(recentTermsOf(['Heat', ' ', 'heat', 'a', 'b', 'c', 'd', 'e'])).toEqual([
      'heat',
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('saves a term lowercased unless it is already recent', () => {
    expect(termToSave('Dark Knight', [])).toBe('dark knight');
    expect(termToSave('Heat', ['heat'])).toBeNull();
  });

  it('picks a discovery page from 1 to 10', () => {
    expect(randomDiscoverPage(() => 0)).toBe(1);
    expect(randomDiscoverPage(() => 0.9999)).toBe(10);
  });
});
