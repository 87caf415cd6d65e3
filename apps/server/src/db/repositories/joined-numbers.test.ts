import { describe, expect, it } from 'vitest';

import { numbersOf } from './joined-numbers';

describe('numbersOf: the episodes a show row joins into one text', () => {
  it('reads season:episode pairs in turn, repeats kept', () => {
    expect(numbersOf('1:1,1:2,0:13,12:104,1:1')).toEqual([1, 1, 1, 2, 0, 13, 12, 104, 1, 1]);
    expect(numbersOf('100000:100000')).toEqual([100000, 100000]);
  });

  it('reads nothing from an empty text and keeps a sign', () => {
    expect(numbersOf('')).toEqual([]);
    expect(numbersOf('-1:3')).toEqual([-1, 3]);
  });
});
