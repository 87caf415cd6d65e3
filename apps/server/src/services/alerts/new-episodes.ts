import { STOPPED_WATCHING_DAYS } from '@unclewatch/core';

import type { AlertShow } from '../../db/repositories/alerts/alert-sources-repository';
import type { CatalogProvider } from '../../providers/catalog/index';
import { episodeKey, type Finding } from './findings';
import { addDays } from './local-time';

/** An episode aired this many days before the run at most is still announced (downtime). */
export const LOOKBACK_DAYS = 30;

interface Episode {
  season_number: number;
  episode_number: number;
  name: string;
  air_date: string | null;
}

interface ShowEpisodes {
  name: string;
  episodes: Episode[];
}

/** A show's latest two regular seasons, read once per run whoever follows it. */
export function showReader(catalog: CatalogProvider) {
  const read = new Map<number, Promise<ShowEpisodes | null>>();
  return (showId: number) => {
    let found = read.get(showId);
    if (!found) {
      found = (async () => {
        const show = await catalog.details('tv', showId);
        if (!show) return null;
        const latest = (show.seasons ?? []).filter((s) => s.season_number >= 1).slice(-2);
        const seasons = await Promise.all(
          latest.map((s) => catalog.season(showId, s.season_number)),
        );
        return { name: show.name ?? '', episodes: seasons.flatMap((s) => s?.episodes ?? []) };
      })();
      read.set(showId, found);
    }
    return found;
  };
}

export interface NewEpisodeScope {
  /** The person's today (their time zone). */
  today: string;
  /** The person's day new-episode alerts were turned on: nothing aired before is new. */
  since: string;
  now: Date;
  origin: string;
}

/**
 * A show "stopped long ago": last watched (or followed) over STOPPED_WATCHING_DAYS ago while an
 * older episode is still unwatched. Caught-up people waiting for a new season are not in it.
 */
export function stoppedWatching(show: AlertShow, behind: boolean, now: Date): boolean {
  const last = show.lastWatchedAt ?? show.followedAt;
  if (!behind || !last) return false;
  return now.getTime() - Date.parse(last) > STOPPED_WATCHING_DAYS * 86_400_000;
}

/**
 * New episodes of the shows a person is watching (issue #44): aired from their day `since` to
 * their today, not watched; one finding per show and season (a season dropped at once is one
 * alert). Paused and dropped shows, and those they stopped watching, are left out.
 */
export async function newEpisodeFindings(
  shows: readonly AlertShow[],
  read: (showId: number) => Promise<ShowEpisodes | null>,
  scope: NewEpisodeScope,
): Promise<Finding[]> {
  const from = [scope.since, addDays(scope.today, -LOOKBACK_DAYS)].sort().at(-1)!;
  const findings: Finding[] = [];
  for (const show of shows) {
    if (show.status !== 'watching') continue;
    const data = await read(show.showId);
    if (!data) continue;
    const unseen = data.episodes.filter(
      (e) =>
        e.air_date &&
        e.air_date <= scope.today &&
        !show.seen.has(`${e.season_number}:${e.episode_number}`),
    );
    const fresh = unseen.filter((e) => e.air_date! >= from);
    if (fresh.length === 0) continue;
    const behind = unseen.some((e) => e.air_date! < from);
    if (stoppedWatching(show, behind, scope.now)) continue;
    const bySeason = new Map<number, Episode[]>();
    for (const e of fresh)
      bySeason.set(e.season_number, [...(bySeason.get(e.season_number) ?? []), e]);
    for (const [season, episodes] of bySeason)
      findings.push(seasonFinding(show.showId, data.name, season, episodes, scope.origin));
  }
  return findings;
}

function seasonFinding(
  showId: number,
  showName: string,
  season: number,
  episodes: Episode[],
  origin: string,
): Finding {
  const sorted = [...episodes].sort((a, b) => a.episode_number - b.episode_number);
  const byKey = new Map(sorted.map((e) => [episodeKey(season, e.episode_number), e]));
  return {
    event: 'newEpisode',
    items: [...byKey.keys()].map((itemKey) => ({
      event: 'newEpisode',
      titleType: 'tv',
      titleId: showId,
      itemKey,
    })),
    describe(fresh) {
      const list = fresh.map((i) => byKey.get(i.itemKey)!).filter(Boolean);
      const url = `${origin}/tv/${showId}/season/${season}`;
      if (list.length === 1) {
        const e = list[0]!;
        return {
          title: `New episode: ${showName} ${episodeKey(season, e.episode_number)}`,
          message: `"${e.name}" is out (aired ${e.air_date}).`,
          url,
        };
      }
      const first = list[0]!.episode_number;
      const last = list.at(-1)!.episode_number;
      return {
        title: `New episodes: ${showName} season ${season}`,
        message: `${list.length} episodes are out (episodes ${first}–${last}).`,
        url,
      };
    },
  };
}
