import { describe, expect, it } from 'vitest';
import { MOVIE_GENRE as MOVIE, TV_GENRE as TV } from '@unclewatch/core';

import { genreIdsForName, genreIdsForNames, splitGenreCell } from './genres.ts';
import { countryCode, languageCode, languageFromCountries } from './languages.ts';

describe('genre names → TMDB ids', () => {
  it('maps the same genre spelled by different sources', () => {
    for (const n of ['Science Fiction', 'Sci-Fi', 'scifi', 'Science-Fiction']) {
      expect(genreIdsForName(n, 'movie')).toEqual([MOVIE.scifi]);
      expect(genreIdsForName(n, 'tv')).toEqual([TV.scifiFantasy]);
    }
    expect(genreIdsForName('documentation', 'movie')).toEqual([MOVIE.documentary]);
    expect(genreIdsForName('Animated', 'movie')).toEqual([MOVIE.animation]);
    expect(genreIdsForName('Anime', 'tv')).toEqual([TV.animation]);
  });

  it('uses the TV-specific combined genres', () => {
    expect(genreIdsForNames(['Action', 'Adventure'], 'tv')).toEqual([TV.actionAdventure]);
    expect(genreIdsForName('Children', 'tv')).toEqual([TV.kids]);
    expect(genreIdsForName('Reality-TV', 'tv')).toEqual([TV.reality]);
  });

  it('drops unmappable names and duplicates', () => {
    expect(genreIdsForName('Silent', 'movie')).toEqual([]);
    expect(genreIdsForNames(['Drama', 'drama', 'Legal'], 'movie')).toEqual([MOVIE.drama]);
  });

  it('splits comma- and space-separated cells', () => {
    expect(splitGenreCell('Horror, Mystery')).toEqual(['Horror', 'Mystery']);
    const ids = genreIdsForNames(splitGenreCell('Family Science Fiction Comedy'), 'movie');
    expect(ids.sort()).toEqual([MOVIE.comedy, MOVIE.family, MOVIE.scifi].sort());
  });
});

describe('languages and countries', () => {
  it('maps names to ISO codes', () => {
    expect(languageCode('Hindi')).toBe('hi');
    expect(languageCode('English')).toBe('en');
    expect(languageCode('Cantonese')).toBe('cn');
    expect(languageCode('Klingon')).toBeUndefined();
    expect(countryCode('United States of America')).toBe('US');
    expect(countryCode('IN')).toBe('IN');
  });

  it('guesses a language only from one unambiguous country', () => {
    expect(languageFromCountries(['KR'])).toBe('ko');
    expect(languageFromCountries(['IN'])).toBeUndefined();
    expect(languageFromCountries(['US', 'GB'])).toBeUndefined();
  });
});
