import crypto from 'node:crypto';

import {
  EPISODE_VIEWS_MAX,
  EPISODE_VIEWS_MAX_PER_DAY,
  episodeHistoryFullMessage,
  hasAired,
  type Episode,
  type MarkEpisodesResult,
  type RateEpisodeBody,
  type SeasonDetails,
  type SeasonWatch,
  type TitleDetails,
  episodeCode,
} from '@unclewatch/core';

import type { EpisodesRepository, NewEpisodeView } from '../../db/repositories/episodes-repository';
import type { CatalogProvider } from '../../providers/catalog/index';
import { DomainError, titleNotFound } from '../../domain/domain-error';
import { datingOf, invalid, type Dating } from './episode-dating';

export interface MarkEpisodes {
  showId: number;
  season: number;
  episode?: number;
  watchedAt?: string;
  /** Each episode on its air date (decision 082). */
  airDates?: boolean;
  /** The date watched is unknown (decision 082). */
  unknownDate?: boolean;
  action: 'watch' | 'rewatch' | 'unwatch' | 'upTo';
}

/**
 * Marking episodes watched (issue #31). Every check — the show, the season, the episode, the
 * date — happens before anything is written, so a refused request writes nothing.
 */
export class EpisodeService {
  constructor(
    private readonly repo: EpisodesRepository,
    private readonly catalog: CatalogProvider,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async show(showId: number): Promise<TitleDetails> {
    const show = await this.catalog.details('tv', showId);
    if (!show) throw titleNotFound('tv', showId);
    return show;
  }

  /** A season the show's details list (issue #39: a made-up number never reaches upstream). */
  async seasonOf(show: TitleDetails, n: number): Promise<SeasonDetails> {
    const listed = !show.seasons || show.seasons.some((s) => s.season_number === n);
    const season = listed ? await this.catalog.season(show.id, n) : null;
    if (!season)
      throw new DomainError('not_found', `${show.name ?? 'This show'} has no season ${n}`);
    return season;
  }

  today(): string {
    return this.now().toISOString().slice(0, 10);
  }

  /** How each episode is dated (decision 082); `dayField` names the field of a day. */
  datingOf(when: Dating, dayField: string) {
    return datingOf(when, dayField, this.now());
  }

  async mark(userId: string, input: MarkEpisodes): Promise<MarkEpisodesResult> {
    if (
      (input.airDates || input.unknownDate) &&
      (input.action === 'rewatch' || input.action === 'unwatch')
    )
      throw invalid(
        input.unknownDate ? 'unknownDate' : 'airDates',
        "is for the actions 'watch' and 'upTo' only",
      );
    const show = await this.show(input.showId);
    const season = await this.seasonOf(show, input.season);
    const episode =
      input.episode === undefined ? undefined : this.episodeOf(show, season, input.episode);
    const dating = this.datingOf({ ...input, day: input.watchedAt }, 'watchedAt');
    const today = this.today();
    if ((input.action === 'rewatch' || input.action === 'upTo') && !episode) {
      throw invalid(
        'episode',
        `is needed to ${input.action === 'upTo' ? 'mark up to an episode' : 'rewatch'}`,
      );
    }
    if (episode && input.action !== 'unwatch' && !hasAired(episode.air_date, today)) {
      throw invalid(
        'episode',
        `${episodeCode(season.season_number, episode.episode_number)} has not aired yet`,
      );
    }

    let changed = 0;
    if (input.action === 'unwatch') {
      changed = await this.repo.removeViews(
        userId,
        show.id,
        season.season_number,
        episode?.episode_number,
      );
    } else {
      const targets =
        input.action === 'upTo'
          ? await this.airedUpTo(show, season, episode!.episode_number, today)
          : episode
            ? [episode]
            : season.episodes.filter((e) => hasAired(e.air_date, today));
      const seen = new Set(
        (await this.repo.watchedEpisodes(userId, show.id)).map((w) => `${w.season}:${w.episode}`),
      );
      const views: NewEpisodeView[] = targets
        .filter(
          (e) => input.action === 'rewatch' || !seen.has(`${e.season_number}:${e.episode_number}`),
        )
        .map((e) => ({
          id: `ev_${crypto.randomBytes(12).toString('hex')}`,
          userId,
          showId: show.id,
          season: e.season_number,
          episode: e.episode_number,
          ...dating(e),
          rewatch: seen.has(`${e.season_number}:${e.episode_number}`),
        }));
      await this.withinLimits(userId, views);
      await this.repo.addViewsAndFollow(
        userId,
        views,
        views.length > 0 ? [{ showId: show.id, name: show.name ?? '' }] : [],
        this.now().toISOString(),
      );
      changed = views.length;
    }
    return { ...(await this.seasonWatch(userId, show.id, season)), changed };
  }

  async rate(userId: string, input: RateEpisodeBody): Promise<SeasonWatch> {
    const show = await this.show(input.showId);
    const season = await this.seasonOf(show, input.season);
    this.episodeOf(show, season, input.episode);
    await this.repo.setRating(
      userId,
      show.id,
      season.season_number,
      input.episode,
      input.rating,
      this.now().toISOString(),
    );
    return this.seasonWatch(userId, show.id, season);
  }

  /** What the user watched and rated of one season. */
  async watchOfSeason(userId: string, showId: number, n: number): Promise<SeasonWatch> {
    const show = await this.show(showId);
    return this.seasonWatch(userId, show.id, await this.seasonOf(show, n));
  }

  /**
   * Issue #39: a history holds at most EPISODE_VIEWS_MAX viewings, and one episode at most
   * EPISODE_VIEWS_MAX_PER_DAY on one day (a rewatch is the only way to add more than one).
   */
  async withinLimits(userId: string, views: readonly NewEpisodeView[]): Promise<void> {
    if (views.length === 0) return;
    if ((await this.repo.countViews(userId)) + views.length > EPISODE_VIEWS_MAX)
      throw new DomainError('conflict', episodeHistoryFullMessage);
    if (views.length !== 1) return;
    const v = views[0]!;
    const day = v.watchedAt.slice(0, 10);
    if (
      (await this.repo.viewsOnDay(userId, v.showId, v.season, v.episode, day)) >=
      EPISODE_VIEWS_MAX_PER_DAY
    ) {
      throw new DomainError(
        'conflict',
        `${episodeCode(v.season, v.episode)} already has ${EPISODE_VIEWS_MAX_PER_DAY} viewings on ${day}`,
      );
    }
  }

  private episodeOf(show: TitleDetails, season: SeasonDetails, n: number): Episode {
    const episode = season.episodes.find((e) => e.episode_number === n);
    if (!episode) {
      throw new DomainError(
        'not_found',
        `${show.name ?? 'This show'} has no episode ${episodeCode(season.season_number, n)}`,
      );
    }
    return episode;
  }

  /** Aired episodes of the regular seasons before this one, and of this one up to `episode`. */
  private async airedUpTo(
    show: TitleDetails,
    season: SeasonDetails,
    episode: number,
    today: string,
  ) {
    const earlier = (show.seasons ?? [])
      .map((s) => s.season_number)
      .filter((n) => n >= 1 && n < season.season_number);
    const seasons = await Promise.all(earlier.map((n) => this.catalog.season(show.id, n)));
    return [
      ...seasons.flatMap((s) => s?.episodes ?? []),
      ...season.episodes.filter((e) => e.episode_number <= episode),
    ].filter((e) => hasAired(e.air_date, today));
  }

  private async seasonWatch(
    userId: string,
    showId: number,
    season: SeasonDetails,
  ): Promise<SeasonWatch> {
    const [watched, ratings] = await Promise.all([
      this.repo.watchedEpisodes(userId, showId),
      this.repo.ratingsOfShow(userId, showId),
    ]);
    const n = season.season_number;
    const bySeason = new Map(watched.filter((w) => w.season === n).map((w) => [w.episode, w]));
    return {
      showId,
      season: n,
      episodes: season.episodes.map((e) => {
        const w = bySeason.get(e.episode_number);
        return {
          episode: e.episode_number,
          plays: w?.plays ?? 0,
          lastWatchedAt: w?.lastWatchedAt ?? null,
          rating: ratings.get(`${n}:${e.episode_number}`) ?? null,
        };
      }),
    };
  }
}
