import { describe, expect, it } from 'vitest';

import { addDays, instantOf, lastDigestTime, localDay } from './local-time';

describe('alerts local time', () => {
  it("gives the person's day, which is not the UTC day near midnight", () => {
    const at = new Date('2027-03-01T12:30:00Z');
    expect(localDay(at, 'UTC')).toBe('2027-03-01');
    expect(localDay(at, 'Pacific/Auckland')).toBe('2027-03-02');
    expect(localDay(new Date('2027-03-01T03:00:00Z'), 'America/Los_Angeles')).toBe('2027-02-28');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
  });

  it('finds the instant of a wall-clock hour, across a daylight-saving change', () => {
    expect(instantOf('2027-07-01', 8, 'Europe/Paris').toISOString()).toBe(
      '2027-07-01T06:00:00.000Z',
    );
    expect(instantOf('2027-01-15', 8, 'Europe/Paris').toISOString()).toBe(
      '2027-01-15T07:00:00.000Z',
    );
    expect(instantOf('2027-03-28', 12, 'Europe/Paris').toISOString()).toBe(
      '2027-03-28T10:00:00.000Z',
    );
  });

  it("takes today's digest hour once passed, else yesterday's", () => {
    const tz = 'America/New_York';
    expect(lastDigestTime(new Date('2027-06-10T13:00:00Z'), 9, tz).toISOString()).toBe(
      '2027-06-10T13:00:00.000Z',
    );
    expect(lastDigestTime(new Date('2027-06-10T12:59:59Z'), 9, tz).toISOString()).toBe(
      '2027-06-09T13:00:00.000Z',
    );
  });
});
