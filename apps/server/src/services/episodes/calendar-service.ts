import crypto from 'node:crypto';

import { CALENDAR_FEED_FILE, type Calendar, type CalendarEpisode } from '@unclewatch/core';

import type { CalendarFeedsRepository } from '../../db/repositories/calendar-feeds-repository';
import type { EpisodesRepository } from '../../db/repositories/episodes-repository';
import type { CatalogProvider } from '../../providers/catalog/index';
import { DomainError } from '../../domain/domain-error';
import { episodesCalendar } from './icalendar';

/** Upcoming episodes listed at most. */
const LIMIT = 200;

/**
 * The calendar of the user's shows (those they follow or watched): upcoming episodes, and a
 * private iCalendar feed reached by a secret token rather than a session.
 */
export class CalendarService {
  constructor(
    private readonly episodes: EpisodesRepository,
    private readonly feeds: CalendarFeedsRepository,
    private readonly catalog: CatalogProvider,
    private readonly now: () => Date = () => new Date(),
    /** Whether the user may still use the app (not removed, not banned): else no feed. */
    private readonly userActive: (userId: string) => Promise<boolean> = async () => true,
  ) {}

  async forUser(userId: string, origin: string): Promise<Calendar> {
    const token = (await this.feeds.tokenOf(userId)) ?? (await this.newToken(userId));
    return {
      episodes: await this.upcoming(userId),
      feedUrl: `${origin}/api/calendar/${token}.ics`,
      asOf: this.catalog.episodesAsOf,
    };
  }

  /** A new secret feed address; the old one stops working. */
  async regenerate(userId: string, origin: string): Promise<Calendar> {
    await this.newToken(userId);
    return this.forUser(userId, origin);
  }

  /**
   * The feed of `<token>.ics`; an unknown or malformed token, or one of a removed or banned
   * user, is a 404 (never a hint that it once existed).
   */
  async feed(file: string, origin: string): Promise<string> {
    const userId = CALENDAR_FEED_FILE.test(file)
      ? await this.feeds.userOf(file.replace(/\.ics$/, ''))
      : null;
    if (!userId || !(await this.userActive(userId)))
      throw new DomainError('not_found', 'No calendar feed at this address');
    return episodesCalendar(await this.upcoming(userId), this.now(), new URL(origin).hostname);
  }

  /** An admin removed this user: their feed address goes (issue #39). */
  forgetUser(userId: string): Promise<void> {
    return this.feeds.remove(userId);
  }

  private async newToken(userId: string): Promise<string> {
    const token = crypto.randomBytes(24).toString('base64url');
    await this.feeds.replace(userId, token, this.now().toISOString());
    return token;
  }

  /** Episodes airing from today on (offline: from the episode data's own day on), by date. */
  private async upcoming(userId: string): Promise<CalendarEpisode[]> {
    const [followed, watched] = await Promise.all([
      this.episodes.followedShows(userId),
      this.episodes.watchedEpisodes(userId),
    ]);
    const dropped = new Set(followed.filter((f) => f.status === 'dropped').map((f) => f.showId));
    const ids = [...new Set([...followed.map((f) => f.showId), ...watched.map((w) => w.showId)])];
    const from = this.catalog.episodesAsOf ?? this.now().toISOString().slice(0, 10);
    const perShow = await Promise.all(
      ids.filter((id) => !dropped.has(id)).map((id) => this.upcomingOf(id, from)),
    );
    return perShow
      .flat()
      .sort(
        (a, b) =>
          a.air_date.localeCompare(b.air_date) ||
          a.showName.localeCompare(b.showName) ||
          a.season - b.season ||
          a.episode - b.episode,
      )
      .slice(0, LIMIT);
  }

  private async upcomingOf(showId: number, from: string): Promise<CalendarEpisode[]> {
    const show = await this.catalog.details('tv', showId);
    // New episodes are in the latest seasons: the last two are read.
    const latest = (show?.seasons ?? []).filter((s) => s.season_number >= 1).slice(-2);
    const seasons = await Promise.all(
      latest.map((s) => this.catalog.season(showId, s.season_number)),
    );
    return seasons
      .flatMap((s) => s?.episodes ?? [])
      .filter(
        (e): e is typeof e & { air_date: string } => e.air_date !== null && e.air_date >= from,
      )
      .map((e) => ({
        showId,
        showName: show?.name ?? '',
        season: e.season_number,
        episode: e.episode_number,
        name: e.name,
        air_date: e.air_date,
      }));
  }
}
