import type { ChosenShowStatus, ShowStatusResult, TvSettingsBody } from '@unclewatch/core';

import type { EpisodesRepository } from '../../db/repositories/episodes-repository';
import type { TvSettingsRepository } from '../../db/repositories/tv-settings-repository';
import type { CatalogProvider } from '../../providers/catalog/index';
import { titleNotFound } from '../../domain/domain-error';
import type { ProgressService } from './progress-service';

/**
 * What a user decides about their shows (issue #31): a show's state set by hand (watching,
 * paused, dropped; completed is derived), and whether specials count.
 */
export class ShowStateService {
  constructor(
    private readonly repo: EpisodesRepository,
    private readonly settings: TvSettingsRepository,
    private readonly progress: ProgressService,
    private readonly catalog: CatalogProvider,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async setStatus(
    userId: string,
    showId: number,
    status: ChosenShowStatus,
  ): Promise<ShowStatusResult> {
    const show = await this.catalog.details('tv', showId);
    if (!show) throw titleNotFound('tv', showId);
    await this.repo.follow(
      userId,
      { showId: show.id, name: show.name ?? '' },
      this.now().toISOString(),
      status,
    );
    if (status === 'watching')
      await this.repo.markResumed(userId, show.id, this.now().toISOString());
    const { shows } = await this.progress.forUser(userId);
    const now = shows.find((s) => s.id === show.id);
    return { showId: show.id, chosen: status, status: now?.status ?? status };
  }

  tvSettings(userId: string): Promise<TvSettingsBody> {
    return this.settings.of(userId);
  }

  /** Saves the settings given; a setting left out keeps its saved value. */
  async saveTvSettings(userId: string, settings: TvSettingsBody): Promise<TvSettingsBody> {
    const saved = await this.settings.of(userId);
    const next = {
      countSpecials: settings.countSpecials,
      staleAfterMonths: settings.staleAfterMonths ?? saved.staleAfterMonths,
    };
    await this.settings.save(userId, next, this.now().toISOString());
    return next;
  }
}
