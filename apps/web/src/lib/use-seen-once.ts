import { useCallback, useState } from 'react';

/**
 * Becomes true the first time at least `threshold` of the element is visible, then stops
 * observing (the card fades in once). Without IntersectionObserver it is true at once.
 */
export function useSeenOnce<T extends Element>(
  threshold = 0.1,
): [ref: (node: T | null) => void, seen: boolean] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');

  const ref = useCallback(
    (node: T | null) => {
      if (!node || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setSeen(true);
            observer.disconnect();
          }
        },
        { threshold },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [threshold],
  );

  return [ref, seen];
}
