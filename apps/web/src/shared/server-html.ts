import { useSyncExternalStore } from 'react';

let takingOver = false;
const listeners = new Set<() => void>();

/**
 * Runs the browser's first render of a page the server rendered (decision 027): hydration,
 * which adopts the server's nodes and attaches event handlers without rewriting attributes.
 * That first render must therefore produce exactly the server's HTML; components that would
 * start out differently (what only the browser knows) use the hooks below.
 */
export function takeOverServerHtml(hydrate: () => void): void {
  takingOver = true;
  try {
    hydrate();
  } finally {
    takingOver = false;
    // The re-render with the browser's truth runs in a task of its own, after the one that
    // hydrated (decision 085): two shorter tasks keep the page answering taps sooner.
    setTimeout(() => listeners.forEach((notify) => notify()), 0);
  }
}

/** True while the browser hydrates the server's HTML (see takeOverServerHtml). */
export function isTakingOverServerHtml(): boolean {
  return takingOver;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * False while hydrating, then true (a re-render right after): for what only the browser knows
 * (the theme, a wish for less motion), so hydration matches the server's HTML and the next
 * render shows the browser's truth. Always true for components mounted later.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !takingOver,
    () => false,
  );
}
