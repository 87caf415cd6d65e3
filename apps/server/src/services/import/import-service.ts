import crypto from 'node:crypto';

import {
  libraryEntryId,
  type ImportEpisode,
  type ImportCandidate,
  type ImportCommitBody,
  type ImportCommitResult,
  type ImportItem,
  type ImportMatch,
  type ImportPreview,
  type LibraryExport,
  type ImportNotPlaced,
  type MediaType,
  type TitleRef,
  type UserRating,
  WATCHED_MAX_ENTRIES,
  diaryFullMessage,
} from '@unclewatch/core';

import {
  IMPORT_WRITE_BATCH,
  type ImportWritesRepository,
} from '../../db/repositories/library/import-writes-repository';
import type { NewWatchedEntry } from '../../db/repositories/library/watched-repository';
import type { NewWatchlistEntry } from '../../db/repositories/library/watchlist-repository';
import type { CatalogProvider, TitleFacts } from '../../providers/catalog/index';
import { DomainError } from '../../domain/domain-error';
import type { LibraryService } from '../library-service';
import { parseImportFileOffLoop } from './parse-off-loop';
import type { ImportRow } from './parse';
import { newWatchedEntryId, type WatchedService } from '../watched-service';
import { EpisodeImporter, type ShowReport } from '../episodes/episode-import';
import { NOT_PLACED } from '../episodes/episode-placer';
import type { EpisodeHistory } from '../episodes/episode-history';
import { mergeRows, type MergeableRow } from './merge';
import { csvTitleRows, diaryCsv, libraryCsv } from './export-files';
import { latestRating, newViewings, viewingsOf } from './viewings';
import type { ImportRepairService, ReportedShow } from './import-repair';

/** A show of the file that was not imported, as the commit's body names it. */
type SkippedShow = NonNullable<ImportCommitBody['skipped']>[number];

/** What a library row keeps of a title. */
interface TitleRowFacts {
  title: string;
  imageUrl: string | null;
  language: string;
  publicRating: string;
}

const rowFacts = ({ title, imageUrl, language, publicRating }: TitleRowFacts): TitleRowFacts => ({
  title,
  imageUrl,
  language,
  publicRating,
});

interface ImportPlan {
  watchlist: NewWatchlistEntry[];
  ratings: Omit<UserRating, 'timestamp'>[];
  watched: NewWatchedEntry[];
}

/** Lets the event loop answer other requests (health checks, other users) before going on. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function* batches<T>(rows: T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += IMPORT_WRITE_BATCH)
    yield rows.slice(i, i + IMPORT_WRITE_BATCH);
}

const candidate = ({ type, id, title, year }: TitleFacts): ImportCandidate => ({
  type,
  id,
  title,
  year,
});

/** A show's name as the file wrote it: its hint put back ("X Factor (IT)", "Show (2013)"). */
const fileTitleOf = (row: ImportRow) =>
  (row.country
    ? `${row.title} (${row.country === 'GB' ? 'UK' : row.country})`
    : row.year !== null
      ? `${row.title} (${row.year})`
      : row.title
  ).slice(0, 500);

const newReportId = () => crypto.randomBytes(12).toString('hex');

/** The shows of a commit for the repair desk's report: placed ones, then the ones not imported. */
function reported(
  shows: readonly { episodes: readonly ImportEpisode[]; tvdbId?: number; title?: string }[],
  reports: readonly ShowReport[],
  skipped: readonly SkippedShow[],
): ReportedShow[] {
  return [
    ...shows.flatMap((s, i) =>
      reports[i]
        ? [
            {
              title: s.title || reports[i].title,
              episodes: s.episodes,
              episodeRows: s.episodes.length,
              placed: reports[i],
              ...(s.tvdbId ? { tvdbId: s.tvdbId } : {}),
            },
          ]
        : [],
    ),
    ...skipped
      .filter((s) => s.episodeRows > 0)
      .map((s) => ({
        title: s.title,
        episodeRows: s.episodes?.length ?? s.episodeRows,
        reason: s.notFound ? NOT_PLACED.notFound : NOT_PLACED.skipped,
        ...(s.episodes ? { episodes: s.episodes } : {}),
        ...(s.tvdbId ? { tvdbId: s.tvdbId } : {}),
      })),
  ];
}

