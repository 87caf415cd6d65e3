import { hasAired, type Progress, type ShowProgress } from '@unclewatch/core';

import type { EpisodesRepository, WatchedEpisode } from '../../db/repositories/episodes-repository';
import type { TvSettings } from '../../db/repositories/tv-settings-repository';
import type { CatalogProvider } from '../../providers/catalog/index';

/** Shows whose aired episodes are kept (a few MB for the most active users' shows). */
const AIRED_KEPT = 2000;

interface AiredShow {
  id: number;
  name: string;
  poster_path: string | null;
  aired: { season_number: number; episode_number: number; name: string; air_date: string | null }[];
}

/** Where progress reads the user's TV settings. */
export interface TvSettingsSource {
  of(userId: string): Promise<TvSettings>;
}

/** Regular seasons in order, specials (season 0) after them. */
const order = (season: number) => (season === 0 ? Number.MAX_SAFE_INTEGER : season);

/**
 * "Up next" (issue #31): for each show the user follows or has watched, the distinct episodes
 * of regular seasons watched and aired, and the first aired episode after the last watched
 * one. Specials (season 0) count only for a user who turned them on: then they are in watched
 * and aired, and once the regular episodes are done the first unwatched special is next.
 */
export class ProgressService {
  /**
   * Each show's aired regular episodes, per hour: the season data is read at most once an hour
   * (so a season the daily TV refresh fetched on another instance shows within the hour).
   */
  private readonly aired = new Map<string, Promise<AiredShow | null>>();

  constructor(
    private readonly repo: EpisodesRepository,
    private readonly catalog: CatalogProvider,
    private readonly settings?: TvSettingsSource,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async forUser(userId: string): Promise<Progress> {
    const [watched, followed, settings] = await Promise.all([
      this.repo.watchedEpisodes(userId),
      this.repo.followedShows(userId),
      this.settings?.of(userId) ?? Promise.resolve({ countSpecials: false }),
    ]);
    const specials = settings.countSpecials;
    const byShow = new Map<number, WatchedEpisode[]>();
    for (const w of watched) {
      const list = byShow.get(w.showId) ?? [];
      list.push(w);
      byShow.set(w.showId, list);
    }
    const status = new Map(followed.map((f) => [f.showId, f.status]));
    const ids = [...new Set([...followed.map((f) => f.showId), ...byShow.keys()])];
    const today = this.now().toISOString().slice(0, 10);
    const shows = await Promise.all(
      ids.map((id) =>
        this.showProgress(id, byShow.get(id) ?? [], status.get(id) ?? 'watching', today, specials),
      ),
    );
    return {
      countSpecials: specials,
      shows: shows
        .filter((s): s is ShowProgress => s !== null)
        .sort(
          (a, b) =>
            (b.lastWatchedAt ?? '').localeCompare(a.lastWatchedAt ?? '') ||
            a.name.localeCompare(b.name),
        ),
    };
  }

  /** Forgets every show's aired episodes (after the daily TV refresh on this instance). */
  forgetAired(): void {
    this.aired.clear();
  }

  private airedOf(showId: number, today: string, specials: boolean): Promise<AiredShow | null> {
    const hour = this.now().toISOString().slice(0, 13);
    const key = `${showId}:${hour}:${specials ? 's' : ''}`;
    let found = this.aired.get(key);
    if (!found) {
      found = this.loadAired(showId, today, specials);
      // A failed read is not kept: the next request tries again.
      found.catch(() => this.aired.delete(key));
      this.aired.set(key, found);
      if (this.aired.size > AIRED_KEPT) this.aired.delete(this.aired.keys().next().value!);
    }
    return found;
  }

  private async loadAired(
    showId: number,
    today: string,
    specials: boolean,
  ): Promise<AiredShow | null> {
    const show = await this.catalog.details('tv', showId);
    if (!show) return null;
    const regular = (show.seasons ?? []).filter((s) => s.season_number >= (specials ? 0 : 1));
    const seasons = await Promise.all(
      regular.map((s) => this.catalog.season(showId, s.season_number)),
    );
    const aired = seasons
      .flatMap((s) => s?.episodes ?? [])
      .filter((e) => hasAired(e.air_date, today))
      .sort(
        (a, b) =>
          order(a.season_number) - order(b.season_number) || a.episode_number - b.episode_number,
      )
      .map(({ season_number, episode_number, name, air_date }) => ({
        season_number,
        episode_number,
        name,
        air_date,
      }));
    return { id: show.id, name: show.name ?? '', poster_path: show.poster_path, aired };
  }

  private async showProgress(
    showId: number,
    watched: readonly WatchedEpisode[],
    followed: 'watching' | 'paused' | 'dropped',
    today: string,
    specials: boolean,
  ): Promise<ShowProgress | null> {
    const show = await this.airedOf(showId, today, specials);
    if (!show) return null;
    const { aired } = show;
    const seen = new Set(watched.map((w) => `${w.season}:${w.episode}`));
    const watchedCount = aired.filter((e) =>
      seen.has(`${e.season_number}:${e.episode_number}`),
    ).length;
    const last = watched
      .filter((w) => w.season >= 1)
      .reduce<WatchedEpisode | null>(
        (best, w) =>
          !best || w.season > best.season || (w.season === best.season && w.episode > best.episode)
            ? w
            : best,
        null,
      );
    const next =
      aired.find(
        (e) =>
          e.season_number >= 1 &&
          (!last ||
            e.season_number > last.season ||
            (e.season_number === last.season && e.episode_number > last.episode)),
      ) ??
      // Specials come after the regular episodes, each once.
      aired.find(
        (e) => e.season_number === 0 && !seen.has(`${e.season_number}:${e.episode_number}`),
      );
    const lastWatchedAt = watched.reduce<string | null>(
      (at, w) => (at === null || w.lastWatchedAt > at ? w.lastWatchedAt : at),
      null,
    );
    const complete = aired.length > 0 && watchedCount === aired.length;
    return {
      id: show.id,
      name: show.name ?? '',
      poster_path: show.poster_path,
      watched: watchedCount,
      aired: aired.length,
      next: next
        ? {
            season: next.season_number,
            episode: next.episode_number,
            name: next.name,
            air_date: next.air_date,
          }
        : null,
      lastWatchedAt,
      status: complete ? 'completed' : followed,
      chosen: followed,
    };
  }
}
