import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AppMetaRepository } from '../../db/repositories/app-meta';
import type { TvRefreshRepository } from '../../db/repositories/tv-refresh-repository';
import type { CatalogProvider } from '../../providers/catalog/index';
import { TvRefreshService, type TvRefreshLog } from './tv-refresh';

const HOUR = 3_600_000;

/** app_meta as a map: insert-if-absent, like the repository on both databases. */
function fakeMeta() {
  const rows = new Map<string, string>();
  const meta = {
    claim: async (key: string, holder: string) => {
      if (!rows.has(key)) rows.set(key, holder);
      return rows.get(key) === holder;
    },
    removeBefore: async (prefix: string, before: string) => {
      for (const key of rows.keys()) if (key.startsWith(prefix) && key < before) rows.delete(key);
    },
  } as unknown as AppMetaRepository;
  return { meta, rows };
}

function quietLog() {
  const lines: { level: string; details: object; message: string }[] = [];
  const log: TvRefreshLog = {
    info: (details, message) => lines.push({ level: 'info', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
  };
  return { log, lines };
}

const showsRepo = (ids: number[]) =>
  ({ calendarShows: async () => ids }) as unknown as TvRefreshRepository;

afterEach(() => {
  vi.useRealTimers();
});

describe('TvRefreshService', () => {
  it('looks on its timer, refreshes once per UTC day, and stops looking when stopped', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let now = new Date('2026-11-28T10:00:00Z');
    const refreshed: number[] = [];
    const catalog = {
      details: async (_type: string, id: number) => ({ id, status: 'Returning Series' }),
      refreshShow: async (id: number) => {
        refreshed.push(id);
        return { id, seasons: [{ season_number: 1 }] };
      },
      refreshSeason: async () => null,
    } as unknown as CatalogProvider;
    const { meta, rows } = fakeMeta();
    const { log } = quietLog();
    let runs = 0;
    const service = new TvRefreshService(
      showsRepo([5]),
      meta,
      catalog,
      log,
      () => runs++,
      { concurrency: 2, checkEveryMs: HOUR },
      () => now,
    );
    rows.set('tv-refresh:2026-11-20', 'an old claim');
    service.start();
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitUntil(() => runs === 1, { interval: 5 });
    expect(refreshed).toEqual([5]);
    expect([...rows.keys()]).toEqual(['tv-refresh:2026-11-28']);

    // Later the same day: the claim is held, nothing runs.
    now = new Date('2026-11-28T23:00:00Z');
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(await service.runToday()).toMatchObject({ ran: false });
    expect(refreshed).toEqual([5]);

    // The next day runs again; after stop, no look runs.
    now = new Date('2026-11-29T00:30:00Z');
    expect(await service.runToday()).toMatchObject({ ran: true, day: '2026-11-29' });
    await service.stop();
    now = new Date('2026-11-30T00:30:00Z');
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(refreshed).toEqual([5, 5]);
    expect(await service.runToday()).toMatchObject({ ran: false });
  });

  it('logs failures without stopping the server, and gives up for the day when TMDB keeps failing', async () => {
    const catalog = {
      details: async () => {
        throw new Error('tmdb: unavailable (503 on /tv/{id})');
      },
    } as unknown as CatalogProvider;
    const { meta } = fakeMeta();
    const { log, lines } = quietLog();
    const ids = Array.from({ length: 60 }, (_, i) => i + 1);
    const service = new TvRefreshService(showsRepo(ids), meta, catalog, log, () => undefined, {
      concurrency: 1,
      checkEveryMs: HOUR,
    });
    const report = await service.runToday();
    expect(report).toMatchObject({ ran: true, shows: 60, refreshed: 0, failed: 20 });
    const warnings = lines.filter((l) => l.level === 'warn');
    expect(warnings).toHaveLength(6);
    expect(warnings[0]!.details).toEqual({
      showId: 1,
      reason: 'tmdb: unavailable (503 on /tv/{id})',
    });
    expect(warnings.at(-1)!.message).toMatch(/keeps failing/);
  });

  it('skips ended and canceled shows, and reads a show of unknown status', async () => {
    const statuses: Record<number, string | null> = {
      1: 'Ended',
      2: 'Canceled',
      3: null,
      4: 'In Production',
    };
    const fetched: number[] = [];
    const catalog = {
      details: async (_type: string, id: number) => ({ id, status: statuses[id] }),
      refreshShow: async (id: number) => {
        fetched.push(id);
        return { id, seasons: [0, 1, 2, 3].map((n) => ({ season_number: n })) };
      },
      refreshSeason: async (id: number, n: number) => {
        fetched.push(id * 10 + n);
        return null;
      },
    } as unknown as CatalogProvider;
    const { meta } = fakeMeta();
    const service = new TvRefreshService(
      showsRepo([1, 2, 3, 4]),
      meta,
      catalog,
      quietLog().log,
      () => undefined,
      { concurrency: 1, checkEveryMs: HOUR },
    );
    expect(await service.runToday()).toMatchObject({ refreshed: 2, ended: 2, failed: 0 });
    // The last two regular seasons of each, after its details.
    expect(fetched).toEqual([3, 32, 33, 4, 42, 43]);
  });
});
