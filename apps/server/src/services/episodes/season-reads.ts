import type { SeasonDetails, SeasonSummary } from '@unclewatch/core';

import type { CatalogProvider } from '../../providers/catalog/index';
import type { SeasonLayout } from './episode-placer';

/** The offline episode data (the snapshot's episode store): no upstream call. */
export interface OfflineSeasons {
  seasonsOf(showId: number): SeasonSummary[] | undefined;
  season(showId: number, n: number): Promise<SeasonDetails | null>;
}

/** A show's seasons for the placer; `overBudget` when none could be read within the budget. */
export interface ShowLayout {
  layout: SeasonLayout;
  overBudget: boolean;
}

/** Live season reads one import operation (a preview, a commit, a repair) may make by default. */
export const IMPORT_SEASON_READS = 400;

const withEpisodes = (seasons: readonly SeasonSummary[] | undefined) =>
  (seasons ?? []).filter((s) => s.episode_count > 0).map((s) => s.season_number);

async function read(
  numbers: readonly number[],
  season: (n: number) => Promise<SeasonDetails | null>,
): Promise<SeasonLayout> {
  const seasons = await Promise.all(numbers.map((n) => season(n).catch(() => null)));
  return new Map(
    numbers.map((n, i) => [
      n,
      (seasons[i]?.episodes ?? []).map((e) => e.episode_number).sort((a, b) => a - b),
    ]),
  );
}

/**
 * The seasons of the shows of one import operation (issue #42, decision 086). Offline (no TMDB
 * key) they come from the catalogue, which is the snapshot. With a key they come from TMDB
 * through the catalogue port (cached, so an import read again costs no upstream call), within
 * a budget of season reads: a show's seasons are read whole or not at all (a missing middle
 * season would shift every absolute position), and a show past the budget keeps the offline
 * data, or is reported when there is none. Each show is read once per operation.
 */
export class SeasonReads {
  private left: number;
  private readonly layouts = new Map<number, Promise<ShowLayout>>();

  constructor(
    private readonly catalog: CatalogProvider,
    private readonly options: { live: boolean; offline?: OfflineSeasons; budget?: number },
  ) {
    this.left = options.budget ?? IMPORT_SEASON_READS;
  }

  /** Shows the offline data has no seasons for come first: they have nothing else. */
  async warm(showIds: readonly number[]): Promise<void> {
    if (!this.options.live) return;
    const offline = this.options.offline;
    const lacking = (id: number) => withEpisodes(offline?.seasonsOf(id)).length === 0;
    const ordered = [...showIds.filter(lacking), ...showIds.filter((id) => !lacking(id))];
    for (const id of ordered) await this.of(id);
  }

  of(showId: number): Promise<ShowLayout> {
    let layout = this.layouts.get(showId);
    if (!layout) {
      layout = this.load(showId);
      this.layouts.set(showId, layout);
    }
    return layout;
  }

  private async load(showId: number): Promise<ShowLayout> {
    const { catalog } = this;
    const details = await catalog.details('tv', showId).catch(() => null);
    const numbers = withEpisodes(details?.seasons);
    if (!this.options.live || numbers.length <= this.left) {
      if (this.options.live) this.left -= numbers.length;
      return { layout: await read(numbers, (n) => catalog.season(showId, n)), overBudget: false };
    }
    const offline = this.options.offline;
    const known = withEpisodes(offline?.seasonsOf(showId));
    if (!offline || known.length === 0) return { layout: new Map(), overBudget: true };
    return { layout: await read(known, (n) => offline.season(showId, n)), overBudget: false };
  }
}
