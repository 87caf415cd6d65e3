import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, type AppDatabase } from '../database';
import { episodesRepository } from './episodes-repository';

/** A mark's writes are one transaction (issue #40): the viewings and the follow, or nothing. */
let database: AppDatabase;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-marks-'));
  database = openDatabase({ dataDir: dir });
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const view = (userId: string, episode: number) => ({
  id: `ev_${userId}_${episode}`,
  userId,
  showId: 1396,
  season: 1,
  episode,
  watchedAt: '2026-01-02T20:00:00.000Z',
  rewatch: false,
});
const now = '2026-01-02T21:00:00.000Z';

describe('episode marks', () => {
  it('write the viewings and follow the show together', async () => {
    const repo = episodesRepository(database.db);
    await repo.addViewsAndFollow(
      'ana',
      [view('ana', 1), view('ana', 2)],
      [{ showId: 1396, name: 'Breaking Bad' }],
      now,
    );
    expect(await repo.watchedEpisodes('ana', 1396)).toHaveLength(2);
    expect((await repo.followedShows('ana')).map((s) => s.showId)).toEqual([1396]);
  });

  it('write nothing when a part fails', async () => {
    const repo = episodesRepository(database.db);
    // A name the table refuses (NOT NULL) makes the follow fail after the viewings were written.
    const broken = { showId: 1396, name: null as unknown as string };
    await expect(
      repo.addViewsAndFollow('ben', [view('ben', 1), view('ben', 2)], [broken], now),
    ).rejects.toThrow();
    expect(await repo.watchedEpisodes('ben', 1396)).toEqual([]);
    expect(await repo.followedShows('ben')).toEqual([]);
  });
});
