/** TMDB movie genre ids (GET /genre/movie/list): the one table the server, the assistant and
 * the catalogue builder name genres by. */
export const MOVIE_GENRE = {
  action: 28,
  adventure: 12,
  animation: 16,
  comedy: 35,
  crime: 80,
  documentary: 99,
  drama: 18,
  family: 10751,
  fantasy: 14,
  history: 36,
  horror: 27,
  music: 10402,
  mystery: 9648,
  romance: 10749,
  scifi: 878,
  tvMovie: 10770,
  thriller: 53,
  war: 10752,
  western: 37,
} as const;

const M = MOVIE_GENRE;

/** TMDB TV genre ids (GET /genre/tv/list): some are the movie ids, others combine genres. */
export const TV_GENRE = {
  actionAdventure: 10759,
  animation: M.animation,
  comedy: M.comedy,
  crime: M.crime,
  documentary: M.documentary,
  drama: M.drama,
  family: M.family,
  kids: 10762,
  mystery: M.mystery,
  news: 10763,
  reality: 10764,
  scifiFantasy: 10765,
  soap: 10766,
  talk: 10767,
  warPolitics: 10768,
  western: M.western,
} as const;

const T = TV_GENRE;

/** TMDB's movie genres plus the TV-only combined ones: the spec's 27-id map. */
export const genreNames: Readonly<Record<number, string>> = {
  [M.action]: 'Action',
  [M.adventure]: 'Adventure',
  [M.animation]: 'Animation',
  [M.comedy]: 'Comedy',
  [M.crime]: 'Crime',
  [M.documentary]: 'Documentary',
  [M.drama]: 'Drama',
  [M.family]: 'Family',
  [M.fantasy]: 'Fantasy',
  [M.history]: 'History',
  [M.horror]: 'Horror',
  [M.music]: 'Music',
  [M.mystery]: 'Mystery',
  [M.romance]: 'Romance',
  [M.scifi]: 'Science Fiction',
  [M.tvMovie]: 'TV Movie',
  [M.thriller]: 'Thriller',
  [M.war]: 'War',
  [M.western]: 'Western',
  [T.actionAdventure]: 'Action & Adventure',
  [T.kids]: 'Kids',
  [T.news]: 'News',
  [T.reality]: 'Reality',
  [T.scifiFantasy]: 'Sci-Fi & Fantasy',
  [T.soap]: 'Soap',
  [T.talk]: 'Talk',
  [T.warPolitics]: 'War & Politics',
};

export const ANIMATION_GENRE_ID = M.animation;
export const ROMANCE_GENRE_ID = M.romance;

export function genreName(id: number): string | undefined {
  return genreNames[id];
}

/** Case-insensitive lookup by name, e.g. for /genres?genre=drama. */
export function findGenreByName<T extends { name: string }>(
  genres: readonly T[],
  name: string | null | undefined,
): T | undefined {
  if (!name) return undefined;
  const wanted = name.trim().toLowerCase();
  return genres.find((g) => g.name.toLowerCase() === wanted);
}
