import crypto from 'node:crypto';

import type { ImportEpisode } from '@unclewatch/core';

import type { EpisodesRepository, NewEpisodeView } from '../../db/repositories/episodes-repository';
import type { CatalogProvider } from '../../providers/catalog/index';

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
 * lacks) are skipped and counted.
 */
export class EpisodeImporter {
  constructor(
    private readonly catalog: CatalogProvider,
    private readonly repo: EpisodesRepository,
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
    const views: NewEpisodeView[] = [];
    const follow: { showId: number; name: string }[] = [];
    let skipped = 0;
    for (const show of shows) {
      const known = await this.knownEpisodes(show.showId, show.episodes);
      let added = 0;
      for (const e of [...show.episodes].sort((a, b) =>
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
    return { views, follow, skipped };
  }

  async write(userId: string, plan: Awaited<ReturnType<EpisodeImporter['plan']>>): Promise<void> {
    const now = new Date().toISOString();
    await this.repo.addViews(plan.views, now);
    for (const show of plan.follow) await this.repo.follow(userId, show, now);
  }

  /** `season:episode` of every episode the catalogue has among the seasons named. */
  private async knownEpisodes(showId: number, episodes: readonly ImportEpisode[]) {
    const seasons = [...new Set(episodes.map((e) => e.season))];
    const answers = await Promise.all(
      seasons.map((n) => this.catalog.season(showId, n).catch(() => null)),
    );
    return new Set(
      answers.flatMap(
        (s) => s?.episodes.map((e) => `${e.season_number}:${e.episode_number}`) ?? [],
      ),
    );
  }
}
