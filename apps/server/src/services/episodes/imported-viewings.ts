import type { ImportedViewsRepository } from '../../db/repositories/imported-views-repository';
import { instant, type EpisodeImporter, type ShowEpisodes } from './episode-import';

/**
 * The viewings a show of an import was placed as (decision 073): where its rows land on a
 * show, and their removal when the repair desk maps the show elsewhere.
 */
export class ImportedViewings {
  constructor(
    private readonly importer: EpisodeImporter,
    private readonly repo: ImportedViewsRepository,
  ) {}

  /**
   * Removes the viewings the show's rows were placed as (same episode, same moment) and stops
   * following the show when no viewing of it is left. Answers how many were removed.
   */
  async remove(userId: string, show: ShowEpisodes): Promise<number> {
    const placement = await this.importer.placement(show);
    const removed = await this.repo.removeViewsAt(
      userId,
      show.showId,
      placement.placed.map((p) => ({
        season: p.season,
        episode: p.episode,
        watchedAt: instant(show.episodes[p.index]!.watchedAt),
      })),
    );
    await this.repo.unfollowIfUnwatched(userId, show.showId);
    return removed;
  }
}
