import { describe, expect, it } from 'vitest';

import { airedShow, nextOf, watchedOf, type AiredEpisode } from './aired-episodes';

const episode = (season: number, n: number, air_date: string | null = '2020-01-01') => ({
  season_number: season,
  episode_number: n,
  name: `E${season}.${n}`,
  air_date,
});

/** Given out of order, as seasons may come: specials, a future episode, one without a date. */
const episodes: AiredEpisode[] = [
  episode(2, 2),
  episode(0, 1),
  episode(1, 2),
  episode(2, 1),
  episode(1, 1),
  episode(0, 2),
  episode(2, 3, '2099-01-01'),
  episode(3, 1, null),
];
const show = airedShow({ id: 7, name: 'Show', poster_path: null }, episodes, '2024-06-01');
const seen = (...pairs: [number, number][]) => {
  const map = new Map<number, Set<number>>();
  for (const [s, e] of pairs) map.set(s, new Set([...(map.get(s) ?? []), e]));
  return map;
};
const numbers = (e: AiredEpisode | undefined) => e && [e.season_number, e.episode_number];

describe('aired episodes, as progress reads them', () => {
  it('keeps aired episodes only, regular seasons in order, then specials', () => {
    expect(show.episodes.map(numbers)).toEqual([
      [1, 1],
      [1, 2],
      [2, 1],
      [2, 2],
      [0, 1],
      [0, 2],
    ]);
    expect(show.regular).toBe(4);
  });

  it('counts watched episodes that aired, not those that did not or do not exist', () => {
    expect(watchedOf(show, seen())).toBe(0);
    expect(watchedOf(show, seen([1, 1], [2, 2], [2, 3], [3, 1], [9, 9], [0, 2]))).toBe(3);
  });

  it('counts an episode the data lists twice twice, as the whole list is counted', () => {
    const twice = airedShow(
      { id: 8, poster_path: null },
      [episode(1, 1), episode(1, 1)],
      '2024-06-01',
    );
    expect(twice.name).toBe('');
    expect(watchedOf(twice, seen([1, 1]))).toBe(2);
    expect(twice.episodes).toHaveLength(2);
  });

  it('finds the first aired regular episode after the last one watched', () => {
    expect(numbers(nextOf(show, null, seen()))).toEqual([1, 1]);
    expect(numbers(nextOf(show, { season: 1, episode: 1 }, seen([1, 1])))).toEqual([1, 2]);
    expect(numbers(nextOf(show, { season: 1, episode: 2 }, seen([1, 2])))).toEqual([2, 1]);
    // A gap watched out of order: the next one follows the last watched, not the first missed.
    expect(numbers(nextOf(show, { season: 2, episode: 1 }, seen([2, 1])))).toEqual([2, 2]);
    // An episode number the data does not have still places the user in the show.
    expect(numbers(nextOf(show, { season: 1, episode: 7 }, seen([1, 7])))).toEqual([2, 1]);
  });

  it('offers the first unwatched special after the regular episodes, then nothing', () => {
    const last = { season: 2, episode: 2 };
    expect(numbers(nextOf(show, last, seen([2, 2])))).toEqual([0, 1]);
    expect(numbers(nextOf(show, last, seen([2, 2], [0, 1])))).toEqual([0, 2]);
    expect(nextOf(show, last, seen([2, 2], [0, 1], [0, 2]))).toBeUndefined();
    expect(nextOf(airedShow({ id: 9, poster_path: null }, [], '2024-06-01'), null, seen())).toBe(
      undefined,
    );
  });
});
