// @vitest-environment jsdom
import type { PersonCredits } from '@unclewatch/core';
import { describe, expect, it } from 'vitest';

import { creditHref, isTvCredit, knownFor } from './known-for';

type Credit = PersonCredits['cast'][number];
const credit = (id: number, over: Partial<Credit> = {}) =>
  ({ id, title: `Movie ${id}`, poster_path: `/p${id}.jpg`, adult: false, ...over }) as Credit;

describe('person credit links', () => {
  it('goes to /tv/{id} when the credit has a name field, else /movie/{id}', () => {
    expect(creditHref({ id: 1396, name: 'Breaking Bad' })).toBe('/tv/1396');
    expect(creditHref({ id: 155 })).toBe('/movie/155');
    expect(isTvCredit({ name: '' })).toBe(false);
  });
});

describe('knownFor', () => {
  it('keeps at most 10 titles with posters, without adult titles or repeats', () => {
    const cast = [
      credit(1, { poster_path: null }),
      credit(2, { adult: true }),
      credit(3),
      credit(3),
      ...Array.from({ length: 12 }, (_, i) => credit(10 + i)),
    ];
    const picked = knownFor(cast);
    expect(picked).toHaveLength(10);
    expect(picked[0]!.id).toBe(3);
    expect(new Set(picked.map((c) => c.id)).size).toBe(10);
  });
});
