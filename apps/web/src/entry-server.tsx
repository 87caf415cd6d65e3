/// <reference types="node" />
// The server-rendering build runs in Node only (decision 027).
import { AsyncLocalStorage } from 'node:async_hooks';

import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { renderToString } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';

import { AppShell } from '#/app/app-shell';
import { preloadPage } from '#/app/routes';
import { serverRenderedPage } from '#/app/server-data';
import { setApiTransport } from '#/shared/api';
import { createQueryClient } from '#/shared/query-client';
import { siteQueryOptions } from '#/shared/site';

export interface RenderedPage {
  /** The app's HTML, for inside `#root`. */
  html: string;
  /** The query cache the HTML was rendered from; the browser starts from it. */
  state: DehydratedState;
  /** The document's title, when the page has its own. */
  title?: string;
}

export interface RenderOptions {
  /** Answers the app's API requests (the server itself, in-process). */
  send: typeof fetch;
  /** The site's settings, as the page carries them inline. */
  siteInfo: unknown;
}

/**
 * The sender of the render in progress. Renders overlap (the server awaits each page's data),
 * and the API client is one module: each render's requests must go out as its own visitor and
 * be recorded in its own list of reads, so the transport looks its sender up here.
 */
const currentSend = new AsyncLocalStorage<typeof fetch>();
setApiTransport((input, init) => {
  const send = currentSend.getStore();
  if (!send) return Promise.reject(new Error('an API request outside a server render'));
  return send(input, init);
});

/** The page at `url` as the server renders and keeps it (its canonical address), or null. */
export function pageAddress(url: string): string | null {
  const { pathname, searchParams } = new URL(url, 'http://server.invalid');
  return serverRenderedPage(pathname, searchParams)?.address ?? null;
}

/**
 * Renders a public page with its data (decision 027), or null for a page the server does not
 * render (the browser renders it from the bare shell, as before).
 */
export function renderPage(url: string, options: RenderOptions): Promise<RenderedPage | null> {
  return currentSend.run(options.send, () => render(url, options));
}

async function render(url: string, options: RenderOptions): Promise<RenderedPage | null> {
  const { pathname, searchParams } = new URL(url, 'http://server.invalid');
  const page = serverRenderedPage(pathname, searchParams);
  if (!page) return null;
  const client = createQueryClient();
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  client.setQueryData(siteQueryOptions.queryKey, options.siteInfo as never);
  await Promise.all([page.prefetch(client), preloadPage(pathname)]);
  // Only a page whose data all arrived: an error (a missing title, a refused search) is left to
  // the browser, which asks again and shows it, so the HTML never differs from its first render.
  const failed = client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status !== 'success');
  if (failed || page.renderable?.(client) === false) {
    client.clear();
    return null;
  }
  const html = renderToString(
    <AppShell
      client={client}
      router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>}
    />,
  );
  // The site's settings travel in the page on their own (site-info), for every page.
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && query.queryKey[0] !== siteQueryOptions.queryKey[0],
  });
  const result = { html, state, title: page.title?.(client) };
  client.clear();
  return result;
}
