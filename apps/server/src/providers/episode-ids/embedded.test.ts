import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { repoRoot } from '../../repo-root';
import { EmbeddedEpisodeIds, EPISODE_IDS_FILE } from './embedded';
import { decodeEpisodeIds, encodeEpisodeIds } from './format';

describe('episode ids file', () => {
  const index = new EmbeddedEpisodeIds(path.join(repoRoot, 'data/catalog', EPISODE_IDS_FILE));

  it('finds the probes of its SOURCE.md', () => {
    expect(index.byEpisodeId(62085)).toEqual({ showId: 1396, season: 1, episode: 1 });
    expect(index.byEpisodeId(63056)).toEqual({ showId: 1399, season: 1, episode: 1 });
    expect(index.byEpisodeId(85987)).toEqual({ showId: 1668, season: 1, episode: 1 });
    expect(index.byEpisodeId(1707381)).toEqual({ showId: 32726, season: 9, episode: 15 });
    expect(index.byEpisodeId(2_000_000_000)).toBeNull();
  });

  it("lists a show's episodes in order", () => {
    const bb = index.showEpisodes(1396);
    expect(bb.map((e) => e.season)).toEqual([
      ...Array<number>(7).fill(1),
      ...Array<number>(13).fill(2),
      ...Array<number>(13).fill(3),
      ...Array<number>(13).fill(4),
      ...Array<number>(16).fill(5),
    ]);
    expect(index.showEpisodes(-5)).toEqual([]);
  });

  it('round-trips numbers that are not 1..N and ids that go down', () => {
    const rows = decodeEpisodeIds(
      encodeEpisodeIds([{ id: 7, seasons: [{ n: 2, ids: [900, 15, 300_000], e: [0, 5, 6] }] }]),
    );
    expect([...rows.ids]).toEqual([900, 15, 300_000]);
    expect([...rows.episodes]).toEqual([0, 5, 6]);
    expect([...rows.byId]).toEqual([1, 0, 2]);
  });
});
