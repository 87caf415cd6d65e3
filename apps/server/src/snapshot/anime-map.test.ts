import { describe, expect, it } from 'vitest';

import { AnimeMap, animeMap } from './anime-map';

describe('anime map (TheTVDB → TMDB)', () => {
  const map = animeMap();

  it('maps Hunter x Hunter (2011) seasons of 58, 78 and 12 to absolute positions', () => {
    expect(map.tmdbIds(252322)).toEqual([46298]);
    expect(map.place(252322, 1, 59)).toBeNull();
    expect(map.place(252322, 1, 58)).toEqual({ tmdbId: 46298, absolute: 58 });
    expect(map.place(252322, 2, 1)).toEqual({ tmdbId: 46298, absolute: 59 });
    expect(map.place(252322, 3, 12)).toEqual({ tmdbId: 46298, absolute: 148 });
  });

  it('maps One Piece TheTVDB seasons onto TMDB seasons with offsets', () => {
    expect(map.place(81797, 2, 1)).toEqual({ tmdbId: 37854, season: 1, episode: 9 });
    expect(map.place(81797, 5, 2)).toEqual({ tmdbId: 37854, season: 2, episode: 1 });
  });

  it('keeps the same numbers where both sides agree (Attack on Titan)', () => {
    expect(map.place(267440, 3, 15)).toEqual({ tmdbId: 1429, season: 3, episode: 15 });
    expect(map.place(267440, 4, 30)).toEqual({ tmdbId: 1429, season: 4, episode: 30 });
  });

  it('says nothing of series it does not know, nor where its ranges disagree', () => {
    expect(map.has(1)).toBe(false);
    expect(map.place(1, 1, 1)).toBeNull();
    const conflicting = new AnimeMap({
      version: 1,
      source: 'test',
      shows: [
        [
          7,
          [
            [1, 1, 0, 70, 1, 0],
            [1, 1, 0, 70, 2, 0],
          ],
        ],
      ],
    });
    expect(conflicting.place(7, 1, 3)).toBeNull();
  });
});
