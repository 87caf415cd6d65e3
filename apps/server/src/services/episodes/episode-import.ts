import crypto from 'node:crypto';

import {
  EPISODE_VIEWS_MAX,
  EPISODE_VIEWS_MAX_PER_DAY,
  episodeHistoryFullMessage,
  episodeMomentInRange,
  type ImportEpisode,
} from '@unclewatch/core';

import type { EpisodesRepository, NewEpisodeView } from '../../db/repositories/episodes-repository';
import type { CatalogProvider } from '../../providers/catalog/index';
import { DomainError } from '../../domain/domain-error';
import { placeRows, type AnimeNumbering, type Placement } from './episode-placer';
import { SeasonReads, type OfflineSeasons } from './season-reads';

/** A show of an import and the episode viewings the file has of it. */
export interface ShowEpisodes {
  showId: number;
  episodes: readonly ImportEpisode[];
  /** TheTVDB series id (TV Time's `s_id`): the anime map's key. */
  tvdbId?: number;
  /** The show's name in the file. */
  title?: string;
}

/** What became of one show's rows. */
export interface ShowReport {
  showId: number;
  title: string;
  placed: number;
  notPlaced: Placement['notPlaced'];
  renumbered: { how: 'anime map' | 'absolute order'; rows: number }[];
}

