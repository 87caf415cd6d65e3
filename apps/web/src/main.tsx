import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';

import { AppShell } from '#/app/app-shell';
import { preloadPage } from '#/app/routes';
import { createQueryClient } from '#/shared/query-client';
import { takeOverServerHtml } from '#/shared/server-html';

import './index.css';

declare global {
  interface Window {
    /** Ends index.html's keeping of early button presses and hands them over. */
    __releaseEarlyClicks?: () => HTMLButtonElement[];
    /** The same for selects changed early, with the value each was given. */
    __releaseEarlySelects?: () => { select: HTMLSelectElement; value: string }[];
  }
}

/**
 * Presses again the buttons pressed, and changes again the selects changed, before the app was
 * live (index.html kept them): hydration keeps the page's own state, not what was done early.
 */
function replayEarlyClicks(): void {
  for (const button of window.__releaseEarlyClicks?.() ?? []) {
    if (button.isConnected) button.click();
  }
  for (const { select, value } of window.__releaseEarlySelects?.() ?? []) {
    if (!select.isConnected) continue;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <AppShell client={queryClient} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />
);

/** The query cache a server-rendered page came with (entry-server.tsx), if any. */
function serverState(): unknown {
  const text = document.getElementById('ssr-state')?.textContent;
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A kept page's data is checked current on every visit before it is sent (decision 029), so it
 * is fresh as of now, however long ago the page was rendered: without this, a page kept for
 * more than the queries' minute asked for its data again as soon as it was shown.
 */
function freshFromNow(state: unknown): unknown {
  const queries = (state as { queries?: { state?: { dataUpdatedAt?: number } }[] })?.queries;
  const now = Date.now();
  for (const query of Array.isArray(queries) ? queries : []) {
    if (query.state && query.state.dataUpdatedAt) query.state.dataUpdatedAt = now;
  }
  return state;
}

/** Resolves in a new task (after the browser has had a turn), not a microtask. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const state = freshFromNow(serverState());
if (state && root.firstChild) {
  // Server-rendered: start from the same data and with the page's own module loaded, so the
  // first render is the HTML already on screen, and hydrate it.
  hydrate(queryClient, state);
  const takeOver = () => {
    takeOverServerHtml(() => hydrateRoot(root, app));
    replayEarlyClicks();
  };
  // Hydration waits for a task of its own (decision 085): the modules' evaluation and the
  // take-over are then two shorter tasks rather than one long one, and the browser can paint
  // or handle a tap between them.
  void preloadPage(window.location.pathname)
    .then(nextTask)
    .then(takeOver, () => {
      // The page's module failed to load: render from scratch (the route shows its error).
      root.replaceChildren();
      replayEarlyClicks();
      createRoot(root).render(app);
    });
} else {
  replayEarlyClicks();
  createRoot(root).render(app);
}
