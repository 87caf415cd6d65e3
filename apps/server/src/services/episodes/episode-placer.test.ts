import { describe, expect, it } from 'vitest';

import type { ImportEpisode } from '@unclewatch/core';

import { animeMap } from '../../snapshot/index';
import { NOT_PLACED, placeRows } from './episode-placer';

const rows = (...pairs: [number, number][]): ImportEpisode[] =>
  pairs.map(([season, episode]) => ({
    season,
    episode,
    watchedAt: '2024-01-01T20:00:00.000Z',
    rewatch: false,
  }));
const seasonRange = (season: number, from: number, to: number): [number, number][] =>
  Array.from({ length: to - from + 1 }, (_, i) => [season, from + i]);
const layout = (...counts: number[]) =>
  new Map(counts.map((n, i) => [i + 1, Array.from({ length: n }, (_, e) => e + 1)]));
const where = (p: ReturnType<typeof placeRows>) => p.placed.map((r) => `${r.season}:${r.episode}`);
const offline = { live: false, showId: 1 };

describe('placing a TV history on the catalogue', () => {
  it('places rows by their numbers when they all fit', () => {
    const p = placeRows(rows([1, 1], [2, 3]), layout(7, 13), offline);
    expect(where(p)).toEqual(['1:1', '2:3']);
    expect(p.notPlaced).toEqual([]);
  });

  it('places partly watched seasons by number when the rest name seasons past the last', () => {
    // A season the offline data does not have yet (or made up) says nothing about numbering.
    const p = placeRows(
      rows([1, 1], [2, 3], [5, 2], [6, 1], [40, 1]),
      layout(7, 13, 8, 8, 8),
      offline,
    );
    expect(where(p)).toEqual(['1:1', '2:3', '5:2']);
    expect(p.notPlaced).toEqual([{ reason: NOT_PLACED.noEpisode, rows: 2 }]);
  });

  it('places Hunter x Hunter (TheTVDB 58/78/12) by the anime map onto TMDB 62/74/12', () => {
    const file = rows(...seasonRange(1, 1, 58), ...seasonRange(2, 1, 78), ...seasonRange(3, 1, 12));
    const tmdb = new Map([
      [1, Array.from({ length: 62 }, (_, e) => e + 1)],
      [2, Array.from({ length: 74 }, (_, e) => e + 63)],
      [3, Array.from({ length: 12 }, (_, e) => e + 137)],
    ]);
    const p = placeRows(file, tmdb, {
      live: false,
      showId: 46298,
      tvdbId: 252322,
      animeMap: animeMap(),
    });
    expect(p.placed).toHaveLength(148);
    expect(p.placed.every((r) => r.how === 'anime map')).toBe(true);
    // TMDB numbers its second and third seasons on: 63–136, 137–148.
    expect(where(p).slice(57, 63)).toEqual(['1:58', '1:59', '1:60', '1:61', '1:62', '2:63']);
    expect(where(p).at(-1)).toBe('3:148');
  });

  it('places it by absolute order without the map, the season ends meeting at 136', () => {
    const file = rows(...seasonRange(1, 1, 58), ...seasonRange(2, 1, 78), ...seasonRange(3, 1, 12));
    const p = placeRows(file, layout(62, 74, 12), offline);
    expect(p.placed.every((r) => r.how === 'absolute order')).toBe(true);
    expect(where(p)[58]).toBe('1:59');
    expect(where(p)[62]).toBe('2:1');
    expect(p.notPlaced).toEqual([]);
  });

  it('places one absolute season and split seasons by order', () => {
    expect(where(placeRows(rows([1, 13], [1, 24]), layout(12, 12), offline))).toEqual([
      '2:1',
      '2:12',
    ]);
    const split = rows(...seasonRange(1, 1, 24), [2, 1]);
    expect(where(placeRows(split, layout(12, 12, 10), offline)).slice(-2)).toEqual(['2:12', '3:1']);
  });

  it('reports instead of guessing when the order cannot be trusted', () => {
    // Season 1 watched to 20 of 24, then season 2: where season 2 starts is unknown.
    const p = placeRows(
      rows(...seasonRange(1, 1, 20), [2, 1], [2, 14]),
      layout(12, 12, 10),
      offline,
    );
    expect(where(p)).toEqual(seasonRange(1, 1, 12).map(([s, e]) => `${s}:${e}`));
    expect(p.notPlaced).toEqual([
      { reason: NOT_PLACED.noEpisode, rows: 9 },
      { reason: NOT_PLACED.uncertain, rows: 1 },
    ]);
  });

  it('places the seasons the catalogue has and reports a season it lacks', () => {
    const file = rows(...seasonRange(1, 1, 7), [2, 1], [3, 1]);
    const p = placeRows(file, layout(7, 13), offline);
    expect(where(p)).toEqual([...seasonRange(1, 1, 7).map(([s, e]) => `${s}:${e}`), '2:1']);
    expect(p.notPlaced).toEqual([{ reason: NOT_PLACED.noEpisode, rows: 1 }]);
  });

  it('says why: specials offline, a show without episode data', () => {
    expect(placeRows(rows([0, 1], [1, 1]), layout(7), offline).notPlaced).toEqual([
      { reason: NOT_PLACED.specials, rows: 1 },
    ]);
    expect(placeRows(rows([1, 1], [1, 2]), new Map(), offline).notPlaced).toEqual([
      { reason: NOT_PLACED.noData, rows: 2 },
    ]);
  });
});
