import { describe, expect, it } from 'vitest';

import { deletes1, editDistance, maxTypos, tokenize } from './text';

describe('tokenize', () => {
  it('splits folded text into words', () => {
    expect(tokenize('  Amélie  ')).toEqual(['amelie']);
    expect(tokenize("Schindler's List")).toEqual(['schindlers', 'list']);
    expect(tokenize('Fast & Furious')).toEqual(['fast', 'and', 'furious']);
    expect(tokenize('')).toEqual([]);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and transpositions', () => {
    expect(editDistance('interstelar', 'interstellar')).toBe(1);
    expect(editDistance('godfater', 'godfather')).toBe(1);
    expect(editDistance('matirx', 'matrix')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('stops early past the cap', () => {
    expect(editDistance('abcdefgh', 'zzzzzzzz', 2)).toBe(3);
  });
});

describe('typo neighbourhood', () => {
  it('lists one-character deletions', () => {
    expect(deletes1('abc')).toEqual(['bc', 'ac', 'ab']);
  });
  it('allows more typos for longer words', () => {
    expect([maxTypos(3), maxTypos(5), maxTypos(9)]).toEqual([0, 1, 2]);
  });
});
