import type { PublicComment, SessionUser, UserRating, WatchlistEntry } from '@unclewatch/core';
import { describe, expect, it } from 'vitest';

import {
  canDeleteComment,
  commentDate,
  commentsToggleLabel,
  newestFirst,
  ratingOf,
  savedKeysOf,
  visibleComments,
} from './library';

const comment = (id: string, timestamp: string, mine = true): PublicComment => ({
  id,
  type: 'movie',
  titleId: 1,
  mine,
  author: 'ann',
  comment: 'hi',
  timestamp,
});

describe('comments show-all toggle', () => {
  const list = [1, 2, 3, 4, 5];
  it('shows 3 until all are asked for', () => {
    expect(visibleComments(list, false)).toEqual([1, 2, 3]);
    expect(visibleComments(list, true)).toEqual(list);
  });
  it("labels 'Show All (n)' / 'Show Fewer', and nothing for 3 or fewer", () => {
    expect(commentsToggleLabel(5, false)).toBe('Show All (5)');
    expect(commentsToggleLabel(5, true)).toBe('Show Fewer');
    expect(commentsToggleLabel(3, false)).toBeNull();
    expect(commentsToggleLabel(0, true)).toBeNull();
  });
});

describe('library helpers', () => {
  it('sorts comments newest first', () => {
    const sorted = newestFirst([
      comment('a', '2024-01-01T00:00:00Z'),
      comment('b', '2024-03-01T00:00:00Z'),
      comment('c', '2024-02-01T00:00:00Z'),
    ]);
    expect(sorted.map((c) => c.id)).toEqual(['b', 'c', 'a']);
  });

  it('lets authors and admins delete, nobody else', () => {
    const user = { id: 'u1', isAdmin: false } as SessionUser;
    const mine = comment('a', '2024-01-01T00:00:00Z', true);
    const theirs = comment('b', '2024-01-01T00:00:00Z', false);
    expect(canDeleteComment(mine, user)).toBe(true);
    expect(canDeleteComment(theirs, user)).toBe(false);
    expect(canDeleteComment(theirs, { ...user, isAdmin: true })).toBe(true);
    expect(canDeleteComment(mine, null)).toBe(false);
  });

  it('formats dates relatively, absolutely after a week', () => {
    const now = Date.parse('2024-05-10T12:00:00Z');
    expect(commentDate('2024-05-10T11:59:50Z', now)).toBe('just now');
    expect(commentDate('2024-05-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(commentDate('2024-05-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(commentDate('2024-05-09T12:00:00Z', now)).toBe('yesterday');
    expect(commentDate('2024-04-01T12:00:00Z', now)).toBe('Apr 1, 2024');
    expect(commentDate('nonsense', now)).toBe('');
  });

  it('keys saved titles by type and id', () => {
    const entries = [
      { type: 'movie', titleId: 1 },
      { type: 'tv', titleId: 1 },
    ] as WatchlistEntry[];
    expect([...savedKeysOf(entries)]).toEqual(['movie:1', 'tv:1']);
    expect(savedKeysOf(undefined).size).toBe(0);
  });

  it("reads a stored rating, 0 ('Rate') when none", () => {
    const ratings = [{ type: 'movie', titleId: 7, rating: 8 }] as UserRating[];
    expect(ratingOf(ratings, 'movie', 7)).toBe(8);
    expect(ratingOf(ratings, 'tv', 7)).toBe(0);
    expect(ratingOf(undefined, 'movie', 7)).toBe(0);
  });
});
