import type { FakeAnswer } from './fake-upstream-server';

export interface AnnouncedEpisode {
  episode_number: number;
  name: string;
  air_date: string;
}

interface Announcement {
  showId: number;
  season: number;
  episodes: AnnouncedEpisode[];
}

/**
 * What TMDB learns after the fake started: a new season of a show, listed in the show's
 * details and answered at `/tv/{id}/season/{n}`. The fake TMDB passes each answer through
 * `edit`; `clear` forgets every announcement.
 */
export function fakeTmdbNews() {
  const announced: Announcement[] = [];
  return {
    announceSeason(showId: number, season: number, episodes: AnnouncedEpisode[]) {
      announced.push({ showId, season, episodes });
    },
    clear() {
      announced.length = 0;
    },
    edit(path: string, answer: FakeAnswer): FakeAnswer {
      let edited = answer;
      for (const { showId, season, episodes } of announced) {
        if (path === `/tv/${showId}/season/${season}`)
          return { status: 200, body: rawSeason(showId, season, episodes) };
        // Every season announced for the show is listed in its details.
        if (path === `/tv/${showId}` && edited.status === 200)
          edited = { status: 200, body: withSeason(edited.body, season, episodes) };
      }
      return edited;
    },
  };
}

export type FakeTmdbNews = ReturnType<typeof fakeTmdbNews>;

function withSeason(body: unknown, season: number, episodes: AnnouncedEpisode[]) {
  const show = body as { seasons?: { season_number: number }[]; number_of_seasons?: number };
  return {
    ...show,
    number_of_seasons: Math.max(show.number_of_seasons ?? 0, season),
    seasons: [
      ...(show.seasons ?? []).filter((s) => s.season_number !== season),
      {
        season_number: season,
        name: `Season ${season}`,
        air_date: episodes[0]?.air_date ?? null,
        episode_count: episodes.length,
        poster_path: null,
      },
    ],
  };
}

function rawSeason(showId: number, season: number, episodes: AnnouncedEpisode[]) {
  return {
    _id: `fake-news-${showId}-${season}`,
    id: showId * 100 + season,
    season_number: season,
    name: `Season ${season}`,
    overview: '',
    air_date: episodes[0]?.air_date ?? null,
    poster_path: null,
    episodes: episodes.map((e) => ({
      ...e,
      id: showId * 10_000 + season * 100 + e.episode_number,
      season_number: season,
      show_id: showId,
      runtime: 50,
      overview: '',
      still_path: null,
      vote_average: 0,
      vote_count: 0,
      episode_type: 'standard',
      crew: [],
      guest_stars: [],
    })),
  };
}
