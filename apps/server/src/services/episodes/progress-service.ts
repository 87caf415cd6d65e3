import type { OneShowProgress, Progress, ShowProgress } from '@unclewatch/core';

import type {
  EpisodesRepository,
  FollowedShow,
  ShowViewings,
} from '../../db/repositories/episodes-repository';
import {
  DEFAULT_STALE_AFTER_MONTHS,
  type TvSettings,
} from '../../db/repositories/tv-settings-repository';
import type { CatalogProvider } from '../../providers/catalog/index';
import { airedShow, nextOf, watchedOf, type AiredShow } from './aired-episodes';

/** Shows whose aired episodes are kept (a few MB for the most active users' shows). */
const AIRED_KEPT = 2000;

/** Where progress reads the user's TV settings. */
export interface TvSettingsSource {
  of(userId: string): Promise<Pick<TvSettings, 'countSpecials'> & Partial<TvSettings>>;
}

/** What a user watched of one show, gathered from their viewings. */
interface ShowViews {
  /** The distinct episodes watched (plays and rewatches once): season → episode numbers. */
  seen: Map<number, Set<number>>;
  /** The last regular episode (season ≥ 1) by number. */
  last: { season: number; episode: number } | null;
  lastWatchedAt: string;
}

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
    const [viewings, followed, settings]: [
      ShowViewings[],
      FollowedShow[],
      Awaited<ReturnType<TvSettingsSource['of']>>,
    ] = await Promise.all([
      this.repo.viewingsByShow(userId),
      this.repo.followedShows(userId),
      this.settings?.of(userId) ?? Promise.resolve({ countSpecials: false }),
    ]);
    const staleAfterMonths = settings.staleAfterMonths ?? DEFAULT_STALE_AFTER_MONTHS;
    const specials = settings.countSpecials;
    const byShow = new Map(viewings.map((v) => [v.showId, showViews(v)]));
    const followedById = new Map(followed.map((f) => [f.showId, f]));
    const staleBefore = staleCutoff(this.now(), staleAfterMonths);
    const ids = [...new Set([...followed.map((f) => f.showId), ...byShow.keys()])];
    const today = this.now().toISOString().slice(0, 10);
    const shows = await Promise.all(
      ids.map(async (id) => {
        const aired = await this.airedOf(id, today, specials);
        return aired && progressOf(aired, byShow.get(id), followedById.get(id), staleBefore);
      }),
    );
    return {
      countSpecials: specials,
      staleAfterMonths,
      shows: shows
        .filter((s): s is ShowProgress => s !== null)
        .sort(
          (a, b) =>
            (b.lastWatchedAt ?? '').localeCompare(a.lastWatchedAt ?? '') ||
            a.name.localeCompare(b.name) ||
            a.id - b.id,
        ),
    };
  }

  /**
   * One show's progress, counted as Up next counts it, followed or not (issue #45: the show
   * page's "12 / 73 · Next: S02E03"). Null when the catalogue has no such show.
   */
  async forShow(userId: string, showId: number): Promise<OneShowProgress | null> {
    const [viewings, followed, settings]: [
      ShowViewings[],
      FollowedShow[],
      Awaited<ReturnType<TvSettingsSource['of']>>,
    ] = await Promise.all([
      this.repo.viewingsByShow(userId, showId),
      this.repo.followedShows(userId),
      this.settings?.of(userId) ?? Promise.resolve({ countSpecials: false }),
    ]);
    const today = this.now().toISOString().slice(0, 10);
    const aired = await this.airedOf(showId, today, settings.countSpecials);
    if (!aired) return null;
    const views = viewings[0] && showViews(viewings[0]);
    const follow = followed.find((f) => f.showId === showId);
    const staleBefore = staleCutoff(
      this.now(),
      settings.staleAfterMonths ?? DEFAULT_STALE_AFTER_MONTHS,
    );
    return {
      ...progressOf(aired, views, follow, staleBefore),
      followed: follow !== undefined || views !== undefined,
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
    const counted = (show.seasons ?? []).filter((s) => s.season_number >= (specials ? 0 : 1));
    const seasons = await Promise.all(
      counted.map((s) => this.catalog.season(showId, s.season_number)),
    );
    return airedShow(
      show,
      seasons.flatMap((s) => s?.episodes ?? []),
      today,
    );
  }
}

/** The distinct episodes of a show's viewings (a rewatch once) and its last regular one. */
function showViews({ episodes, lastWatchedAt }: ShowViewings): ShowViews {
  const seen = new Map<number, Set<number>>();
  let last: ShowViews['last'] = null;
  for (let i = 0; i < episodes.length; i += 2) {
    const season = episodes[i]!;
    const episode = episodes[i + 1]!;
    let numbers = seen.get(season);
    if (!numbers) seen.set(season, (numbers = new Set()));
    numbers.add(episode);
    if (
      season >= 1 &&
      (!last || season > last.season || (season === last.season && episode > last.episode))
    )
      last = { season, episode };
  }
  return { seen, last, lastWatchedAt };
}

/** The instant before which a last viewing is stale (`months` before now); null: never. */
function staleCutoff(now: Date, months: number): string | null {
  if (months <= 0) return null;
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

/** A show's progress with its Up next group (stale: watching, and idle since `staleBefore`). */
function progressOf(
  aired: AiredShow,
  views: ShowViews | undefined,
  followed: FollowedShow | undefined,
  staleBefore: string | null,
): ShowProgress {
  const shown = showProgress(aired, views, followed?.status ?? 'watching');
  const lastActive = [shown.lastWatchedAt, followed?.resumedAt ?? null]
    .filter((t): t is string => Boolean(t))
    .sort()
    .at(-1);
  const stale =
    staleBefore !== null &&
    shown.status === 'watching' &&
    lastActive !== undefined &&
    lastActive < staleBefore;
  return { ...shown, group: stale ? 'stale' : 'current' };
}

function showProgress(
  show: AiredShow,
  views: ShowViews | undefined,
  followed: 'watching' | 'paused' | 'dropped',
): Omit<ShowProgress, 'group'> {
  const seen = views?.seen ?? new Map<number, Set<number>>();
  const watched = watchedOf(show, seen);
  const next = nextOf(show, views?.last ?? null, seen);
  const complete = show.episodes.length > 0 && watched === show.episodes.length;
  return {
    type: 'tv',
    id: show.id,
    name: show.name,
    poster_path: show.poster_path,
    watched,
    aired: show.episodes.length,
    next: next
      ? {
          season: next.season_number,
          episode: next.episode_number,
          name: next.name,
          air_date: next.air_date,
        }
      : null,
    lastWatchedAt: views?.lastWatchedAt ?? null,
    status: complete ? 'completed' : followed,
    chosen: followed,
  };
}
