import { describe, expect, it } from 'vitest';

import { ANIMATION_GENRE_ID, ROMANCE_GENRE_ID } from './genres';
import {
  byRating,
  isListable,
  isSearchResult,
  keepOnMovieGenrePage,
  keepOnTvGenrePage,
  listableUnique,
  listSectionOf,
  tvGenreExclusions,
} from './list-rules';

const DRAMA = 18;
const title = (over: Partial<Record<string, unknown>> = {}) => ({
  id: 1,
  media_type: 'movie',
  adult: false,
  poster_path: '/p.jpg',
  genre_ids: [DRAMA],
  original_language: 'en',
  ...over,
});

describe('isListable', () => {
  it('drops adult titles and titles without a poster', () => {
    expect(isListable(title())).toBe(true);
    expect(isListable(title({ adult: true }))).toBe(false);
    expect(isListable(title({ poster_path: null }))).toBe(false);
    expect(isListable(title({ poster_path: '' }))).toBe(false);
    expect(isListable({ poster_path: '/p.jpg' })).toBe(true);
  });
});

describe('isSearchResult', () => {
  it('keeps movies and TV that are not adult, with or without a poster', () => {
    expect(isSearchResult(title())).toBe(true);
    expect(isSearchResult(title({ media_type: 'tv' }))).toBe(true);
    expect(isSearchResult(title({ media_type: 'person' }))).toBe(false);
    expect(isSearchResult(title({ media_type: 'tv', adult: true }))).toBe(false);
    expect(isSearchResult(title({ poster_path: null }))).toBe(true);
  });
});

describe('keepOnMovieGenrePage', () => {
  it('keeps titles of the genre', () => {
    expect(keepOnMovieGenrePage(DRAMA, title())).toBe(true);
    expect(keepOnMovieGenrePage(ROMANCE_GENRE_ID, title())).toBe(false);
  });
  it('leaves Japanese titles out of Romance only', () => {
    const ja = title({ genre_ids: [ROMANCE_GENRE_ID, DRAMA], original_language: 'ja' });
    expect(keepOnMovieGenrePage(ROMANCE_GENRE_ID, ja)).toBe(false);
    expect(keepOnMovieGenrePage(DRAMA, ja)).toBe(true);
    const ko = title({ genre_ids: [ROMANCE_GENRE_ID], original_language: 'ko' });
    expect(keepOnMovieGenrePage(ROMANCE_GENRE_ID, ko)).toBe(true);
  });
});

describe('keepOnTvGenrePage', () => {
  const drama = title({ genre_ids: [DRAMA] });
  const animatedDrama = title({ genre_ids: [DRAMA, ANIMATION_GENRE_ID] });
  it('keeps everything without a genre', () => {
    expect(keepOnTvGenrePage(undefined, animatedDrama)).toBe(true);
  });
  it('Animation keeps only animation', () => {
    expect(keepOnTvGenrePage(ANIMATION_GENRE_ID, animatedDrama)).toBe(true);
    expect(keepOnTvGenrePage(ANIMATION_GENRE_ID, drama)).toBe(false);
  });
  it('other genres leave animation out', () => {
    expect(keepOnTvGenrePage(DRAMA, drama)).toBe(true);
    expect(keepOnTvGenrePage(DRAMA, animatedDrama)).toBe(false);
    expect(keepOnTvGenrePage(35, drama)).toBe(false);
  });
  it('names what an upstream must exclude', () => {
    expect(tvGenreExclusions(DRAMA)).toEqual([ANIMATION_GENRE_ID]);
    expect(tvGenreExclusions(ANIMATION_GENRE_ID)).toEqual([]);
    expect(tvGenreExclusions(undefined)).toEqual([]);
  });
});

describe('listSectionOf', () => {
  it('puts animation apart from movies and TV', () => {
    expect(listSectionOf({ type: 'movie', genre_ids: [DRAMA] })).toBe('movie');
    expect(listSectionOf({ type: 'tv', genre_ids: [DRAMA] })).toBe('tv');
    expect(listSectionOf({ type: 'tv', genre_ids: [ANIMATION_GENRE_ID] })).toBe('animation');
    expect(listSectionOf({ type: 'movie', genre_ids: [ANIMATION_GENRE_ID] })).toBe('animation');
  });
});

describe('listableUnique', () => {
  it('keeps listable titles once each, in order', () => {
    const pages = [
      title({ id: 1 }),
      title({ id: 2, adult: true }),
      title({ id: 1 }),
      title({ id: 1, media_type: 'tv' }),
      title({ id: 3, poster_path: null }),
      title({ id: 4 }),
    ];
    expect(listableUnique(pages).map((t) => `${t.media_type}:${t.id}`)).toEqual([
      'movie:1',
      'tv:1',
      'movie:4',
    ]);
  });
});

describe('byRating', () => {
  const votes = [0, 7.5, 3.2, 0, 9.1].map((vote_average) => ({ vote_average }));
  const sorted = (direction: 'asc' | 'desc') =>
    [...votes].sort(byRating(direction)).map((t) => t.vote_average);

  it('puts unrated titles last in both directions', () => {
    expect(sorted('asc')).toEqual([3.2, 7.5, 9.1, 0, 0]);
    expect(sorted('desc')).toEqual([9.1, 7.5, 3.2, 0, 0]);
  });

  it('weighs a rating by its votes: a few votes neither top nor sink the list', () => {
    const shows = [
      { name: 'few votes, 9.8', vote_average: 9.8, vote_count: 6 },
      { name: 'loved by many', vote_average: 8.7, vote_count: 20_000 },
      { name: 'liked', vote_average: 7.9, vote_count: 900 },
      { name: 'few votes, 2.0', vote_average: 2, vote_count: 8 },
      { name: 'disliked by many', vote_average: 4.1, vote_count: 3_000 },
    ];
    const order = (direction: 'asc' | 'desc') =>
      [...shows].sort(byRating(direction)).map((s) => s.name);
    expect(order('desc').slice(0, 2)).toEqual(['loved by many', 'liked']);
    expect(order('asc')[0]).toBe('disliked by many');
  });
});
