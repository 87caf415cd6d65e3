/** The image sizes the /img proxy serves (TMDB's widths). */
export const IMAGE_SIZES = [
  'w92',
  'w154',
  'w185',
  'w300',
  'w342',
  'w400',
  'w500',
  'w780',
  'w1280',
  'original',
] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** Our image URL for a TMDB image path (served by the /img proxy); null when there is none. */
export function imageUrl(path: string | null | undefined, size: ImageSize = 'w300'): string | null {
  if (!path) return null;
  return `/img/${size}${path.startsWith('/') ? path : `/${path}`}`;
}

/** An episode as people write it: "S01E02". */
export function episodeCode(season: number, episode: number): string {
  return `S${String(season).padStart(2, '0')}E${String(episode).padStart(2, '0')}`;
}

/** Display title and year of a movie or TV summary. */
export function titleOf(item: { title?: string; name?: string }): string {
  return item.title ?? item.name ?? '';
}
export function yearOf(item: { release_date?: string; first_air_date?: string }): string {
  return (item.release_date ?? item.first_air_date ?? '').slice(0, 4);
}
