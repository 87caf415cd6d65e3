import type { UnclePick } from '@unclewatch/core';
import { describe, expect, it } from 'vitest';

import { arrangePicks, defaultFilters, filtersFromParams, paramsOf } from './picks-view';

const pick = (title: string, uncleScore: number | null, rating: number): UnclePick => ({
  id: `movie_${title.length}${rating}`,
  tmdbId: title.length * 100 + rating,
  type: 'movie',
  title,
  rating,
  year: '2020',
  poster: 'https://image.tmdb.org/t/p/w300/x.jpg',
  genre_ids: [18],
  tmdbRating: rating,
  imdbRating: null,
  rtRating: null,
  language: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
  uncleScore,
  uncleScoreSources: uncleScore === null ? [] : ['tmdb'],
});

describe("Uncle's Pick arrangement", () => {
  // TMDB ratings and Uncle Scores disagree on purpose: the sort follows what the cards show.
  const picks = [
    pick('A', 8.3, 9.0),
    pick('B', 9.0, 7.1),
    pick('C', null, 9.9),
    pick('D', 8.5, 6.0),
  ];

  it('sorts Highest and Lowest rated by the Uncle Score, unscored picks last', () => {
    const titles = (sort: 'rating-desc' | 'rating-asc') =>
      arrangePicks(picks, { ...defaultFilters, sort }).movie.map((p) => p.title);
    expect(titles('rating-desc')).toEqual(['B', 'D', 'A', 'C']);
    expect(titles('rating-asc')).toEqual(['A', 'D', 'B', 'C']);
  });

  it('reads its filters from the URL and writes back only what differs from the defaults', () => {
    const filters = filtersFromParams(
      new URLSearchParams('type=tv&genre=35&language=ko&sort=added-asc'),
    );
    expect(filters).toEqual({ type: 'tv', genre: '35', language: 'ko', sort: 'added-asc' });
    expect(paramsOf(filters).toString()).toBe('type=tv&genre=35&language=ko&sort=added-asc');
    expect(filtersFromParams(new URLSearchParams('type=x&genre=drama&sort=best'))).toEqual(
      defaultFilters,
    );
    expect(paramsOf(defaultFilters).toString()).toBe('');
  });
});
