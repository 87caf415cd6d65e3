import { describe, expect, it } from 'vitest';

import { tvTimeRows } from './tv-time';
import { localToUtc, tvTimeSeenRows, tvTimeZone } from './tv-time-seen';

describe('TV Time seen-episode files', () => {
  it("reads a wall-clock time in the user's zone, summer time included", () => {
    expect(localToUtc('2021-01-14 10:00:00', 'America/New_York')).toBe('2021-01-14T15:00:00.000Z');
    expect(localToUtc('2021-07-14 22:30:00', 'America/New_York')).toBe('2021-07-15T02:30:00.000Z');
    expect(localToUtc('2021-07-14 22:30:00', 'Asia/Kolkata')).toBe('2021-07-14T17:00:00.000Z');
    expect(localToUtc('2021-03-28 12:00:00', 'Europe/Berlin')).toBe('2021-03-28T10:00:00.000Z');
    // No zone, or one the runtime does not know: the time is taken as written (UTC).
    expect(localToUtc('2021-01-14 10:00:00', undefined)).toBe('2021-01-14 10:00:00');
    expect(localToUtc('2021-01-14 10:00:00', 'Mars/Olympus')).toBe('2021-01-14 10:00:00');
  });

  it('makes one row a show: seen episodes by header name, followed-only shows on the watchlist', () => {
    const rows = tvTimeSeenRows(
      [
        {
          tv_show_name: 'Dark',
          episode_season_number: '1',
          episode_number: '2',
          created_at: '',
          seen_date: '2020-05-02 20:00:00',
        },
        {
          tv_show_name: 'Dark',
          episode_season_number: '1',
          episode_number: '1',
          created_at: '2020-05-01 20:00:00',
        },
        {
          tv_show_name: 'Dark',
          episode_season_number: 'x',
          episode_number: '3',
          created_at: '2020-05-03 20:00:00',
        },
      ],
      [{ tv_show_name: 'Dark' }, { tv_show_name: 'Fargo (2014)' }],
      'Europe/Berlin',
    );
    expect(rows.map((r) => [r.title, r.year, r.watchlist])).toEqual([
      ['Dark', null, false],
      ['Fargo', 2014, true],
    ]);
    expect(rows[0]!.episodes!.map((e) => [e.episode, e.watchedAt])).toEqual([
      [2, '2020-05-02T18:00:00.000Z'],
      [1, '2020-05-01T18:00:00.000Z'],
    ]);
  });

  it('finds the zone in user.csv', () => {
    expect(tvTimeZone([{ user_id: '1', timezone: 'Europe/Paris' }])).toBe('Europe/Paris');
    expect(tvTimeZone([])).toBeUndefined();
  });

  it("takes a tracking row's time from updated_at when created_at is empty", () => {
    const [row] = tvTimeRows([
      {
        key: 'watch-episode-1',
        s_id: '1234',
        series_name: 'Test Show',
        season_number: '1',
        episode_number: '1',
        created_at: '',
        updated_at: '2026-01-01',
      },
    ]);
    expect(row!.episodes).toEqual([
      { season: 1, episode: 1, watchedAt: '2026-01-01T00:00:00.000Z', rewatch: false },
    ]);
  });
});
