import { useEffect, type RefObject } from 'react';

/**
 * Scrolls `ref` sideways by 1 px per animation frame and wraps to the start at half the
 * scroll width (the list is rendered twice). Pauses while the pointer is over it or focus is
 * inside it, so keyboard and mouse users can read and pick a title.
 */
export function useAutoScroll(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    let hovered = false;
    let focused = false;
    let position = el.scrollLeft;
    let frame = 0;

    const step = () => {
      if (!hovered && !focused) {
        const half = el.scrollWidth / 2;
        // Track our own position: scrollLeft rounds to device pixels and could stall at +1.
        if (Math.abs(el.scrollLeft - position) > 2) position = el.scrollLeft;
        position += 1;
        if (half > 0 && position >= half) position -= half;
        el.scrollLeft = position;
      }
      frame = requestAnimationFrame(step);
    };

    const onEnter = () => (hovered = true);
    const onLeave = () => (hovered = false);
    const onFocusIn = () => (focused = true);
    const onFocusOut = (event: FocusEvent) => {
      focused = el.contains(event.relatedTarget as Node | null);
    };

    el.addEventListener('pointerenter', onEnter);
    el.addEventListener('pointerleave', onLeave);
    el.addEventListener('focusin', onFocusIn);
    el.addEventListener('focusout', onFocusOut);
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('pointerenter', onEnter);
      el.removeEventListener('pointerleave', onLeave);
      el.removeEventListener('focusin', onFocusIn);
      el.removeEventListener('focusout', onFocusOut);
    };
  }, [ref, enabled]);
}
