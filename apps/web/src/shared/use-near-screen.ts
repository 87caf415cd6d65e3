import { useIntersectsOnce } from './use-intersects-once';

/**
 * Becomes true once the element comes within `margin` of the screen (above or below), then
 * stays true; always true when not `enabled`. It starts false on the server and in the
 * browser alike, so a server-rendered page and the browser's first render agree.
 */
export function useNearScreen<T extends Element>(
  margin: string,
  enabled = true,
): [ref: (node: T | null) => void, near: boolean] {
  return useIntersectsOnce<T>(!enabled, { rootMargin: `${margin} 0px` });
}