export const instant = (watchedAt: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(watchedAt)
    ? `${watchedAt}T12:00:00.000Z`
    : new Date(watchedAt).toISOString();

/**
 * Episode viewings of an import (TV Time, Trakt): each becomes a viewing unless the user has a
 * viewing of that episode at that very moment already (so a second identical import adds
 * nothing). Episodes the catalogue does not have (numbering TMDB does not share, specials it
 * lacks) are skipped and counted, as are moments the episodes route would refuse (before
 * 1888, in the future) and viewings past 24 of one episode on one day. Only seasons the show
 * is known to have are asked of the catalogue (issue #39: no upstream call per made-up season),
 * and a history past EPISODE_VIEWS_MAX viewings is refused before anything is written.
 */
export class EpisodeImporter {
  constructor(
    private readonly catalog: CatalogProvider,
    private readonly repo: EpisodesRepository,
    /** A live catalogue (TMDB key): seasons come from TMDB, so "offline" is not the reason. */
    private readonly options: {
      live?: boolean;
      animeMap?: () => AnimeNumbering;
      /** The snapshot's episode data: a show past the budget of live reads keeps it. */
      offline?: OfflineSeasons;
      /** Live season reads an import operation may make (IMPORT_SEASON_READS by default). */
      seasonReads?: number;
    } = {},
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The seasons one import operation reads (live with a key, within its budget of season
   * reads); a preview, a commit and a repair each take their own.
   */
  reads(): SeasonReads {
    return new SeasonReads(this.catalog, {
      live: this.options.live ?? false,
      ...(this.options.offline ? { offline: this.options.offline } : {}),
      ...(this.options.seasonReads !== undefined ? { budget: this.options.seasonReads } : {}),
    });
  }

  /**
   * Where a show's rows go (issue #42): the anime map, the rows' numbers, or their order, on
   * the catalogue's own episode numbers; the rest reported with a reason.
   */
  async placement(show: ShowEpisodes, reads: SeasonReads = this.reads()): Promise<Placement> {
    const { layout, overBudget } = await reads.of(show.showId);
    return placeRows(show.episodes, layout, {
      live: this.options.live ?? false,
      overBudget,
      showId: show.showId,
      ...(show.tvdbId !== undefined ? { tvdbId: show.tvdbId } : {}),
      ...(this.options.animeMap ? { animeMap: this.options.animeMap() } : {}),
    });
  }

  /** The TMDB show a TheTVDB series is, when the anime map names exactly one. */
  tmdbIdOf(tvdbId: number): number | undefined {
    const ids = this.options.animeMap?.().tmdbIds(tvdbId) ?? [];
    return ids.length === 1 ? ids[0] : undefined;
  }

  /** The report of a show's placement. */
  static report(show: ShowEpisodes, placement: Placement): ShowReport {
    const how = new Map<'anime map' | 'absolute order', number>();
    for (const p of placement.placed)
      if (p.how !== 'number') how.set(p.how, (how.get(p.how) ?? 0) + 1);
    return {
      showId: show.showId,
      title: show.title ?? '',
      placed: placement.placed.length,
      notPlaced: placement.notPlaced,
      renumbered: [...how].map(([h, rows]) => ({ how: h, rows })),
    };
  }

  async plan(
    userId: string,
    shows: readonly ShowEpisodes[],
  ): Promise<{
    views: NewEpisodeView[];
    follow: { showId: number; name: string }[];
    skipped: number;
    reports: ShowReport[];
  }> {
    // Only the shows of this import: a batch costs what it holds, not the whole history.
    const moments = await this.repo.viewMoments(
      userId,
      shows.map((s) => s.showId),
    );
    const existing = new Set(
      moments.map((v) => `${v.showId}:${v.season}:${v.episode}:${v.watchedAt}`),
    );
    const watched = new Set(moments.map((v) => `${v.showId}:${v.season}:${v.episode}`));
    const perDay = new Map<string, number>();
    const dayKey = (showId: number, season: number, episode: number, at: string) =>
      `${showId}:${season}:${episode}:${at.slice(0, 10)}`;
    for (const v of moments) {
      const key = dayKey(v.showId, v.season, v.episode, v.watchedAt);
      perDay.set(key, (perDay.get(key) ?? 0) + 1);
    }
    const now = this.now();
    const views: NewEpisodeView[] = [];
    const follow: { showId: number; name: string }[] = [];
    let skipped = 0;
    const reports: ShowReport[] = [];
    const reads = this.reads();
    await reads.warm(shows.map((s) => s.showId));
    for (const show of shows) {
      const placement = await this.placement(show, reads);
      reports.push(EpisodeImporter.report(show, placement));
      skipped += show.episodes.length - placement.placed.length;
      let added = 0;
      const placed = placement.placed.map((p) => ({
        ...show.episodes[p.index]!,
        season: p.season,
        episode: p.episode,
      }));
      const inRange = placed.filter((e) => episodeMomentInRange(e.watchedAt, now));
      skipped += placed.length - inRange.length;
      for (const e of inRange.sort((a, b) =>
        instant(a.watchedAt).localeCompare(instant(b.watchedAt)),
      )) {
        const episodeKey = `${show.showId}:${e.season}:${e.episode}`;
        const at = instant(e.watchedAt);
        const key = `${episodeKey}:${at}`;
        if (existing.has(key)) continue;
        const day = dayKey(show.showId, e.season, e.episode, at);
        if ((perDay.get(day) ?? 0) >= EPISODE_VIEWS_MAX_PER_DAY) {
          skipped++;
          continue;
        }
        perDay.set(day, (perDay.get(day) ?? 0) + 1);
        existing.add(key);
        views.push({
          id: `ev_${crypto.randomBytes(12).toString('hex')}`,
          userId,
          showId: show.showId,
          season: e.season,
          episode: e.episode,
          watchedAt: at,
          rewatch: e.rewatch || watched.has(episodeKey),
        });
        watched.add(episodeKey);
        added++;
      }
      if (added > 0) {
        const details = await this.catalog.details('tv', show.showId);
        follow.push({ showId: show.showId, name: details?.name ?? '' });
      }
    }
    if (views.length > 0 && (await this.repo.countViews(userId)) + views.length > EPISODE_VIEWS_MAX)
      throw new DomainError('conflict', episodeHistoryFullMessage);
    return { views, follow, skipped, reports };
  }

  async write(userId: string, plan: Awaited<ReturnType<EpisodeImporter['plan']>>): Promise<void> {
    const now = new Date().toISOString();
    await this.repo.addViewsAndFollow(userId, plan.views, plan.follow, now);
  }
}
