import type { UserRating, WatchedEntry } from '@unclewatch/core';
import { describe, expect, it } from 'vitest';

import type { CatalogProvider } from '../providers/catalog/index';
import type { LibraryService } from './library-service';
import { StatsService, timeWatched } from './stats-service';
import type { WatchedService } from './watched-service';

const entry = (i: number, titleId: number): WatchedEntry => ({
  id: `e${i}`,
  userId: 'u',
  type: 'movie',
  titleId,
  title: `Title ${titleId}`,
  imageUrl: null,
  language: 'en',
  publicRating: '7.0',
  date: new Date(Date.UTC(1900, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
  rating: null,
  rewatch: i > 0,
  timestamp: '2024-01-01T00:00:00.000Z',
});

function statsOver(diary: WatchedEntry[]) {
  const watched = { diary: async () => diary, latestDay: () => '2026-01-01' };
  const library = { ratings: async (): Promise<UserRating[]> => [] };
  const catalog = {
    details: async () => ({ genres: [{ id: 1, name: 'Drama' }], runtime: 100 }),
    credits: async () => ({ cast: [], crew: [] }),
  };
  return new StatsService(
    watched as unknown as WatchedService,
    library as unknown as LibraryService,
    catalog as unknown as CatalogProvider,
    undefined,
    () => new Date('2026-01-15T00:00:00Z'),
  );
}

describe('StatsService', () => {
  // Copying a title's growing list per entry made this 5·10⁹ copies (minutes on the event loop).
  it('groups 100,000 entries of one title in one pass', async () => {
    const diary = Array.from({ length: 100_000 }, (_, i) => entry(i, 603));
    const stats = await statsOver(diary).forUser('u', { period: 'all' });
    expect(stats).toMatchObject({ entries: 100_000, titles: 1, hours: 166_666.7 });
    expect(stats.genres).toEqual([{ name: 'Drama', count: 1 }]);
  });
});

describe('timeWatched', () => {
  it('reads hours as TV Time did: months of 30 days, days, hours', () => {
    expect(timeWatched(0)).toEqual({ months: 0, days: 0, hours: 0 });
    expect(timeWatched(20)).toEqual({ months: 0, days: 0, hours: 0 });
    expect(timeWatched(25 * 60)).toEqual({ months: 0, days: 1, hours: 1 });
    // 448 minutes show as 7.5 hours: 8, not 7.
    expect(timeWatched(448)).toEqual({ months: 0, days: 0, hours: 8 });
    // The 1,738 hours.
    expect(timeWatched(1738 * 60)).toEqual({ months: 2, days: 12, hours: 10 });
  });
});
