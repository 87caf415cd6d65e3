import type { InProgress, InProgressItem } from '@unclewatch/core';

import type { ScrobbleRepository } from '../../db/repositories/scrobble-repository';

/** A partial play older than this is no longer shown as in progress. */
const IN_PROGRESS_DAYS = 90;

/**
 * What the media server reported partly watched in the last 90 days and not watched since
 * (by hand or by a later scrobble), newest first.
 */
export async function inProgressOf(
  repo: ScrobbleRepository,
  userId: string,
  now: Date,
): Promise<InProgress> {
  const since = new Date(now.getTime() - IN_PROGRESS_DAYS * 86_400_000).toISOString();
  const items = (await repo.inProgress(userId))
    .filter((row) => row.updated_at >= since && row.percent < 100)
    .map((row) => ({ item: parseItemKey(row.item_key), row }))
    .filter(
      (x): x is { item: Omit<InProgressItem, 'percent' | 'updatedAt'>; row: typeof x.row } =>
        x.item !== null,
    )
    .map(({ item, row }) => ({
      ...item,
      percent: Math.round(row.percent),
      updatedAt: row.updated_at,
    }));
  if (items.length === 0) return { items };
  const ids = (type: 'movie' | 'tv') => [
    ...new Set(items.filter((i) => i.type === type).map((i) => i.id)),
  ];
  const oldest = items.reduce(
    (min, i) => (i.updatedAt < min ? i.updatedAt : min),
    items[0]!.updatedAt,
  );
  const logged = await repo.loggedSince(userId, ids('movie'), ids('tv'), oldest);
  const watchedAfter = (item: InProgressItem) =>
    item.type === 'movie'
      ? logged.movies.some((m) => m.title_id === item.id && m.created_at >= item.updatedAt)
      : logged.episodes.some(
          (e) =>
            e.show_id === item.id &&
            e.season === item.season &&
            e.episode === item.episode &&
            e.created_at >= item.updatedAt,
        );
  return { items: items.filter((item) => !watchedAfter(item)) };
}

/** `movie:603` or `tv:1396:1:2` back to what it names; null for a key of another shape. */
function parseItemKey(key: string): Omit<InProgressItem, 'percent' | 'updatedAt'> | null {
  const movie = /^movie:(\d+)$/.exec(key);
  if (movie) return { type: 'movie', id: Number(movie[1]), season: null, episode: null };
  const episode = /^tv:(\d+):(\d+):(\d+)$/.exec(key);
  if (episode)
    return {
      type: 'tv',
      id: Number(episode[1]),
      season: Number(episode[2]),
      episode: Number(episode[3]),
    };
  return null;
}
