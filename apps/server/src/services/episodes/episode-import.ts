import crypto from 'node:crypto';

import {
  EPISODE_VIEWS_MAX,
  EPISODE_VIEWS_MAX_PER_DAY,
  episodeHistoryFullMessage,
  episodeMomentInRange,
  type ImportEpisode,
  type TitleDetails,
} from '@unclewatch/core';

import type { EpisodesRepository, NewEpisodeView } from '../../db/repositories/episodes-repository';
import type { CatalogProvider } from '../../providers/catalog/index';
import { DomainError } from '../domain-error';

/** A show of an import and the episode viewings the file has of it. */
export interface ShowEpisodes {
  showId: number;
  episodes: readonly ImportEpisode[];
}

const instant = (watchedAt: string) =>
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
    private readonly now: () => Date = () => new Date(),
  ) {}

  async plan(
    userId: string,
    shows: readonly ShowEpisodes[],
  ): Promise<{
    views: NewEpisodeView[];
    follow: { showId: number; name: string }[];
    skipped: number;
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
    for (const show of shows) {
      const details = await this.catalog.details('tv', show.showId);
      const known = details ? await this.knownEpisodes(details, show.episodes) : new Set<string>();
      let added = 0;
      const inRange = show.episodes.filter((e) => episodeMomentInRange(e.watchedAt, now));
      skipped += show.episodes.length - inRange.length;
      for (const e of inRange.sort((a, b) =>
        instant(a.watchedAt).localeCompare(instant(b.watchedAt)),
      )) {
        const episodeKey = `${show.showId}:${e.season}:${e.episode}`;
        if (!known.has(`${e.season}:${e.episode}`)) {
          skipped++;
          continue;
        }
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
      if (added > 0) follow.push({ showId: show.showId, name: details?.name ?? '' });
    }
    if (views.length > 0 && (await this.repo.countViews(userId)) + views.length > EPISODE_VIEWS_MAX)
      throw new DomainError('conflict', episodeHistoryFullMessage);
    return { views, follow, skipped };
  }

  async write(userId: string, plan: Awaited<ReturnType<EpisodeImporter['plan']>>): Promise<void> {
    const now = new Date().toISOString();
    await this.repo.addViews(plan.views, now);
    for (const show of plan.follow) await this.repo.follow(userId, show, now);
  }

  /**
   * `season:episode` of every episode the catalogue has among the seasons named: only seasons
   * the show's details list are asked for (all of them when the details list none).
   */
  private async knownEpisodes(show: TitleDetails, episodes: readonly ImportEpisode[]) {
    const listed = show.seasons ? new Set(show.seasons.map((s) => s.season_number)) : null;
    const seasons = [...new Set(episodes.map((e) => e.season))].filter(
      (n) => !listed || listed.has(n),
    );
    const answers = await Promise.all(
      seasons.map((n) => this.catalog.season(show.id, n).catch(() => null)),
    );
    return new Set(
      answers.flatMap(
        (s) => s?.episodes.map((e) => `${e.season_number}:${e.episode_number}`) ?? [],
      ),
    );
  }
}
