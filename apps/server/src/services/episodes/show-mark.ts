import crypto from 'node:crypto';

import { hasAired, type MarkTitleWatchedResult, type MarkWatchedBody } from '@unclewatch/core';

import type { EpisodesRepository, NewEpisodeView } from '../../db/repositories/episodes-repository';
import type { CatalogProvider } from '../../providers/catalog/index';
import type { LibraryService } from '../library-service';
import type { WatchedService } from '../watched-service';
import { invalid } from './episode-dating';
import type { EpisodeService } from './episode-service';

/** What a show-level mark did to the show's aired episodes. */
export interface ShowMarked {
  marked: number;
  watched: number;
  aired: number;
}

/**
 * A TV show's "Mark as watched" (issue #45): it marks every aired episode of the regular seasons
 * not yet watched, on `date`, on each one's air date (`airDates`) or with the date unknown
 * (`unknownDate`, decision 082), as the season mark does. Only a show with no episode data at
 * all is logged as one diary entry on `date`, as before.
 */
export class ShowMarkService {
  constructor(
    private readonly repo: EpisodesRepository,
    private readonly catalog: CatalogProvider,
    private readonly episodes: EpisodeService,
    private readonly watched: WatchedService,
    private readonly library: LibraryService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async mark(
    userId: string,
    showId: number,
    body: MarkWatchedBody,
  ): Promise<MarkTitleWatchedResult> {
    const ref = { type: 'tv' as const, id: showId };
    const marked = await this.markEpisodes(userId, showId, body);
    if (!marked) {
      const choice = body.unknownDate ? 'unknownDate' : body.airDates ? 'airDates' : null;
      if (choice)
        throw invalid(choice, 'needs episode data, which this show has none of: give a date');
      return this.watched.mark(userId, ref, body);
    }
    const { onWatchlist } = await this.watched.status(userId, ref);
    if (body.removeFromWatchlist && onWatchlist)
      await this.library.removeFromWatchlist(userId, ref);
    return {
      entry: null,
      episodes: marked,
      onWatchlist: onWatchlist && !body.removeFromWatchlist,
    };
  }

  /** Marks the show's aired episodes; null, writing nothing, when it has no episode data. */
  private async markEpisodes(
    userId: string,
    showId: number,
    when: MarkWatchedBody,
  ): Promise<ShowMarked | null> {
    if (!when.airDates && !when.unknownDate && when.date === undefined)
      throw invalid('date', 'is required unless airDates or unknownDate is true');
    const dating = this.episodes.datingOf({ ...when, day: when.date }, 'date');
    const show = await this.episodes.show(showId);
    const today = this.episodes.today();
    const regular = (show.seasons ?? []).filter((s) => s.season_number >= 1);
    const seasons = await Promise.all(
      regular.map((s) => this.catalog.season(show.id, s.season_number)),
    );
    if (!seasons.some((s) => (s?.episodes.length ?? 0) > 0)) return null;
    const aired = seasons
      .flatMap((s) => s?.episodes ?? [])
      .filter((e) => e.season_number >= 1 && hasAired(e.air_date, today));
    const seen = new Set(
      (await this.repo.watchedEpisodes(userId, show.id)).map((w) => `${w.season}:${w.episode}`),
    );
    const views: NewEpisodeView[] = aired
      .filter((e) => !seen.has(`${e.season_number}:${e.episode_number}`))
      .map((e) => ({
        id: `ev_${crypto.randomBytes(12).toString('hex')}`,
        userId,
        showId: show.id,
        season: e.season_number,
        episode: e.episode_number,
        ...dating(e),
        rewatch: false,
      }));
    await this.episodes.withinLimits(userId, views);
    const now = this.now().toISOString();
    await this.repo.addViewsAndFollow(
      userId,
      views,
      views.length > 0 ? [{ showId: show.id, name: show.name ?? '' }] : [],
      now,
    );
    const watched = aired.filter((e) => seen.has(`${e.season_number}:${e.episode_number}`)).length;
    return { marked: views.length, watched: watched + views.length, aired: aired.length };
  }
}
