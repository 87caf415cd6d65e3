import type { ImportEpisode } from '@unclewatch/core';

/**
 * Episodes in Trakt exports (issue #31), read as episode viewings of their show rather than
 * one show viewing a day:
 * - history (`history.json`, `watched-history.json`): `{type: 'episode', watched_at, episode:
 *   {season, number}, show}`: one viewing each;
 * - watched shows (`watched-shows.json`): `{show, seasons: [{number, episodes: [{number,
 *   plays, last_watched_at}]}]}`: one viewing of each episode, at its last play (the only
 *   moment the file gives).
 */

const whole = (value: unknown, min: number): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= min ? value : null;

const moment = (value: unknown): string | null => {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return null;
  return new Date(value).toISOString();
};

/** A history item's episode viewing; null when it names no readable episode. */
export function traktHistoryEpisode(item: {
  episode?: unknown;
  watched_at?: unknown;
}): ImportEpisode | null {
  const episode = item.episode as { season?: unknown; number?: unknown } | undefined;
  if (!episode || typeof episode !== 'object') return null;
  const season = whole(episode.season, 0);
  const number = whole(episode.number, 1);
  const watchedAt = moment(item.watched_at);
  if (season === null || number === null || watchedAt === null) return null;
  return { season, episode: number, watchedAt, rewatch: false };
}

/** A watched-shows item's episodes; [] when it has no `seasons`. */
export function traktWatchedEpisodes(item: { seasons?: unknown }): ImportEpisode[] {
  if (!Array.isArray(item.seasons)) return [];
  const episodes: ImportEpisode[] = [];
  for (const s of item.seasons as { number?: unknown; episodes?: unknown }[]) {
    const season = whole(s?.number, 0);
    if (season === null || !Array.isArray(s.episodes)) continue;
    for (const e of s.episodes as { number?: unknown; last_watched_at?: unknown }[]) {
      const number = whole(e?.number, 1);
      const watchedAt = moment(e?.last_watched_at);
      if (number !== null && watchedAt !== null)
        episodes.push({ season, episode: number, watchedAt, rewatch: false });
    }
  }
  return episodes;
}
