import { describe, expect, it } from 'vitest';

import { embeddedRewrite, sentences } from './rewrite';

describe('embeddedRewrite', () => {
  const facts = {
    type: 'movie' as const,
    title: 'The Dark Knight',
    overview:
      'Batman raises the stakes in his war on crime. With the help of Lt. Jim Gordon, he sets out to dismantle the remaining criminal organizations. The partnership proves effective.',
    genres: ['Drama', 'Crime'],
    year: 2008,
    imdbRating: 9,
  };

  it('leads with the facts and keeps the overview sentences whole', () => {
    const text = embeddedRewrite(facts);
    expect(text).toMatch(
      /^Uncle recommends: a 2008 drama and crime film rated 9\.0 on IMDb\. Batman raises the stakes in his war on crime\./,
    );
    expect(text).toContain('Lt. Jim Gordon');
    expect(embeddedRewrite(facts)).toBe(text);
  });

  it('says nothing without an overview', () => {
    expect(embeddedRewrite({ ...facts, overview: '  ' })).toBe('');
  });

  it('splits sentences but not abbreviations', () => {
    expect(sentences('Dr. No returns. Bond follows!')).toEqual([
      'Dr. No returns.',
      'Bond follows!',
    ]);
  });
});
