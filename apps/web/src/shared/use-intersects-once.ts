import { useCallback, useState } from 'react';

/**
 * Starts as `initial`; becomes true the first time the element intersects the screen (with
 * `threshold` of it visible, or within `rootMargin` of it), then stops observing. Without
 * IntersectionObserver it turns true as soon as the element is there. Nothing is observed on
 * the server (refs are not attached), so there it stays `initial`.
 */
export function useIntersectsOnce<T extends Element>(
  initial: boolean,
  { threshold, rootMargin }: { threshold?: number; rootMargin?: string },
): [ref: (node: T | null) => void, intersected: boolean] {
  const [intersected, setIntersected] = useState(initial);

  const ref = useCallback(
    (node: T | null) => {
      if (!node || intersected) return;
      if (typeof IntersectionObserver === 'undefined') return void setIntersected(true);
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setIntersected(true);
            observer.disconnect();
          }
        },
        { threshold, rootMargin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [threshold, rootMargin, intersected],
  );

  return [ref, intersected];
}
