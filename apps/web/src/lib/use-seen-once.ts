import { useCallback, useState } from 'react';

import { isTakingOverServerHtml } from './server-html';

/**
 * Becomes true the first time at least `threshold` of the element is visible, then stops
 * observing (the card fades in once). Without IntersectionObserver (the server) it is true at
 * once, and so it is for an element the server already showed (server-html.ts).
 */
export function useSeenOnce<T extends Element>(
  threshold = 0.1,
): [ref: (node: T | null) => void, seen: boolean] {
  const [seen, setSeen] = useState(
    () => typeof IntersectionObserver === 'undefined' || isTakingOverServerHtml(),
  );

  const ref = useCallback(
    (node: T | null) => {
      if (!node || seen || typeof IntersectionObserver === 'undefined') return;
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
    [threshold, seen],
  );

  return [ref, seen];
}
