import { describe, expect, it } from 'vitest';
import {
  imdbIdOf,
  normName,
  normTitle,
  parseImdbScore,
  parseRtPercent,
  stripHtml,
  tmdbImagePath,
  yearOf,
} from './normalize.ts';

describe('normTitle', () => {
  it('folds accents, case and punctuation', () => {
    expect(normTitle('Amélie')).toBe('amelie');
    expect(normTitle('Spider-Man: Across the Spider-Verse')).toBe(
      'spider man across the spider verse',
    );
    expect(normTitle('  WALL·E  ')).toBe('wall e');
  });

  it('ignores leading articles and library-style trailing ones', () => {
    expect(normTitle('The Dark Knight')).toBe('dark knight');
    expect(normTitle('Dark Knight, The')).toBe('dark knight');
    expect(normTitle('A Quiet Place')).toBe(normTitle('Quiet Place'));
    expect(normTitle('The')).toBe('the');
  });

  it('treats & and "and" alike and drops apostrophes', () => {
    expect(normTitle('Secrets & Lies')).toBe(normTitle('Secrets and Lies'));
    expect(normTitle("Schitt's Creek")).toBe('schitts creek');
    expect(normTitle('Schitt’s Creek')).toBe('schitts creek');
  });

  it('keeps non-Latin scripts', () => {
    expect(normTitle('दंगल')).not.toBe('');
    // Hangul decomposes under NFKD; composed and decomposed input fold to the same key.
    expect(normTitle('기생충')).toBe(normTitle('기생충'.normalize('NFD')));
    expect(normTitle('기생충')).toHaveLength('기생충'.normalize('NFKD').length);
  });
});

describe('other normalisers', () => {
  it('normalises names with initials alike', () => {
    expect(normName('J.K. Simmons')).toBe(normName('J. K. Simmons'));
    expect(normName('Penélope Cruz')).toBe('penelope cruz');
  });

  it('parses years, ids and scores', () => {
    expect(yearOf('2008-07-16')).toBe(2008);
    expect(yearOf('Jun 12 1998')).toBe(1998);
    expect(yearOf('')).toBeUndefined();
    expect(imdbIdOf('0114709')).toBe('tt0114709');
    expect(imdbIdOf('tt0468569')).toBe('tt0468569');
    expect(imdbIdOf('nan')).toBeUndefined();
    expect(parseImdbScore('8.8/10')).toBe(8.8);
    expect(parseImdbScore('7')).toBe(7);
    expect(parseImdbScore('')).toBeUndefined();
    expect(parseRtPercent('87%')).toBe(87);
    expect(parseRtPercent('87/100')).toBe(87);
  });

  it('takes the TMDB path after the size segment', () => {
    expect(tmdbImagePath('https://image.tmdb.org/t/p/w500/yzqHt4m1SeY9FbPrfZ0C2Hi9x1s.jpg')).toBe(
      '/yzqHt4m1SeY9FbPrfZ0C2Hi9x1s.jpg',
    );
    expect(tmdbImagePath('/abc.jpg')).toBe('/abc.jpg');
    expect(tmdbImagePath(null)).toBeUndefined();
  });

  it('strips HTML from TVmaze summaries', () => {
    expect(stripHtml('<p>Based on <i>A Song of Ice &amp; Fire</i> .</p>')).toBe(
      'Based on A Song of Ice & Fire.',
    );
  });
});
