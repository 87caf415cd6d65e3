import type { Episode, SeasonDetails } from '@unclewatch/core';
import { describe, expect, it } from 'vitest';

import type { EpisodesRepository, ShowViewings } from '../../db/repositories/episodes-repository';
import type { CatalogProvider } from '../../providers/catalog/index';
import { ProgressService } from './progress-service';

const episode = (season: number, n: number, air_date: string | null = '2020-01-01') =>
  ({ season_number: season, episode_number: n, name: `E${season}.${n}`, air_date }) as Episode;

/** A show with two specials (one not aired), and two seasons of two episodes. */
const seasons: Record<number, Episode[]> = {
  0: [episode(0, 1), episode(0, 2, '2099-01-01')],
  1: [episode(1, 1), episode(1, 2)],
  2: [episode(2, 1), episode(2, 2)],
};
const catalog = {
  details: async () => ({
    id: 7,
    name: 'Show',
    poster_path: null,
    seasons: [0, 1, 2].map((n) => ({ season_number: n })),
  }),
  season: async (_id: number, n: number) => ({ episodes: seasons[n] }) as SeasonDetails,
} as unknown as CatalogProvider;

function progressOf(watched: [number, number][], countSpecials: boolean) {
  const repo = {
    viewingsByShow: async (): Promise<ShowViewings[]> =>
      watched.length === 0
        ? []
        : [
            {
              showId: 7,
              lastWatchedAt: `2024-01-0${watched.length}T00:00:00.000Z`,
              episodes: watched.flat(),
            },
          ],
    followedShows: async () => [{ showId: 7, name: 'Show', status: 'watching' as const }],
  } as unknown as EpisodesRepository;
  const settings = { of: async () => ({ countSpecials }) };
  return new ProgressService(repo, catalog, settings, () => new Date('2024-06-01T00:00:00Z'))
    .forUser('u')
    .then((p) => p.shows[0]!);
}

describe('ProgressService and specials', () => {
  it('leaves specials out by default: a watched special changes nothing', async () => {
    const show = await progressOf(
      [
        [0, 1],
        [1, 1],
      ],
      false,
    );
    expect(show).toMatchObject({ watched: 1, aired: 4, next: { season: 1, episode: 2 } });
  });

  it('counts aired specials when turned on, and offers them after the regular episodes', async () => {
    const midway = await progressOf([[1, 1]], true);
    expect(midway).toMatchObject({ watched: 1, aired: 5, next: { season: 1, episode: 2 } });
    const regularDone = await progressOf(
      [
        [1, 1],
        [1, 2],
        [2, 1],
        [2, 2],
      ],
      true,
    );
    expect(regularDone).toMatchObject({
      watched: 4,
      aired: 5,
      next: { season: 0, episode: 1 },
      status: 'watching',
    });
    const all = await progressOf(
      [
        [1, 1],
        [1, 2],
        [2, 1],
        [2, 2],
        [0, 1],
      ],
      true,
    );
    expect(all).toMatchObject({ watched: 5, aired: 5, next: null, status: 'completed' });
    const withoutSpecials = await progressOf(
      [
        [1, 1],
        [1, 2],
        [2, 1],
        [2, 2],
      ],
      false,
    );
    expect(withoutSpecials).toMatchObject({ status: 'completed', next: null });
  });
});
