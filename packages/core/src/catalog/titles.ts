import type { ImageSize } from '../api/catalog';

/** Our image URL for a TMDB image path (served by the /img proxy); null when there is none. */
export function imageUrl(path: string | null | undefined, size: ImageSize = 'w300'): string | null {
  if (!path) return null;
  return `/img/${size}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Display title and year of a movie or TV summary. */
export function titleOf(item: { title?: string; name?: string }): string {
  return item.title ?? item.name ?? '';
}
export function yearOf(item: { release_date?: string; first_air_date?: string }): string {
  return (item.release_date ?? item.first_air_date ?? '').slice(0, 4);
}
