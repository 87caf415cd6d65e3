import { describe, expect, it } from 'vitest';

import { isTvTime, tvTimeRows } from './tv-time';

describe('TV Time tracking file: films', () => {
  it('reads watched films (by key or by type) on their day and films to watch', () => {
    const rows = tvTimeRows([
      {
        key: 'watch-movie-1',
        movie_name: 'Inception',
        release_date: '2010-07-16',
        created_at: '2021-02-03 21:00:00',
      },
      {
        key: '',
        type: 'watch',
        movie_name: 'Heat',
        release_date: '1995-12-15',
        created_at: '2020-01-05 20:00:00',
      },
      {
        key: 'rewatch-movie-1',
        movie_name: 'Inception',
        release_date: '2010-07-16',
        created_at: '2023-02-03 21:00:00',
      },
      { key: '', type: 'towatch', movie_name: 'Alien', release_date: '1979-05-25', created_at: '' },
      {
        key: 'watch-episode-9',
        series_name: 'Dark',
        season_number: '1',
        episode_number: '1',
        created_at: '2020-05-01 20:00:00',
      },
      {
        key: 'something-else',
        movie_name: 'Ignored',
        release_date: '2001',
        created_at: '2020-01-01',
      },
    ]);
    expect(rows.map((r) => [r.row, r.type, r.title, r.year, r.watchlist])).toEqual([
      [1, 'tv', 'Dark', null, false],
      [2, 'movie', 'Inception', 2010, false],
      [3, 'movie', 'Heat', 1995, false],
      [4, 'movie', 'Alien', 1979, true],
    ]);
    expect(rows[1]!.viewings).toEqual([
      { date: '2021-02-03', rewatch: false },
      { date: '2023-02-03', rewatch: true },
    ]);
  });

  it('knows the file by its columns, with films or with episodes', () => {
    expect(isTvTime(['key', 'series_name', 'season_number', 'episode_number'])).toBe(true);
    expect(isTvTime(['type', 'entity_type', 'movie_name', 'release_date', 'created_at'])).toBe(
      true,
    );
    expect(isTvTime(['Name', 'Year', 'Letterboxd URI'])).toBe(false);
    expect(isTvTime(['key', 'series_name'])).toBe(false);
  });
});
