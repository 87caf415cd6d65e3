import { describe, expect, it } from 'vitest';

import { lifeDates, yearsBetween } from './life-dates';

describe('lifeDates', () => {
  it('gives the age of the living, counting the birthday', () => {
    expect(lifeDates('1942-11-17', null, '2026-11-16')).toEqual({
      born: '17 November 1942 (age 83)',
      died: null,
    });
    expect(lifeDates('1942-11-17', null, '2026-11-17').born).toBe('17 November 1942 (age 84)');
  });

  it('gives the dates of life and the age at death', () => {
    expect(lifeDates('1910-03-23', '1998-09-06', '2026-01-01')).toEqual({
      born: '23 March 1910',
      died: '6 September 1998 (aged 88)',
    });
  });

  it('says nothing it does not know', () => {
    expect(lifeDates(null, null)).toEqual({ born: null, died: null });
    expect(yearsBetween('1900', '2000-01-01')).toBeNull();
  });
});
