import { hasAired } from '@unclewatch/core';

import type { CatalogProvider } from '../../providers/catalog/index';

/** `show:season:episode` → minutes. */
export type EpisodeMinutes = Map<string, number>;

export const episodeKey = (showId: number, season: number, episode: number) =>
  `${showId}:${season}:${episode}`;

/**
 * Runtime of each episode of the seasons named, read once per season through the catalogue
 * port; an episode without one takes its show's usual episode length, else 0.
 */
export async function episodeMinutes(
  catalog: CatalogProvider,
  seasons: readonly { showId: number; season: number }[],
): Promise<EpisodeMinutes> {
  const unique = [...new Map(seasons.map((s) => [`${s.showId}:${s.season}`, s])).values()];
  const showRuntime = new Map<number, Promise<number>>();
  const usual = (showId: number) => {
    let found = showRuntime.get(showId);
    if (!found) {
      found = catalog
        .details('tv', showId)
        .then((d) => d?.runtime ?? 0)
        .catch(() => 0);
      showRuntime.set(showId, found);
    }
    return found;
  };
  const minutes: EpisodeMinutes = new Map();
  await Promise.all(
    unique.map(async ({ showId, season }) => {
      const [answer, fallback] = await Promise.all([
        catalog.season(showId, season).catch(() => null),
        usual(showId),
      ]);
      for (const e of answer?.episodes ?? [])
        minutes.set(episodeKey(showId, season, e.episode_number), e.runtime ?? fallback);
    }),
  );
  return minutes;
}

/**
 * A show logged as a whole: the runtime of its aired regular episodes, each once (what
 * "I watched it" means), rather than one episode's length.
 */
export async function wholeShowMinutes(
  catalog: CatalogProvider,
  showId: number,
  today: string,
): Promise<number> {
  const show = await catalog.details('tv', showId).catch(() => null);
  if (!show) return 0;
  const regular = (show.seasons ?? []).filter((s) => s.season_number >= 1);
  if (regular.length === 0) return show.runtime ?? 0;
  const seasons = await Promise.all(
    regular.map((s) => catalog.season(showId, s.season_number).catch(() => null)),
  );
  return seasons
    .flatMap((s) => s?.episodes ?? [])
    .filter((e) => hasAired(e.air_date, today))
    .reduce((sum, e) => sum + (e.runtime ?? show.runtime ?? 0), 0);
}