/** Reads export files from other sites into a preview, and writes chosen titles to the library. */
export class ImportService {
  constructor(
    private readonly catalog: CatalogProvider,
    private readonly library: LibraryService,
    private readonly watched: WatchedService,
    private readonly writes: ImportWritesRepository,
    private readonly episodes?: EpisodeImporter,
    private readonly history?: Pick<EpisodeHistory, 'exportRows' | 'exportPages'>,
    private readonly repair?: ImportRepairService,
  ) {}

  /** Matches through the catalogue port, so a live catalogue matches what it knows too. */
  async preview(filename: string, contentBase64: string): Promise<ImportPreview> {
    const { format, rows } = await parseImportFileOffLoop(filename, contentBase64);
    const matches = await this.catalog.matchTitles(rows);
    await this.byTvdbId(rows, matches);
    const answer: ImportPreview = { format, matched: [], ambiguous: [], notFound: [] };
    const matched: (ImportMatch & MergeableRow)[] = [];
    for (const [i, row] of rows.entries()) {
      const found = matches[i] ?? [];
      const extra = row.rating !== undefined ? { rating: row.rating } : {};
      const shows = row.episodes
        ? {
            episodeRows: row.episodes.length,
            ...(row.tvdbId ? { tvdbId: row.tvdbId } : {}),
            fileTitle: fileTitleOf(row),
          }
        : {};
      if (found.length === 1 && !found[0]!.near) {
        matched.push({
          ...shows,
          row: row.row,
          ...candidate(found[0]!),
          ...extra,
          date: row.date ?? '',
          watchlist: row.watchlist,
          watched: row.viewings,
          viewings: row.viewings,
          ...(row.episodes ? { episodes: row.episodes } : {}),
        });
      } else if (found.length > 0) {
        answer.ambiguous.push({
          ...shows,
          row: row.row,
          title: row.title,
          year: row.year,
          ...extra,
          watchlist: row.watchlist,
          watched: row.viewings,
          ...(row.episodes ? { episodes: row.episodes } : {}),
          candidates: found.slice(0, 10).map(candidate),
        });
      } else {
        answer.notFound.push({
          ...shows,
          row: row.row,
          title: row.title,
          year: row.year,
          // Kept by the repair desk's report, to be placed once the person finds the show.
          ...(row.episodes ? { episodes: row.episodes } : {}),
        });
      }
    }
    // Rows that name one title differently (or in several files) are one title in the preview.
    answer.matched = mergeRows(matched, (m) => `${m.type}:${m.id}`).map(
      ({ date: _date, viewings, ...m }) => ({ ...m, watched: viewings }),
    );
    await this.reportEpisodes(answer);
    return answer;
  }

  /**
   * A TheTVDB id the anime map knows (TV Time's `s_id`) settles a shared name when its show is
   * among the candidates, and offers its show as a candidate to confirm when the name found
   * nothing ("Kuroko no Basket"); it never overrides what the name found.
   */
  private async byTvdbId(rows: readonly ImportRow[], matches: TitleFacts[][]): Promise<void> {
    const wanted: { i: number; tmdbId: number }[] = [];
    for (const [i, row] of rows.entries()) {
      if (row.type !== 'tv' || row.tvdbId === undefined) continue;
      const tmdbId = this.episodes?.tmdbIdOf(row.tvdbId);
      if (tmdbId === undefined) continue;
      const found = matches[i] ?? [];
      const same = found.find((f) => f.type === 'tv' && f.id === tmdbId);
      if (same) matches[i] = [same];
      else if (found.length === 0) wanted.push({ i, tmdbId });
    }
    if (wanted.length === 0) return;
    const byId = await this.catalog.matchTitles(
      wanted.map(({ i, tmdbId }) => ({ title: rows[i]!.title, year: null, type: 'tv', tmdbId })),
    );
    for (const [k, { i }] of wanted.entries())
      matches[i] = (byId[k] ?? []).map((f) => ({ ...f, near: true }));
  }

