// A film and its director that only TMDB knows (the snapshot has neither): the fake TMDB
// answers them, so live look-ups, imports and the assistant can be tested against them.

/** A film only TMDB knows (not in the snapshot): live look-ups must find it. */
export const LIVE_ONLY_MOVIE = {
  id: 898_000_003,
  imdb_id: 'tt9900000003',
  title: 'Lantern Over Quarry Lake',
  original_title: 'Lantern Over Quarry Lake',
  release_date: '2025-03-14',
  overview: 'A lighthouse keeper finds a lantern that burns only for strangers.',
  poster_path: '/lantern-quarry.jpg',
  backdrop_path: null,
  adult: false,
  genre_ids: [18],
  original_language: 'en',
  origin_country: ['US'],
  vote_average: 7.1,
  vote_count: 210,
  popularity: 12.5,
};

/** The director of LIVE_ONLY_MOVIE, a person only TMDB knows. */
export const LIVE_ONLY_PERSON = {
  id: 898_000_101,
  name: 'Maren Oakridge',
  place_of_birth: 'Tromsø, Norway',
  birthday: '1979-04-02',
  deathday: null,
  known_for_department: 'Directing',
  biography: 'Maren Oakridge is a Norwegian-American director of quiet coastal dramas.',
  popularity: 3.2,
  profile_path: null,
};

export const liveOnlyCredits = {
  id: LIVE_ONLY_MOVIE.id,
  cast: [
    { id: 898_000_102, name: 'Tobias Wren', character: 'The Keeper', order: 0, profile_path: null },
  ],
  crew: [
    {
      id: LIVE_ONLY_PERSON.id,
      name: LIVE_ONLY_PERSON.name,
      job: 'Director',
      department: 'Directing',
      profile_path: null,
    },
  ],
};

/**
 * What TMDB's movie discover adds for a query: LIVE_ONLY_MOVIE when the query's release dates
 * are given and hold its date, and its genre (if any is asked) is one of the film's.
 */
export function liveOnlyDiscovered(q: URLSearchParams): (typeof LIVE_ONLY_MOVIE)[] {
  const from = q.get('primary_release_date.gte');
  const to = q.get('primary_release_date.lte');
  if (!from && !to) return [];
  const date = LIVE_ONLY_MOVIE.release_date;
  if ((from && date < from) || (to && date > to)) return [];
  const genres = q.get('with_genres')?.split(',').map(Number);
  if (genres && !genres.every((g) => LIVE_ONLY_MOVIE.genre_ids.includes(g))) return [];
  return [LIVE_ONLY_MOVIE];
}
