import type {
  ImportCandidate,
  ImportCommitResult,
  ImportItem,
  ImportMatch,
  ImportPreview,
  ImportViewing,
  LibraryExport,
  MediaType,
  UserRating,
} from '@unclewatch/core';

import type { CatalogProvider, TitleFacts } from '../../providers/catalog/index';
import type { LibraryService } from '../library-service';
import { parseImportFileOffLoop } from './parse-off-loop';
import type { WatchedService } from '../watched-service';
import { mergeRows, type MergeableRow } from './merge';

const candidate = ({ type, id, title, year }: TitleFacts): ImportCandidate => ({
  type,
  id,
  title,
  year,
});

/** Reads export files from other sites into a preview, and writes chosen titles to the library. */
export class ImportService {
  constructor(
    private readonly catalog: CatalogProvider,
    private readonly library: LibraryService,
    private readonly watched: WatchedService,
  ) {}

  /** Matches through the catalogue port, so a live catalogue matches what it knows too. */
  async preview(filename: string, contentBase64: string): Promise<ImportPreview> {
    const { format, rows } = await parseImportFileOffLoop(filename, contentBase64);
    const matches = await this.catalog.matchTitles(rows);
    const answer: ImportPreview = { format, matched: [], ambiguous: [], notFound: [] };
    const matched: (ImportMatch & MergeableRow)[] = [];
    for (const [i, row] of rows.entries()) {
      const found = matches[i] ?? [];
      const extra = row.rating !== undefined ? { rating: row.rating } : {};
      if (found.length === 1) {
        matched.push({
          row: row.row,
          ...candidate(found[0]!),
          ...extra,
          date: row.date ?? '',
          watchlist: row.watchlist,
          watched: row.viewings,
          viewings: row.viewings,
        });
      } else if (found.length > 1) {
        answer.ambiguous.push({
          row: row.row,
          title: row.title,
          year: row.year,
          ...extra,
          watchlist: row.watchlist,
          watched: row.viewings,
          candidates: found.slice(0, 10).map(candidate),
        });
      } else {
        answer.notFound.push({ row: row.row, title: row.title, year: row.year });
      }
    }
    // Rows that name one title differently (or in several files) are one title in the preview.
    answer.matched = mergeRows(matched, (m) => `${m.type}:${m.id}`).map(
      ({ date: _date, viewings, ...m }) => ({ ...m, watched: viewings }),
    );
    return answer;
  }

  /**
   * Idempotent: a title already saved, rated the same, with as many entries on each day as the
   * file has, counts as unchanged; an implied viewing is logged only for a title with none.
   */
  async commit(userId: string, items: ImportItem[]): Promise<ImportCommitResult> {
    const [watchlist, ratings, diary] = await Promise.all([
      this.library.watchlist(userId),
      this.library.ratings(userId),
      this.watched.diary(userId),
    ]);
    const saved = new Set(watchlist.map((e) => `${e.type}:${e.titleId}`));
    const rated = new Map(ratings.map((r) => [`${r.type}:${r.titleId}`, r.rating]));
    const days = new Map<string, Map<string, number>>();
    for (const e of diary) {
      const perDay = days.get(`${e.type}:${e.titleId}`) ?? new Map<string, number>();
      perDay.set(e.date, (perDay.get(e.date) ?? 0) + 1);
      days.set(`${e.type}:${e.titleId}`, perDay);
    }
    const today = new Date().toISOString().slice(0, 10);
    const merged = mergeRows(
      items.map((item) => ({ ...item, viewings: viewingsOf(item, today) })),
      (item) => `${item.type}:${item.id}`,
    );
    const result: ImportCommitResult = { added: 0, rated: 0, watched: 0, unchanged: 0 };
    for (const item of merged) {
      const key = `${item.type}:${item.id}`;
      const ref = { type: item.type, id: item.id };
      let changed = false;
      if (item.watchlist && !saved.has(key)) {
        await this.library.addToWatchlist(userId, ref);
        saved.add(key);
        result.added++;
        changed = true;
      }
      const fresh = newViewings(item.viewings, days.get(key), saved.has(key));
      if (fresh.length > 0) {
        await this.watched.addImported(userId, ref, fresh);
        const perDay = days.get(key) ?? new Map<string, number>();
        for (const v of fresh) perDay.set(v.date, (perDay.get(v.date) ?? 0) + 1);
        days.set(key, perDay);
        result.watched += fresh.length;
        changed = true;
      }
      const rating = item.rating ?? (rated.has(key) ? undefined : latestRating(item.viewings));
      const tracked = saved.has(key) || days.has(key);
      if (rating !== undefined && tracked && rated.get(key) !== rating) {
        await this.library.rate(userId, ref, rating);
        rated.set(key, rating);
        result.rated++;
        changed = true;
      }
      if (!changed) result.unchanged++;
    }
    return result;
  }

