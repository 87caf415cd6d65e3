import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { EpisodeStore } from '../../apps/server/src/snapshot/index.ts';
import { buildEpisodes, type RawShow } from './episodes.ts';

const episode = (n: number, air: string | null, extra: object = {}) => ({
  n,
  name: `Episode ${n}`,
  air,
  runtime: 42,
  type: 'standard',
  still: null,
  vote: 7.5,
  votes: 10,
  overview: `What happens in ${n}.`,
  directors: [[11, 'A Director']] as [number, string][],
  writers: [[12, 'A Writer']] as [number, string][],
  guests: [[13, 'A Guest', 'Someone']] as [number, string, string][],
  ...extra,
});

const shows: RawShow[] = [
  {
    id: 20,
    name: 'Second',
    status: 'Ended',
    seasons: [
      {
        n: 2,
        name: 'Season 2',
        air: '2021-01-01',
        poster: null,
        overview: null,
        episodes: [episode(1, '2021-01-01')],
      },
      {
        n: 1,
        name: 'The Beginning',
        air: '2020-01-01',
        poster: '/p.jpg',
        overview: 'First.',
        episodes: [episode(2, '2020-01-08', { type: 'finale' }), episode(1, '2020-01-01')],
      },
      { n: 3, name: 'Season 3', air: null, poster: null, overview: null, episodes: [] },
    ],
  },
  {
    id: 10,
    name: 'First',
    status: null,
    seasons: [
      {
        n: 1,
        name: 'Season 1',
        air: null,
        poster: null,
        overview: null,
        episodes: [episode(1, null)],
      },
    ],
  },
];

function writeStore(dir: string) {
  const { index, parts } = buildEpisodes(shows);
  fs.mkdirSync(path.join(dir, 'episodes'), { recursive: true });
  parts.forEach((bytes, i) =>
    fs.writeFileSync(path.join(dir, 'episodes', `part-${i + 1}.bin`), bytes),
  );
  fs.writeFileSync(
    path.join(dir, 'episodes', 'index.json.gz'),
    zlib.gzipSync(JSON.stringify(index)),
  );
  return path.join(dir, 'catalog.json.gz');
}

describe('episodes store build', () => {
  it('is deterministic and sorts shows by id and seasons by number, dropping empty seasons', () => {
    const a = buildEpisodes(shows);
    const b = buildEpisodes([...shows].reverse());
    expect(Buffer.concat(a.parts.map((p) => Buffer.from(p)))).toEqual(
      Buffer.concat(b.parts.map((p) => Buffer.from(p))),
    );
    expect(a.index).toEqual(b.index);
    expect(a.index.shows.map(([id, seasons]) => [id, seasons.map((s) => s[0])])).toEqual([
      [10, [1]],
      [20, [1, 2]],
    ]);
    expect(a.counts).toEqual({ shows: 2, seasons: 3, episodes: 4 });
  });

  it('reads back, season by season, as TMDB-shaped answers', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-episodes-'));
    try {
      const store = EpisodeStore.open(writeStore(dir), { verify: true });
      expect(store.seasonsOf(20)).toEqual([
        {
          season_number: 1,
          name: 'The Beginning',
          air_date: '2020-01-01',
          episode_count: 2,
          poster_path: '/p.jpg',
        },
        {
          season_number: 2,
          name: 'Season 2',
          air_date: '2021-01-01',
          episode_count: 1,
          poster_path: null,
        },
      ]);
      const season = (await store.season(20, 1))!;
      expect(season.overview).toBe('First.');
      expect(season.episodes.map((e) => [e.episode_number, e.episode_type])).toEqual([
        [1, 'standard'],
        [2, 'finale'],
      ]);
      expect(season.episodes[0]!.crew.map((c) => [c.name, c.job])).toEqual([
        ['A Director', 'Director'],
        ['A Writer', 'Writer'],
      ]);
      expect(season.episodes[0]!.guest_stars[0]).toMatchObject({
        name: 'A Guest',
        character: 'Someone',
      });
      expect(await store.season(20, 3)).toBeNull();
      expect(await store.season(99, 1)).toBeNull();
      expect(store.seasonsOf(99)).toBeUndefined();
      await store.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is empty beside a snapshot that has no episodes folder', () => {
    expect(EpisodeStore.open(path.join(os.tmpdir(), 'nowhere', 'catalog.json.gz')).showCount).toBe(
      0,
    );
  });
});
