// @vitest-environment jsdom
import type { TitleDetails } from '@unclewatch/core';
import { describe, expect, it } from 'vitest';

import { ratingsSummary, shouldSkipExternalRatings } from './external-ratings';

const now = new Date('2026-05-01T00:00:00Z');

describe('shouldSkipExternalRatings', () => {
  it('skips an empty title', () => {
    expect(shouldSkipExternalRatings('  ', '2008', now)).toBe(true);
  });
  it('skips a release year after the current year', () => {
    expect(shouldSkipExternalRatings('Dune: Part Three', '2027', now)).toBe(true);
    expect(shouldSkipExternalRatings('Dune: Part Three', 2027, now)).toBe(true);
  });
  it('keeps this year, past years and an unknown year', () => {
    expect(shouldSkipExternalRatings('Heat', '2026', now)).toBe(false);
    expect(shouldSkipExternalRatings('Heat', '1995', now)).toBe(false);
    expect(shouldSkipExternalRatings('Heat', '', now)).toBe(false);
  });
});

const details = (over: Partial<TitleDetails>) =>
  ({
    id: 1,
    media_type: 'movie',
    title: 'Heat',
    release_date: '1995-12-15',
    vote_average: 7.9,
    imdbRating: 8.3,
    rtRating: 87,
    uncleScore: 8.3,
    uncleScoreSources: ['TMDB', 'IMDb', 'Rotten Tomatoes'],
    ...over,
  }) as TitleDetails;

describe('ratingsSummary', () => {
  it('formats IMDb x/10, Rotten Tomatoes % and TMDB x/10 with the Uncle Score', () => {
    const summary = ratingsSummary(details({}), now);
    expect(summary.rows.map((r) => r.value)).toEqual(['8.3/10', '87%', '7.9/10']);
    expect(summary.uncle).toEqual({ score: 8.3, sources: ['TMDB', 'IMDb', 'Rotten Tomatoes'] });
  });

  it('leaves out missing figures and computes the score when the server has none', () => {
    const summary = ratingsSummary(details({ imdbRating: null, rtRating: null, uncleScore: null }));
    expect(summary.rows.map((r) => r.value)).toEqual([null, null, '7.9/10']);
    expect(summary.uncle).toEqual({ score: 7.9, sources: ['TMDB'] });
  });

  it('drops external ratings of an unreleased title', () => {
    const summary = ratingsSummary(details({ release_date: '2030-01-01', vote_average: 0 }), now);
    expect(summary.rows.map((r) => r.value)).toEqual([null, null, null]);
    expect(summary.uncle).toBeNull();
  });
});
