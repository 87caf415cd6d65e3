import { describe, expect, it } from 'vitest';

import type { SnapshotTitle } from '../../../snapshot/index';
import { asksForChildren, suitsChildren } from './audience';

const movie = (fields: Partial<SnapshotTitle> & { genre_ids: number[] }): SnapshotTitle =>
  ({
    id: 1,
    title: 'A',
    original_title: 'A',
    release_date: '2000-01-01',
    adult: false,
    poster_path: '/a.jpg',
    ...fields,
  }) as SnapshotTitle;
const show = (genre_ids: number[]): SnapshotTitle =>
  ({ id: 2, name: 'B', first_air_date: '2000-01-01', adult: false, genre_ids }) as SnapshotTitle;

describe('asksForChildren', () => {
  it('hears kids, family and young ages', () => {
    for (const text of [
      'what should i watch tonight with my kids',
      'something for my 6 year old',
      'a film for young children',
      'family movie night',
      'kid friendly comedies',
      'cartoons for the little ones',
      'a movie for my 10 yo',
      'cartoon series for my daughter who is 5',
    ])
      expect(asksForChildren(text), text).toBe(true);
  });

  it('does not hear it in other requests, for teenagers or when negated', () => {
    for (const text of [
      'korean thrillers',
      'something for my 16 year old',
      'nothing for kids',
      'a show whos 2 hours long',
    ])
      expect(asksForChildren(text), text).toBe(false);
  });
});

describe('suitsChildren', () => {
  it('follows the certification where the catalogue has one', () => {
    expect(suitsChildren(movie({ genre_ids: [18], certification: 'PG' }))).toBe(true);
    expect(suitsChildren(movie({ genre_ids: [16, 10751], certification: 'PG-13' }))).toBe(false);
    expect(suitsChildren(movie({ genre_ids: [35], certification: 'R' }))).toBe(false);
  });

  it('falls back on family, kids and animation genres, never horror, thriller or crime', () => {
    expect(suitsChildren(movie({ genre_ids: [16, 35] }))).toBe(true);
    expect(suitsChildren(movie({ genre_ids: [35] }))).toBe(false);
    expect(suitsChildren(movie({ genre_ids: [10751, 80] }))).toBe(false);
    expect(suitsChildren(movie({ genre_ids: [27, 12], certification: 'PG' }))).toBe(false);
    expect(suitsChildren(movie({ genre_ids: [27, 12], certification: 'PG' }), [27])).toBe(true);
    expect(suitsChildren(show([10762, 16]))).toBe(true);
    // TV animation alone is not enough: much of it is for adults.
    expect(suitsChildren(show([16, 35]))).toBe(false);
    expect(suitsChildren(movie({ genre_ids: [16], keywords: ['adult animation'] }))).toBe(false);
  });
});
