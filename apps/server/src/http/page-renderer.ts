import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

import type { FastifyInstance } from 'fastify';

/** What the web app's server entry (apps/web/src/entry-server.tsx) gives back for a page. */
export interface RenderedPage {
  html: string;
  state: unknown;
  title?: string;
}

/** An API answer a page was rendered from: its address and version (none for an error). */
export interface PageRead {
  url: string;
  etag: string | undefined;
}

interface ServerEntry {
  /**
   * The address a page is rendered and kept under — its path and only the parameters it reads
   * — or null for a page the server does not render.
   */
  pageAddress?(url: string): string | null;
  renderPage(
    url: string,
    options: { send: typeof fetch; siteInfo: unknown },
  ): Promise<RenderedPage | null>;
}

/**
 * One API request answered in-process as the visitor at `from` (their address: what they ask
 * counts against their limits), with the answer's version (its ETag; none for an error).
 */
export async function askInProcess(
  app: FastifyInstance,
  method: 'GET' | 'HEAD',
  url: string,
  from: string,
) {
  const response = await app.inject({
    method,
    url,
    headers: { accept: 'application/json' },
    remoteAddress: from,
  });
  const etag = response.headers.etag;
  return { response, etag: typeof etag === 'string' ? etag : undefined };
}

/**
 * The app's API answered in-process, shaped like fetch: a rendered page reads the very same
 * public answers (prepared bodies, validation, caching, rate limits) a browser would get over
 * HTTP — as the visitor (`from`, their address), so what they ask counts against their limits.
 */
function inProcessFetch(app: FastifyInstance, from: string, reads: PageRead[]): typeof fetch {
  return async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const { response, etag } = await askInProcess(app, 'GET', url, from);
    reads.push({ url, etag });
    const headers = new Headers();
    const type = response.headers['content-type'];
    if (typeof type === 'string') headers.set('content-type', type);
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, {
      status: response.statusCode,
      headers,
    });
  };
}

/**
 * Renders public pages with the web app's server build (decision 027) when it is there:
 * null for any page it does not render, or when there is no such build, or when rendering
 * fails (the page is then sent as the bare shell and the browser renders it, as before — a
 * render error never costs a visitor the page). The build is loaded again when it changes.
 */
export function pageRenderer(app: FastifyInstance, entryFile: string) {
  let loaded: { mtimeMs: number; entry: Promise<ServerEntry | undefined> } | undefined;

  const entry = (): Promise<ServerEntry | undefined> => {
    const stat = fs.statSync(entryFile, { throwIfNoEntry: false });
    if (!stat) return Promise.resolve(undefined);
    const { mtimeMs } = stat;
    if (loaded?.mtimeMs !== mtimeMs) {
      const url = `${pathToFileURL(entryFile).href}?v=${mtimeMs}`;
      loaded = {
        mtimeMs,
        entry: (import(url) as Promise<ServerEntry>).catch((error: unknown) => {
          app.log.warn({ err: error }, 'the web app could not be loaded for server rendering');
          return undefined;
        }),
      };
    }
    return loaded.entry;
  };

  return {
    /**
     * The page's canonical address (the web app says which parameters a page reads), or null
     * when the server renders no such page (or has no build that says): made-up parameters never
     * make a page new, so a flood of junk addresses finds the pages already kept.
     */
    async addressOf(url: string): Promise<string | null> {
      const server = await entry();
      if (!server?.pageAddress) return null;
      try {
        return server.pageAddress(url);
      } catch {
        return null;
      }
    },

    /** Renders the page at `address` (canonical, from addressOf), null when it is not rendered. */
    async render(
      address: string,
      siteInfo: unknown,
      from: string,
    ): Promise<(RenderedPage & { reads: PageRead[] }) | null> {
      const server = await entry();
      if (!server) return null;
      const reads: PageRead[] = [];
      try {
        const send = inProcessFetch(app, from, reads);
        const page = await server.renderPage(address, { send, siteInfo });
        return page && { ...page, reads };
      } catch (error) {
        app.log.warn({ err: error, url: address }, 'server rendering failed; sent the bare page');
        return null;
      }
    },
  };
}
