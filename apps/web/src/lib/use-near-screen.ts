import { useCallback, useState } from 'react';

/**
 * Becomes true once the element comes within `margin` of the screen (above or below), then
 * stays true; always true when not `enabled`. It starts false on the server and in the
 * browser alike, so a server-rendered page and the browser's first render agree. Without
 * IntersectionObserver it turns true as soon as the element is there.
 */
export function useNearScreen<T extends Element>(
  margin: string,
  enabled = true,
): [ref: (node: T | null) => void, near: boolean] {
  const [near, setNear] = useState(!enabled);

  const ref = useCallback(
    (node: T | null) => {
      if (!node || near) return;
      if (typeof IntersectionObserver === 'undefined') return void setNear(true);
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: `${margin} 0px` },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [margin, near],
  );

  return [ref, near];
}
