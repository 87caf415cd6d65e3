import { describe, expect, it } from 'vitest';

import { traktHistoryEpisode, traktWatchedEpisodes } from './trakt-episodes';

describe('Trakt episodes', () => {
  it('reads a history item as one viewing at its moment, and nothing from a broken one', () => {
    expect(
      traktHistoryEpisode({
        watched_at: '2024-02-01T20:00:00Z',
        episode: { season: 2, number: 5 },
      }),
    ).toEqual({ season: 2, episode: 5, watchedAt: '2024-02-01T20:00:00.000Z', rewatch: false });
    expect(
      traktHistoryEpisode({ watched_at: '2024-02-01', episode: { season: 0, number: 1 } }),
    ).toMatchObject({ season: 0, episode: 1 });
    for (const broken of [
      { watched_at: 'yesterday', episode: { season: 1, number: 1 } },
      { watched_at: '2024-02-01', episode: { season: -1, number: 1 } },
      { watched_at: '2024-02-01', episode: { season: 1, number: 0 } },
      { watched_at: '2024-02-01', episode: { season: '1', number: 1 } },
      { watched_at: '2024-02-01' },
    ])
      expect(traktHistoryEpisode(broken)).toBeNull();
  });

  it("reads a watched show's seasons, each episode at its last play", () => {
    expect(
      traktWatchedEpisodes({
        seasons: [
          {
            number: 1,
            episodes: [
              { number: 1, plays: 3, last_watched_at: '2024-01-01T10:00:00Z' },
              { number: 2, last_watched_at: null },
            ],
          },
          { number: 'x', episodes: [{ number: 1, last_watched_at: '2024-01-01' }] },
        ],
      }),
    ).toEqual([{ season: 1, episode: 1, watchedAt: '2024-01-01T10:00:00.000Z', rewatch: false }]);
    expect(traktWatchedEpisodes({})).toEqual([]);
  });
});
