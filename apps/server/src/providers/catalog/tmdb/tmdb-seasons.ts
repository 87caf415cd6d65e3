import type { Episode, SeasonDetails, SeasonSummary } from '@unclewatch/core';

/** TMDB `/tv/{id}` `seasons[]` item (the fields we read). */
export interface TmdbSeasonSummary {
  season_number: number;
  name?: string | null;
  air_date?: string | null;
  episode_count?: number | null;
  poster_path?: string | null;
}

interface TmdbPersonCredit {
  id: number;
  name: string;
  job?: string;
  department?: string;
  character?: string;
  order?: number;
  profile_path?: string | null;
}

interface TmdbEpisode {
  episode_number: number;
  season_number?: number;
  name?: string | null;
  air_date?: string | null;
  runtime?: number | null;
  overview?: string | null;
  still_path?: string | null;
  vote_average?: number | null;
  vote_count?: number | null;
  episode_type?: string | null;
  crew?: TmdbPersonCredit[];
  guest_stars?: TmdbPersonCredit[];
}

/** TMDB `/tv/{id}/season/{n}` (the fields we read). */
export interface TmdbSeason {
  season_number: number;
  name?: string | null;
  overview?: string | null;
  air_date?: string | null;
  poster_path?: string | null;
  episodes?: TmdbEpisode[];
}

const seasonName = (n: number, name: string | null | undefined) =>
  name || (n === 0 ? 'Specials' : `Season ${n}`);

export function toSeasonSummaries(seasons: readonly TmdbSeasonSummary[]): SeasonSummary[] {
  return seasons.map((s) => ({
    season_number: s.season_number,
    name: seasonName(s.season_number, s.name),
    air_date: s.air_date || null,
    episode_count: s.episode_count ?? 0,
    poster_path: s.poster_path ?? null,
  }));
}

/** Directors and writers only, as the embedded store keeps them. */
function toCrew(crew: readonly TmdbPersonCredit[]): Episode['crew'] {
  return crew
    .filter((c) => c.job === 'Director' || c.department === 'Writing')
    .map((c) => ({
      id: c.id,
      name: c.name,
      job: c.job ?? '',
      department: c.department ?? '',
      profile_path: c.profile_path ?? null,
    }));
}

export function toSeason(showId: number, raw: TmdbSeason): SeasonDetails {
  const n = raw.season_number;
  return {
    show_id: showId,
    season_number: n,
    name: seasonName(n, raw.name),
    overview: raw.overview ?? '',
    air_date: raw.air_date || null,
    poster_path: raw.poster_path ?? null,
    episodes: (raw.episodes ?? []).map((e) => ({
      episode_number: e.episode_number,
      season_number: n,
      name: e.name ?? '',
      air_date: e.air_date || null,
      runtime: e.runtime ?? null,
      overview: e.overview ?? '',
      still_path: e.still_path ?? null,
      vote_average: e.vote_average ?? 0,
      vote_count: e.vote_count ?? 0,
      episode_type: e.episode_type ?? 'standard',
      crew: toCrew(e.crew ?? []),
      guest_stars: (e.guest_stars ?? []).map((g, i) => ({
        id: g.id,
        name: g.name,
        character: g.character ?? '',
        order: g.order ?? i,
        profile_path: g.profile_path ?? null,
      })),
    })),
  };
}
