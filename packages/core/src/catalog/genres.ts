/** TMDB's movie genres plus the TV-only combined ones: the spec's 27-id map. */
export const genreNames: Readonly<Record<number, string>> = {
  28: 'Action',
  12: 'Adventure',
  16: 'Animation',
  35: 'Comedy',
  80: 'Crime',
  99: 'Documentary',
  18: 'Drama',
  10751: 'Family',
  14: 'Fantasy',
  36: 'History',
  27: 'Horror',
  10402: 'Music',
  9648: 'Mystery',
  10749: 'Romance',
  878: 'Science Fiction',
  10770: 'TV Movie',
  53: 'Thriller',
  10752: 'War',
  37: 'Western',
  10759: 'Action & Adventure',
  10762: 'Kids',
  10763: 'News',
  10764: 'Reality',
  10765: 'Sci-Fi & Fantasy',
  10766: 'Soap',
  10767: 'Talk',
  10768: 'War & Politics',
};

export const ANIMATION_GENRE_ID = 16;
export const ROMANCE_GENRE_ID = 10749;

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
