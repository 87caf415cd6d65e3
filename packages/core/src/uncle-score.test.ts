import { describe, expect, it } from 'vitest';

import { uncleScore } from './uncle-score';

describe('uncleScore', () => {
  it('averages TMDB, IMDb and Rotten Tomatoes on one scale', () => {
    // (84 + 90 + 94) / 3 = 89.33 → 8.9
    expect(uncleScore({ tmdbRating: 8.4, imdbRating: 9.0, rtRating: '94%' })).toEqual({
      score: 8.9,
      sources: ['TMDB', 'IMDb', 'Rotten Tomatoes'],
    });
  });

  it('drops zeros and missing values', () => {
    expect(uncleScore({ tmdbRating: 0, imdbRating: '7.5', rtRating: null })).toEqual({
      score: 7.5,
      sources: ['IMDb'],
    });
    expect(uncleScore({ tmdbRating: 6.25, rtRating: 80 })?.score).toBe(7.1);
  });

  it('has no score without any rating', () => {
    expect(uncleScore({})).toBeNull();
    expect(uncleScore({ tmdbRating: 0, imdbRating: 'N/A', rtRating: '' })).toBeNull();
  });

  it('ignores out-of-range values instead of skewing the mean', () => {
    expect(uncleScore({ tmdbRating: 7, imdbRating: 75 })).toEqual({ score: 7, sources: ['TMDB'] });
  });
});
