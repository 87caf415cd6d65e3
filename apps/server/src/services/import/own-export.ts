import type { ImportViewing } from '@unclewatch/core';

import { dayOf, tenPoint, tooMany, type ImportRow } from './import-row';
import { attachEpisodes, ownJsonEpisodes } from './own-episodes';

/** Our own JSON export: watchlist entries, ratings, the diary and episodes, matched by id. */
export function ownExportRows(data: {
  watchlist?: unknown;
  ratings?: unknown;
  watched?: unknown;
  episodes?: unknown;
}): ImportRow[] {
  const rows = new Map<string, ImportRow>();
  const list = (v: unknown) =>
    Array.isArray(v)
      ? (v as { type?: unknown; titleId?: unknown; title?: unknown; rating?: unknown }[])
      : [];
  let n = 0;
  const take = (e: { type?: unknown; titleId?: unknown; title?: unknown }, watchlist: boolean) => {
    const type = e.type === 'tv' ? 'tv' : 'movie';
    const id = Number(e.titleId);
    const key = `${type}:${id}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        row: ++n,
        title: String(e.title ?? ''),
        year: null,
        type,
        tmdbId: id,
        watchlist,
        viewings: [],
      };
      rows.set(key, row);
    }
    row.watchlist ||= watchlist;
    return row;
  };
  for (const e of list(data.watchlist)) take(e, true);
  for (const e of list(data.ratings)) {
    const rating = tenPoint(e.rating);
    const row = take(e, false);
    if (rating !== undefined) row.rating = rating;
  }
  const diary = Array.isArray(data.watched)
    ? (data.watched as { date?: unknown; rating?: unknown; rewatch?: unknown }[])
    : [];
  for (const e of diary) {
    const day = dayOf(typeof e.date === 'string' ? e.date : undefined);
    if (!day) continue;
    const viewing: ImportViewing = { date: day, rewatch: e.rewatch === true };
    const rating = tenPoint(e.rating);
    if (rating !== undefined) viewing.rating = rating;
    take(e as { type?: unknown; titleId?: unknown; title?: unknown }, false).viewings.push(viewing);
  }
  const episodes = ownJsonEpisodes(data.episodes);
  tooMany(rows.size + episodes.length);
  return attachEpisodes([...rows.values()], episodes);
}
