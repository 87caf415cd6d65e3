import type { EpisodeViewingExport, WatchedEntry } from '@unclewatch/core';

import type { EpisodeView, EpisodesRepository } from '../../db/repositories/episodes-repository';
import { DomainError } from '../../domain/domain-error';
import type { LibraryService } from '../library-service';
import type { WatchedService } from '../watched-service';

/** What a diary row shows of a show. */
interface ShowFacts {
  title: string;
  imageUrl: string | null;
  language: string;
  rating: string;
}

/** Episode viewings ids start so; title entries start with the user's id. */
const EPISODE_VIEW = /^ev_/;

/** Episode viewings read at once by the paged diary and export. */
const DIARY_PAGE = 1000;

/** Newest day first, then the latest moment: the order of the diary. */
const newestFirst = (a: WatchedEntry, b: WatchedEntry) =>
  b.date.localeCompare(a.date) || b.timestamp.localeCompare(a.timestamp);

/**
 * Episode viewings as the diary and the export show them (issue #31): each one a row with its
 * show's name and SxxEyy, beside the titles logged as a whole.
 */
export class EpisodeHistory {
  constructor(
    private readonly repo: EpisodesRepository,
    private readonly watched: WatchedService,
    private readonly library: LibraryService,
  ) {}

  /** The diary; with `episodes`, every episode viewing among the titles, newest day first. */
  async diary(userId: string, { episodes = false } = {}): Promise<WatchedEntry[]> {
    const titles = await this.watched.diary(userId);
    if (!episodes) return titles;
    const views = await this.episodeEntries(userId);
    return [...titles, ...views].sort(newestFirst);
  }

  /**
   * The diary with every episode viewing, page by page (issue #39): titles (at most 50,000)
   * merged with the episode viewings read DIARY_PAGE at a time, so a long history is never
   * one answer held whole in memory. Same entries and order as `diary(…, { episodes: true })`.
   */
  async *diaryPages(userId: string): AsyncGenerator<WatchedEntry[]> {
    const titles = await this.watched.diary(userId);
    const ratings = await this.repo.allRatings(userId);
    const facts = new Map<number, ShowFacts>();
    let t = 0;
    let after: EpisodeView | null = null;
    let views: EpisodeView[] = [];
    let done = false;
    for (;;) {
      if (views.length === 0 && !done) {
        views = await this.repo.viewsPage(userId, after, DIARY_PAGE);
        if (views.length < DIARY_PAGE) done = true;
        if (views.length > 0) after = views[views.length - 1]!;
        await this.showFacts(views, facts);
      }
      const page: WatchedEntry[] = [];
      while (page.length < DIARY_PAGE && (t < titles.length || views.length > 0)) {
        const episode = views[0] && this.entryOf(userId, views[0], facts, ratings);
        if (episode && (t >= titles.length || newestFirst(episode, titles[t]!) < 0)) {
          page.push(episode);
          views.shift();
          if (views.length === 0 && !done) break;
        } else {
          page.push(titles[t++]!);
        }
      }
      if (page.length > 0) yield page;
      if (t >= titles.length && views.length === 0 && done) return;
    }
  }

  /** Every episode viewing of the export, page by page (issue #39). */
  async *exportPages(userId: string): AsyncGenerator<EpisodeViewingExport[]> {
    const facts = new Map<number, ShowFacts>();
    let after: EpisodeView | null = null;
    for (;;) {
      const views = await this.repo.viewsPage(userId, after, DIARY_PAGE);
      if (views.length === 0) return;
      await this.showFacts(views, facts);
      yield views.map((v) => ({
        showId: v.showId,
        show: facts.get(v.showId)!.title,
        season: v.season,
        episode: v.episode,
        watchedAt: v.watchedAt,
        rewatch: v.rewatch,
        ...(v.dateUnknown ? { dateUnknown: true as const } : {}),
      }));
      if (views.length < DIARY_PAGE) return;
      after = views[views.length - 1]!;
    }
  }

  private entryOf(
    userId: string,
    v: EpisodeView,
    shows: Map<number, ShowFacts>,
    ratings: Map<string, number>,
  ): WatchedEntry {
    const show = shows.get(v.showId)!;
    return {
      id: v.id,
      userId,
      type: 'tv',
      titleId: v.showId,
      title: show.title,
      imageUrl: show.imageUrl,
      language: show.language,
      publicRating: show.rating,
      date: v.watchedAt.slice(0, 10),
      rating: ratings.get(`${v.showId}:${v.season}:${v.episode}`) ?? null,
      rewatch: v.rewatch,
      timestamp: v.watchedAt,
      episode: { season: v.season, episode: v.episode },
      ...(v.dateUnknown ? { dateUnknown: true as const } : {}),
    };
  }

  /** Deletes one diary row: a title entry, or one episode viewing. */
  async removeEntry(userId: string, entryId: string): Promise<void> {
    if (!EPISODE_VIEW.test(entryId)) return this.watched.removeEntry(userId, entryId);
    if (!(await this.repo.removeView(userId, entryId)))
      throw new DomainError('not_found', 'No such diary entry');
  }

  /** Every episode viewing, newest first (stats, export). */
  viewings(userId: string): Promise<EpisodeView[]> {
    return this.repo.views(userId);
  }

  async exportRows(userId: string): Promise<EpisodeViewingExport[]> {
    const views = await this.repo.views(userId);
    const shows = await this.showFacts(views);
    return views.map((v) => ({
      showId: v.showId,
      show: shows.get(v.showId)!.title,
      season: v.season,
      episode: v.episode,
      watchedAt: v.watchedAt,
      rewatch: v.rewatch,
      ...(v.dateUnknown ? { dateUnknown: true as const } : {}),
    }));
  }

  private async episodeEntries(userId: string): Promise<WatchedEntry[]> {
    const [views, ratings] = await Promise.all([
      this.repo.views(userId),
      this.repo.allRatings(userId),
    ]);
    const shows = await this.showFacts(views);
    return views.map((v) => this.entryOf(userId, v, shows, ratings));
  }

  /**
   * Each show's name and poster, once per show; a show the catalogue lost keeps its id. Into
   * `known` when given (shows already there are not asked again).
   */
  private async showFacts(
    views: readonly EpisodeView[],
    known = new Map<number, ShowFacts>(),
  ): Promise<Map<number, ShowFacts>> {
    const ids = [...new Set(views.map((v) => v.showId))].filter((id) => !known.has(id));
    const facts = await Promise.all(
      ids.map((id) =>
        this.library
          .titleFacts({ type: 'tv', id })
          .catch(() => ({ title: `TV show ${id}`, imageUrl: null, language: '', rating: '0.0' })),
      ),
    );
    for (const [i, id] of ids.entries()) known.set(id, facts[i]!);
    return known;
  }
}
