import type { ImportItem } from '@unclewatch/core';
import { IMPORT_MAX_COMMIT_VIEWINGS } from '@unclewatch/core/browser';
import { describe, expect, it } from 'vitest';

import { commitBatches, IMPORT_BATCH_SIZE, skippedBatches } from './import';

const item = (id: number, viewings: number): ImportItem => ({
  type: 'movie',
  id,
  watchlist: false,
  watched: Array.from({ length: viewings }, () => ({ date: '2024-01-01', rewatch: false })),
});

describe('commitBatches', () => {
  it('keeps each batch within the items and the viewings one commit may carry', () => {
    const items = [
      ...Array.from({ length: 1200 }, (_, i) => item(i + 1, 0)),
      ...Array.from({ length: 12 }, (_, i) => item(5000 + i, 1000)),
    ];
    const batches = commitBatches(items);
    expect(batches.flat()).toEqual(items);
    for (const batch of batches) {
      expect(batch.length).toBeLessThanOrEqual(IMPORT_BATCH_SIZE);
      const viewings = batch.reduce((sum, i) => sum + (i.watched?.length ?? 0), 0);
      expect(viewings).toBeLessThanOrEqual(IMPORT_MAX_COMMIT_VIEWINGS);
    }
    expect(batches.map((b) => b.length)).toEqual([500, 500, 205, 5, 2]);
  });

  it('counts episode viewings too, so a long TV history goes in several commits', () => {
    const show = (id: number, episodes: number): ImportItem => ({
      type: 'tv',
      id,
      watchlist: false,
      watched: [],
      episodes: Array.from({ length: episodes }, (_, i) => ({
        season: 1,
        episode: i + 1,
        watchedAt: '2024-01-01T20:00:00.000Z',
        rewatch: false,
      })),
    });
    const items = Array.from({ length: 40 }, (_, i) => show(i + 1, 500));
    const batches = commitBatches(items);
    expect(batches.flat()).toEqual(items);
    for (const batch of batches) {
      const episodes = batch.reduce((sum, i) => sum + (i.episodes?.length ?? 0), 0);
      expect(episodes).toBeLessThanOrEqual(IMPORT_MAX_COMMIT_VIEWINGS);
    }
    expect(batches.length).toBe(Math.ceil((40 * 500) / IMPORT_MAX_COMMIT_VIEWINGS));
  });
});

describe('skippedBatches', () => {
  const rows = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      season: 1,
      episode: i + 1,
      watchedAt: '2024-01-01',
      rewatch: false,
    }));
  it('sends the skipped shows with their rows, at most one commit of rows at a time', () => {
    const shows = [3000, 3000, 10, IMPORT_MAX_COMMIT_VIEWINGS + 1].map((n, i) => ({
      title: `Show ${i}`,
      episodeRows: n,
      episodes: rows(n),
    }));
    const batches = skippedBatches(shows);
    expect(batches.map((b) => b.map((s) => s.title))).toEqual([
      ['Show 0'],
      ['Show 1', 'Show 2', 'Show 3'],
    ]);
    // A show with more rows than one commit takes goes counted, without its rows.
    expect(batches[1]![2]).toEqual({
      title: 'Show 3',
      episodeRows: IMPORT_MAX_COMMIT_VIEWINGS + 1,
    });
    for (const batch of batches)
      expect(batch.reduce((sum, s) => sum + (s.episodes?.length ?? 0), 0)).toBeLessThanOrEqual(
        IMPORT_MAX_COMMIT_VIEWINGS,
      );
  });
});
