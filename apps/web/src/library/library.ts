import type {
  MediaType,
  PublicComment,
  SessionUser,
  UserRating,
  WatchlistEntry,
} from '@unclewatch/core';

/** Comments shown before 'Show All (n)' (spec §2). */
export const COMMENTS_SHOWN = 3;

/** The one key a title has in the library: `${type}:${id}`. */
export const libraryKey = (type: MediaType, id: number): string => `${type}:${id}`;

export function savedKeysOf(entries: readonly WatchlistEntry[] | undefined): Set<string> {
  return new Set((entries ?? []).map((entry) => libraryKey(entry.type, entry.titleId)));
}

/** The stored rating (1–10) of a title, or 0 ('Rate') when unrated. */
export function ratingOf(
  ratings: readonly UserRating[] | undefined,
  type: MediaType,
  id: number,
): number {
  return ratings?.find((r) => r.type === type && r.titleId === id)?.rating ?? 0;
}

/** The comments to render: the first 3 (newest first) unless all are asked for. */
export function visibleComments<T>(comments: readonly T[], showAll: boolean): readonly T[] {
  return showAll ? comments : comments.slice(0, COMMENTS_SHOWN);
}

/** The show-all toggle's text, or null when every comment already shows. */
export function commentsToggleLabel(total: number, showAll: boolean): string | null {
  if (total <= COMMENTS_SHOWN) return null;
  return showAll ? 'Show Fewer' : `Show All (${total})`;
}

/** Newest first, whatever order they arrive in. */
export function newestFirst(comments: readonly PublicComment[]): PublicComment[] {
  return [...comments].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
}

/** Authors delete their own comments; admins delete any. */
export function canDeleteComment(comment: PublicComment, user: SessionUser | null): boolean {
  return Boolean(user && (user.isAdmin || comment.mine));
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** 'just now', '5 minutes ago', '2 days ago'; an absolute date after a week. */
export function commentDate(timestamp: string, now = Date.now()): string {
  const time = Date.parse(timestamp);
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now - time);
  if (elapsed >= 7 * 86_400_000) {
    return new Date(time).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
  }
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, ms] of units) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return 'just now';
}