  /**
   * Every episode row accounted for (issue #42): how many rows each matched show has, how many
   * will be placed and why the others will not; for a shared name, the candidate whose seasons
   * fit the rows best is suggested (the default instead of Skip).
   */
  private async reportEpisodes(answer: ImportPreview): Promise<void> {
    const episodes = this.episodes;
    if (!episodes) return;
    // One budget of live season reads for the preview, spent first on the matched shows.
    const reads = episodes.reads();
    await reads.warm(
      answer.matched
        .filter((m) => m.type === 'tv' && (m.episodes?.length ?? 0) > 0)
        .map((m) => m.id),
    );
    for (const [i, m] of answer.matched.entries()) {
      if (i > 0 && i % 50 === 0) await yieldToEventLoop();
      if (m.type !== 'tv' || !m.episodes || m.episodes.length === 0) continue;
      const show = {
        showId: m.id,
        episodes: m.episodes,
        ...(m.tvdbId ? { tvdbId: m.tvdbId } : {}),
      };
      const report = EpisodeImporter.report(show, await episodes.placement(show, reads));
      m.episodeRows = m.episodes.length;
      m.episodesPlaced = report.placed;
      m.notPlaced = report.notPlaced;
      if (report.renumbered.length > 0) m.renumbered = report.renumbered;
    }
    for (const a of answer.ambiguous) {
      if (!a.episodes || a.episodes.length === 0) continue;
      const fit: { id: number; placed: number }[] = [];
      for (const c of a.candidates) {
        if (c.type !== 'tv') continue;
        const placement = await episodes.placement(
          { showId: c.id, episodes: a.episodes, ...(a.tvdbId ? { tvdbId: a.tvdbId } : {}) },
          reads,
        );
        fit.push({ id: c.id, placed: placement.placed.length });
      }
      // Only a clear best: when two fit as well, the person chooses.
      const [best, second] = fit.sort((x, y) => y.placed - x.placed);
      if (best && best.placed > 0 && best.placed > (second?.placed ?? 0)) a.suggested = best.id;
    }
  }

