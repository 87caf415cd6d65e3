import { useEffect, type RefObject } from 'react';

/** The speed of the old 1-px-per-frame scroll at 60 frames a second. */
const PIXELS_PER_SECOND = 60;

/**
 * Drives a CSS marquee (`.marquee` in index.css: a transform animation the compositor runs, off
 * the main thread). `track` is the element that animates; it holds the list twice, so one lap
 * is half its width. This sets the lap's duration from that width and pauses the animation
 * while the row is off-screen, so rows nobody sees cost nothing. Hover and keyboard focus pause
 * it in CSS.
 */
export function useMarquee(track: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const el = track.current;
    if (!el || !enabled) return;
    // The observer reports the track's width once laid out and on every change, so reading it
    // never forces a layout of its own.
    const resize = new ResizeObserver(([entry]) => {
      const lap = (entry?.borderBoxSize[0]?.inlineSize ?? 0) / 2;
      if (lap > 0) el.style.setProperty('--marquee-duration', `${lap / PIXELS_PER_SECOND}s`);
    });
    resize.observe(el);
    const visibility = new IntersectionObserver(([entry]) => {
      el.toggleAttribute('data-offscreen', !entry?.isIntersecting);
    });
    visibility.observe(el);
    return () => {
      resize.disconnect();
      visibility.disconnect();
    };
  }, [track, enabled]);
}
