import { describe, expect, it } from 'vitest';

import { trendingOrder, type SnapshotTitle } from '../snapshot/index';
import { TitleActivity } from './title-activity';

const movie = (id: number, popularity: number): SnapshotTitle => ({
  id,
  title: `Movie ${id}`,
  original_title: `Movie ${id}`,
  release_date: '2001-01-01',
  overview: '',
  poster_path: `/${id}.jpg`,
  backdrop_path: null,
  original_language: 'en',
  genre_ids: [18],
  vote_average: 7,
  vote_count: 1000,
  popularity,
  adult: false,
  sources: [],
});

describe('TitleActivity', () => {
  it('turns recent watchlist adds, ratings and comments into a trending boost', async () => {
    let clock = 1_000_000_000_000;
    const comments = [{ type: 'movie' as const, id: 2, count: 3 }];
    const activity = new TitleActivity(
      {
        watchlistAdds: async () => [{ type: 'movie', id: 2, count: 2 }],
        ratings: async () => [],
        comments: async () => comments,
      },
      () => clock,
    );
    const first = await activity.snapshot('week');
    expect(first.boost('movie', 2)).toBeGreaterThan(0);
    expect(first.boost('movie', 1)).toBe(0);
    expect(first.boost('tv', 2)).toBe(0);

    const titles = [movie(1, 50), movie(2, 5), movie(3, 40)];
    const plain = trendingOrder(titles, 'month', new Date(clock));
    const boosted = trendingOrder(titles, 'month', new Date(clock), first.boost);
    expect(plain.map((t) => t.id).indexOf(2)).toBe(2);
    expect(boosted[0]!.id).toBe(2);

    comments.push({ type: 'movie', id: 3, count: 1 });
    expect((await activity.snapshot('week')).version).toBe(first.version);
    clock += 61_000;
    expect((await activity.snapshot('week')).version).not.toBe(first.version);
  });
});