  /**
   * Idempotent: a title already saved, rated the same, with as many entries on each day as the
   * file has, counts as unchanged; an implied viewing is logged only for a title with none.
   * Rows naming one title become one; the writes are planned first (an unknown title fails
   * before anything is written), then go in one transaction, a batch per INSERT. Between
   * batches the event loop serves other requests: 10,000 titles never hold it for long.
   */
  async commit(
    userId: string,
    items: ImportItem[],
    skipped: readonly SkippedShow[] = [],
    reportId?: string,
  ): Promise<ImportCommitResult> {
    const [watchlist, ratings, diary] = await Promise.all([
      this.library.watchlist(userId),
      this.library.ratings(userId),
      this.watched.diary(userId),
    ]);
    const keyOf = (ref: { type: MediaType; id: number }) => `${ref.type}:${ref.id}`;
    const known = new Map<string, TitleRowFacts>();
    // The diary lists newest first: keep each title's latest entry, as rating by hand does.
    for (const e of [...diary].reverse())
      known.set(keyOf({ type: e.type, id: e.titleId }), rowFacts(e));
    for (const e of watchlist)
      known.set(keyOf({ type: e.type, id: e.titleId }), rowFacts({ ...e, publicRating: e.rating }));
    const saved = new Set(watchlist.map((e) => keyOf({ type: e.type, id: e.titleId })));
    const rated = new Map(ratings.map((r) => [keyOf({ type: r.type, id: r.titleId }), r.rating]));
    const days = new Map<string, Map<string, number>>();
    for (const e of diary) {
      const perDay = days.get(keyOf({ type: e.type, id: e.titleId })) ?? new Map<string, number>();
      perDay.set(e.date, (perDay.get(e.date) ?? 0) + 1);
      days.set(keyOf({ type: e.type, id: e.titleId }), perDay);
    }
    const now = new Date().toISOString();
    const today = now.slice(0, 10);
    // Old (aliased) ids name the current title, so both rows merge into one.
    const merged = mergeRows(
      items.map((item) => ({
        ...item,
        id: this.catalog.currentId(item.type, item.id),
        viewings: viewingsOf(item, today),
      })),
      keyOf,
    );

    const plan: ImportPlan = { watchlist: [], ratings: [], watched: [] };
    const result: ImportCommitResult = { added: 0, rated: 0, watched: 0, unchanged: 0 };
    const factsOf = async (key: string, ref: TitleRef): Promise<TitleRowFacts> => {
      const facts = known.get(key);
      if (facts) return facts;
      const { rating, ...rest } = await this.library.titleFacts(ref);
      const fetched = { ...rest, publicRating: rating };
      known.set(key, fetched);
      return fetched;
    };
    for (const [i, item] of merged.entries()) {
      if (i > 0 && i % IMPORT_WRITE_BATCH === 0) await yieldToEventLoop();
      const key = keyOf(item);
      const ref = { type: item.type, id: item.id };
      const row = { id: libraryEntryId(userId, ref), userId, type: ref.type, titleId: ref.id };
      let changed = false;
      if (item.watchlist && !saved.has(key)) {
        const { publicRating, ...facts } = await factsOf(key, ref);
        plan.watchlist.push({ ...row, ...facts, rating: publicRating });
        saved.add(key);
        result.added++;
        changed = true;
      }
      const fresh = newViewings(item.viewings, days.get(key), saved.has(key));
      if (fresh.length > 0) {
        const facts = await factsOf(key, ref);
        const perDay = days.get(key) ?? new Map<string, number>();
        for (const v of fresh) {
          plan.watched.push({ ...row, ...facts, id: newWatchedEntryId(userId), ...v });
          perDay.set(v.date, (perDay.get(v.date) ?? 0) + 1);
        }
        days.set(key, perDay);
        result.watched += fresh.length;
        changed = true;
      }
      const rating = item.rating ?? (rated.has(key) ? undefined : latestRating(item.viewings));
      const tracked = saved.has(key) || days.has(key);
      if (rating !== undefined && tracked && rated.get(key) !== rating) {
        plan.ratings.push({ ...row, ...(await factsOf(key, ref)), rating });
        rated.set(key, rating);
        result.rated++;
        changed = true;
      }
      if (!changed) result.unchanged++;
    }

    if (plan.watched.length > 0 && diary.length + plan.watched.length > WATCHED_MAX_ENTRIES)
      throw new DomainError('conflict', diaryFullMessage);
    // Episode viewings are planned (and checked against the catalogue) before anything is written.
    const shows = merged
      .filter((item) => item.type === 'tv' && (item.episodes?.length ?? 0) > 0)
      .map((item) => ({
        showId: item.id,
        episodes: item.episodes!,
        ...(item.tvdbId ? { tvdbId: item.tvdbId } : {}),
        ...(item.title ? { title: item.title } : {}),
      }));
    const episodePlan =
      shows.length > 0 && this.episodes ? await this.episodes.plan(userId, shows) : undefined;

    await this.writes.inOneTransaction(async (writer) => {
      // Watchlist and diary rows first: a rating needs its title tracked.
      for (const batch of batches(plan.watchlist)) {
        await writer.addToWatchlist(batch, now);
        await yieldToEventLoop();
      }
      for (const batch of batches(plan.watched)) {
        await writer.addWatched(batch, now);
        await yieldToEventLoop();
      }
      for (const batch of batches(plan.ratings)) {
        await writer.setRatings(batch, now);
        await yieldToEventLoop();
      }
    });
    if (episodePlan) {
      await this.episodes!.write(userId, episodePlan);
      result.episodes = episodePlan.views.length;
    }
    if (episodePlan || skipped.length > 0)
      Object.assign(result, await this.episodeReport(episodePlan?.reports ?? [], skipped));
    if (this.repair)
      await this.repair.record(
        userId,
        reportId ?? newReportId(),
        reported(shows, episodePlan?.reports ?? [], skipped),
      );
    return result;
  }

