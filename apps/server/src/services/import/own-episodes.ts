import type { ImportEpisode } from '@unclewatch/core';

import type { ImportRow } from './import-row';

/** One episode viewing as our own exports write it (JSON `episodes[]`, CSV `episode` rows). */
export interface OwnEpisodeRow {
  showId: number;
  show: string;
  episode: ImportEpisode;
}

const whole = (value: unknown, min: number) => {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return Number.isInteger(n) && n >= min ? n : null;
};

function episodeOf(
  showId: unknown,
  show: unknown,
  season: unknown,
  episode: unknown,
  watchedAt: unknown,
  rewatch: boolean,
): OwnEpisodeRow | null {
  const id = whole(showId, 1);
  const s = whole(season, 0);
  const e = whole(episode, 1);
  const at = typeof watchedAt === 'string' ? watchedAt.trim() : '';
  if (id === null || s === null || e === null || !at || Number.isNaN(Date.parse(at))) return null;
  return {
    showId: id,
    show: typeof show === 'string' ? show : '',
    episode: { season: s, episode: e, watchedAt: new Date(at).toISOString(), rewatch },
  };
}

/** `episodes[]` of our JSON export; unreadable entries are skipped. */
export function ownJsonEpisodes(list: unknown): OwnEpisodeRow[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const v = item as { [key: string]: unknown };
    const row = episodeOf(v.showId, v.show, v.season, v.episode, v.watchedAt, v.rewatch === true);
    return row ? [row] : [];
  });
}

/** Our CSV export's `episode` rows (Type = episode, TMDb Id = the show). */
export const isOwnEpisodeRecord = (r: { [column: string]: string | undefined }) =>
  r.Type === 'episode';

export function ownCsvEpisode(r: { [column: string]: string | undefined }): OwnEpisodeRow | null {
  return episodeOf(
    r['TMDb Id'],
    r.Title,
    r.Season,
    r.Episode,
    r['Watched At'],
    /^(yes|true)$/i.test(r.Rewatch ?? ''),
  );
}

/** Puts each episode viewing on its show's row (a new row for a show the file lists no other way). */
export function attachEpisodes(rows: ImportRow[], episodes: readonly OwnEpisodeRow[]): ImportRow[] {
  const byShow = new Map<number, ImportRow>();
  for (const row of rows) if (row.type === 'tv' && row.tmdbId) byShow.set(row.tmdbId, row);
  for (const { showId, show, episode } of episodes) {
    let row = byShow.get(showId);
    if (!row) {
      row = {
        row: rows.length + 1,
        title: show,
        year: null,
        type: 'tv',
        tmdbId: showId,
        watchlist: false,
        viewings: [],
      };
      rows.push(row);
      byShow.set(showId, row);
    }
    (row.episodes ??= []).push(episode);
  }
  return rows;
}
