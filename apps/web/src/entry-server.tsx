import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { renderToString } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';

import { AppShell } from '#/app/app-shell';
import { preloadPage } from '#/app/routes';
import { serverRenderedPage } from '#/app/server-data';
import { setApiTransport } from '#/lib/api';
import { createQueryClient } from '#/lib/query-client';
import { siteQueryOptions } from '#/lib/site';

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
 * Renders a public page with its data (decision 027), or null for a page the server does not
 * render (the browser renders it from the bare shell, as before).
 */
export async function renderPage(
  url: string,
  options: RenderOptions,
): Promise<RenderedPage | null> {
  const { pathname, searchParams } = new URL(url, 'http://server.invalid');
  const page = serverRenderedPage(pathname, searchParams);
  if (!page) return null;
  setApiTransport(options.send);
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
