import type {
  Comment,
  ImportCandidate,
  ImportCommitResult,
  ImportItem,
  ImportPreview,
  MediaType,
  UserRating,
  WatchlistEntry,
} from '@unclewatch/core';

import type { CatalogData } from '../../providers/catalog/embedded/catalog-data';
import { fold } from '../../providers/catalog/embedded/text';
import {
  displayTitle,
  mediaTypeOf,
  releaseYear,
  type SnapshotTitle,
} from '../../providers/catalog/embedded/to-dto';
import type { LibraryService } from '../library-service';
import { parseImportFile, type ImportRow } from './parse';

const candidate = (t: SnapshotTitle): ImportCandidate => ({
  type: mediaTypeOf(t),
  id: t.id,
  title: displayTitle(t),
  year: releaseYear(t),
});

/** Finds catalogue titles for import rows: IMDb id, then TMDB id, then folded title and year ±1. */
export class TitleMatcher {
  private readonly byTitle = new Map<string, SnapshotTitle[]>();

  constructor(private readonly data: CatalogData) {
    for (const t of [...data.snapshot.movies, ...data.snapshot.tv]) {
      const key = fold(displayTitle(t));
      const list = this.byTitle.get(key);
      if (list) list.push(t);
      else this.byTitle.set(key, [t]);
    }
  }

  match(row: ImportRow): SnapshotTitle[] {
    if (row.imdbId) {
      const found = this.data.byImdbId.get(row.imdbId);
      if (found) return [found];
    }
    if (row.tmdbId) {
      const types: MediaType[] = row.type ? [row.type] : ['movie', 'tv'];
      const found = types
        .map((t) => this.data.title(t, row.tmdbId!))
        .filter((t) => t !== undefined);
      if (found.length > 0) return found;
    }
    const named = (this.byTitle.get(fold(row.title)) ?? []).filter(
      (t) => row.type === undefined || mediaTypeOf(t) === row.type,
    );
    if (row.year === null) return named;
    const near = named.filter((t) => {
      const y = releaseYear(t);
      return y !== null && Math.abs(y - row.year!) <= 1;
    });
    return near;
  }
}

export interface ExportData {
  watchlist: WatchlistEntry[];
  ratings: UserRating[];
  comments: Comment[];
}

/** Reads export files from other sites into a preview, and writes chosen titles to the library. */
export class ImportService {
  private matcher: TitleMatcher | undefined;

  constructor(
    private readonly data: () => CatalogData,
    private readonly library: LibraryService,
  ) {}

  preview(filename: string, contentBase64: string): ImportPreview {
    const { format, rows } = parseImportFile(filename, contentBase64);
    this.matcher ??= new TitleMatcher(this.data());
    const answer: ImportPreview = { format, matched: [], ambiguous: [], notFound: [] };
    for (const row of rows) {
      const found = this.matcher.match(row);
      const extra = row.rating !== undefined ? { rating: row.rating } : {};
      if (found.length === 1) {
        answer.matched.push({
          row: row.row,
          ...candidate(found[0]!),
          ...extra,
          watchlist: row.watchlist,
        });
      } else if (found.length > 1) {
        answer.ambiguous.push({
          row: row.row,
          title: row.title,
          year: row.year,
          ...extra,
          watchlist: row.watchlist,
          candidates: found.slice(0, 10).map(candidate),
        });
      } else {
        answer.notFound.push({ row: row.row, title: row.title, year: row.year });
      }
    }
    return answer;
  }

  /** Idempotent: a title already saved, with the same rating, counts as unchanged. */
  async commit(userId: string, items: ImportItem[]): Promise<ImportCommitResult> {
    const saved = new Set(
      (await this.library.watchlist(userId)).map((e) => `${e.type}:${e.titleId}`),
    );
    const rated = new Map(
      (await this.library.ratings(userId)).map((r) => [`${r.type}:${r.titleId}`, r.rating]),
    );
    const result: ImportCommitResult = { added: 0, rated: 0, unchanged: 0 };
    for (const item of items) {
      const key = `${item.type}:${item.id}`;
      const ref = { type: item.type, id: item.id };
      let changed = false;
      if ((item.watchlist || item.rating !== undefined) && !saved.has(key)) {
        await this.library.addToWatchlist(userId, ref);
        saved.add(key);
        result.added++;
        changed = true;
      }
      if (item.rating !== undefined && rated.get(key) !== item.rating) {
        await this.library.rate(userId, ref, item.rating);
        rated.set(key, item.rating);
        result.rated++;
        changed = true;
      }
      if (!changed) result.unchanged++;
    }
    return result;
  }

  async exportData(userId: string): Promise<ExportData> {
    const [watchlist, ratings, comments] = await Promise.all([
      this.library.watchlist(userId),
      this.library.ratings(userId),
      this.library.commentsByUser(userId),
    ]);
    return { watchlist, ratings, comments };
  }

  /** IMDb-compatible columns first, then ours. */
  async exportCsv(userId: string): Promise<string> {
    const { watchlist, ratings } = await this.exportData(userId);
    const data = this.data();
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
    for (const row of rows.values()) {
      const title = data.title(row.type, row.id);
      lines.push([
        title?.imdb_id ?? '',
        row.rating ? String(row.rating.rating) : '',
        row.rating ? row.rating.timestamp.slice(0, 10) : '',
        row.title,
        row.type === 'tv' ? 'TV Series' : 'Movie',
        String((title && releaseYear(title)) ?? ''),
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