  /** The commit's account of every episode row: placed, or not and why (issue #42). */
  private async episodeReport(
    reports: readonly ShowReport[],
    skipped: readonly SkippedShow[],
  ): Promise<
    Pick<ImportCommitResult, 'episodesPlaced' | 'episodesNotPlaced' | 'episodesRenumbered'>
  > {
    const untitled = reports.filter((r) => !r.title);
    const facts = await this.catalog.titleFacts(
      untitled.map((r) => ({ type: 'tv' as const, id: r.showId })),
    );
    const names = new Map(untitled.map((r, i) => [r.showId, facts[i]?.title ?? '']));
    const titleOf = (r: ShowReport) => r.title || names.get(r.showId) || '';
    const notPlaced = (r: ShowReport, n: ImportNotPlaced) => ({
      showId: r.showId,
      title: titleOf(r),
      reason: n.reason,
      rows: n.rows,
    });
    return {
      episodesPlaced: reports.reduce((sum, r) => sum + r.placed, 0),
      episodesNotPlaced: [
        ...reports.flatMap((r) => r.notPlaced.map((n) => notPlaced(r, n))),
        ...skipped
          .filter((s) => s.episodeRows > 0)
          .map((s) => ({
            showId: null,
            title: s.title,
            reason: s.notFound ? NOT_PLACED.notFound : NOT_PLACED.skipped,
            rows: s.episodeRows,
          })),
      ],
      episodesRenumbered: reports.flatMap((r) =>
        r.renumbered.map((x) => ({
          showId: r.showId,
          title: titleOf(r),
          how: x.how,
          rows: x.rows,
        })),
      ),
    };
  }

  async exportData(userId: string): Promise<LibraryExport> {
    const [watchlist, ratings, comments, watched, episodes] = await Promise.all([
      this.library.watchlist(userId),
      this.library.ratings(userId),
      this.library.commentsByUser(userId),
      this.watched.diary(userId),
      this.history?.exportRows(userId) ?? Promise.resolve([]),
    ]);
    return { watchlist, ratings, comments, watched, episodes };
  }

  /**
   * The JSON export in two parts (issue #39): everything but the episode viewings (each list
   * bounded by its cap), and the episode viewings page by page, so the answer can be streamed.
   */
  async exportInParts(userId: string): Promise<{
    titles: Omit<LibraryExport, 'episodes'>;
    episodes: AsyncIterable<LibraryExport['episodes']>;
  }> {
    const [watchlist, ratings, comments, watched] = await Promise.all([
      this.library.watchlist(userId),
      this.library.ratings(userId),
      this.library.commentsByUser(userId),
      this.watched.diary(userId),
    ]);
    const none = async function* (): AsyncGenerator<LibraryExport['episodes']> {};
    return {
      titles: { watchlist, ratings, comments, watched },
      episodes: this.history?.exportPages(userId) ?? none(),
    };
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
    return diaryCsv(films, facts);
  }

  /** IMDb-compatible columns first, then ours; episode viewings after the titles. */
  async exportCsv(userId: string): Promise<string> {
    const { watchlist, ratings, episodes } = await this.exportData(userId);
    const rows = csvTitleRows(watchlist, ratings);
    const facts = await this.catalog.titleFacts(rows);
    return libraryCsv(rows, facts, episodes);
  }
}