  async exportData(userId: string): Promise<LibraryExport> {
    const [watchlist, ratings, comments, watched] = await Promise.all([
      this.library.watchlist(userId),
      this.library.ratings(userId),
      this.library.commentsByUser(userId),
      this.watched.diary(userId),
    ]);
    return { watchlist, ratings, comments, watched };
  }

  /**
   * The diary in Letterboxd's import format (Title, Year, tmdbID, imdbID, WatchedDate, Rating in
   * stars, Rewatch). Films only: Letterboxd has no TV; the JSON export carries TV viewings.
   */
  async exportDiaryCsv(userId: string): Promise<string> {
    const films = (await this.watched.diary(userId)).filter((e) => e.type === 'movie');
    const facts = await this.catalog.titleFacts(
      films.map((e) => ({ type: e.type, id: e.titleId })),
    );
    const lines = [['Title', 'Year', 'tmdbID', 'imdbID', 'WatchedDate', 'Rating', 'Rewatch']];
    for (const [i, e] of films.entries()) {
      lines.push([
        e.title,
        String(facts[i]?.year ?? ''),
        String(e.titleId),
        facts[i]?.imdbId ?? '',
        e.date,
        e.rating === null ? '' : String(e.rating / 2),
        e.rewatch ? 'Yes' : '',
      ]);
    }
    return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
  }

  /** IMDb-compatible columns first, then ours. */
  async exportCsv(userId: string): Promise<string> {
    const { watchlist, ratings } = await this.exportData(userId);
    const rows = new Map<
      string,
      { type: MediaType; id: number; title: string; rating?: UserRating; saved: boolean }
    >();
    for (const e of watchlist)
      rows.set(`${e.type}:${e.titleId}`, {
        type: e.type,
        id: e.titleId,
        title: e.title,
        saved: true,
      });
    for (const r of ratings) {
      const key = `${r.type}:${r.titleId}`;
      const row = rows.get(key) ?? { type: r.type, id: r.titleId, title: r.title, saved: false };
      row.rating = r;
      rows.set(key, row);
    }
    const lines = [
      [
        'Const',
        'Your Rating',
        'Date Rated',
        'Title',
        'Title Type',
        'Year',
        'TMDb Id',
        'Type',
        'In Watchlist',
      ],
    ];
    const facts = await this.catalog.titleFacts([...rows.values()]);
    for (const [i, row] of [...rows.values()].entries()) {
      const title = facts[i];
      lines.push([
        title?.imdbId ?? '',
        row.rating ? String(row.rating.rating) : '',
        row.rating ? row.rating.timestamp.slice(0, 10) : '',
        row.title,
        row.type === 'tv' ? 'TV Series' : 'Movie',
        String(title?.year ?? ''),
        String(row.id),
        row.type,
        String(row.saved),
      ]);
    }
    return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
  }
}

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The file's viewings the diary lacks: per day, only as many as the file has beyond the diary. */
function newViewings(
  viewings: ImportViewing[],
  perDay: Map<string, number> | undefined,
  onWatchlist: boolean,
): { date: string; rating: number | null; rewatch: boolean }[] {
  const implied = viewings.filter((v) => v.implied);
  // "Rated, so seen" only when nothing else tracks the title.
  if (implied.length === viewings.length && (perDay || onWatchlist)) return [];
  const wanted = new Map<string, ImportViewing[]>();
  for (const v of viewings) wanted.set(v.date, [...(wanted.get(v.date) ?? []), v]);
  const fresh = [];
  for (const [date, list] of wanted)
    for (const v of list.slice(perDay?.get(date) ?? 0))
      fresh.push({ date, rating: v.rating ?? null, rewatch: v.rewatch });
  return fresh;
}

/** The rating of the latest viewing that has one. */
function latestRating(viewings: ImportViewing[]): number | undefined {
  return [...viewings].sort((a, b) => b.date.localeCompare(a.date)).find((v) => v.rating)?.rating;
}

/** A rating with neither the watchlist nor a viewing means "seen" (today, lacking a day). */
function viewingsOf(item: ImportItem, today: string): ImportViewing[] {
  const viewings = item.watched ?? [];
  if (viewings.length > 0 || item.watchlist || item.rating === undefined) return viewings;
  return [{ date: today, rating: item.rating, rewatch: false, implied: true }];
}
