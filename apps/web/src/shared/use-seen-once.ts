import { isTakingOverServerHtml } from './server-html';
import { useIntersectsOnce } from './use-intersects-once';

/**
 * Becomes true the first time at least `threshold` of the element is visible (the card fades
 * in once). On the server it is true at once, and so it is for an element the server already
 * showed (server-html.ts).
 */
export function useSeenOnce<T extends Element>(
  threshold = 0.1,
): [ref: (node: T | null) => void, seen: boolean] {
  const initial = typeof IntersectionObserver === 'undefined' || isTakingOverServerHtml();
  return useIntersectsOnce<T>(initial, { threshold });
}
