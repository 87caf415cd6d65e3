import { hasAired } from '@unclewatch/core';

/** What "Up next" shows of an aired episode. */
export interface AiredEpisode {
  season_number: number;
  episode_number: number;
  name: string;
  air_date: string | null;
}

/**
 * A show's aired episodes as progress reads them, built once an hour per show: regular seasons
 * in order, then specials (season 0), with an index so that a request's work follows what the
 * user watched, not the length of the show (a soap opera has thousands of aired episodes).
 */
export interface AiredShow {
  id: number;
  name: string;
  poster_path: string | null;
  /** Regular episodes by season and number, then specials by number. */
  episodes: readonly AiredEpisode[];
  /** How many of `episodes` are regular (season ≥ 1): they come first. */
  regular: number;
  /** Season → episode number → how many of `episodes` carry it (1 unless the data repeats one). */
  index: ReadonlyMap<number, ReadonlyMap<number, number>>;
}

/** The distinct episodes a user watched of one show: season → episode numbers. */
export type SeenEpisodes = ReadonlyMap<number, ReadonlySet<number>>;

/** Regular seasons in order, specials (season 0) after them. */
const order = (season: number) => (season === 0 ? Number.MAX_SAFE_INTEGER : season);

export function airedShow(
  show: { id: number; name?: string | null; poster_path: string | null },
  episodes: readonly AiredEpisode[],
  today: string,
): AiredShow {
  const aired = episodes
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
  const index = new Map<number, Map<number, number>>();
  for (const e of aired) {
    let season = index.get(e.season_number);
    if (!season) index.set(e.season_number, (season = new Map()));
    season.set(e.episode_number, (season.get(e.episode_number) ?? 0) + 1);
  }
  const firstSpecial = aired.findIndex((e) => e.season_number === 0);
  return {
    id: show.id,
    name: show.name ?? '',
    poster_path: show.poster_path,
    episodes: aired,
    regular: firstSpecial === -1 ? aired.length : firstSpecial,
    index,
  };
}

/** How many of the show's aired episodes are among those watched. */
export function watchedOf(show: AiredShow, seen: SeenEpisodes): number {
  let count = 0;
  for (const [season, episodes] of seen) {
    const aired = show.index.get(season);
    if (!aired) continue;
    for (const episode of episodes) count += aired.get(episode) ?? 0;
  }
  return count;
}

/**
 * The next episode: the first aired regular one after the last regular one watched (the first of
 * all when none is), else the first aired special not watched.
 */
export function nextOf(
  show: AiredShow,
  last: { season: number; episode: number } | null,
  seen: SeenEpisodes,
): AiredEpisode | undefined {
  const { episodes, regular } = show;
  // Regular episodes are sorted: the first one after `last` is found by halving.
  let low = 0;
  let high = regular;
  while (last && low < high) {
    const middle = (low + high) >>> 1;
    const e = episodes[middle]!;
    const after =
      e.season_number > last.season ||
      (e.season_number === last.season && e.episode_number > last.episode);
    if (after) high = middle;
    else low = middle + 1;
  }
  if (low < regular) return episodes[low];
  for (let i = regular; i < episodes.length; i++) {
    const e = episodes[i]!;
    if (!seen.get(e.season_number)?.has(e.episode_number)) return e;
  }
  return undefined;
}
