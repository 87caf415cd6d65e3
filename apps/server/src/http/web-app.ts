import fs from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type {} from './age-limits';
import { pageDocuments } from './page-documents';
import { pageRenderer } from './page-renderer';
import { sendPrepared } from './prepared-body';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * and the document of a page for any other GET that is not an API or image call (client-side
 * routes).
 *
 * How a page is served, end to end:
 * - its data: JSON routes (routes/page-data.ts, routes/catalog.ts …), each answer prepared
 *   and kept by http/public-answers.ts;
 * - its HTML: page-documents.ts puts index.html, the site's settings and, for public pages,
 *   the page rendered by page-renderer.ts (the web app's entry-server.tsx, reading those same
 *   answers in-process) together; page-cache.ts keeps each rendered document under the
 *   versions of the answers it read (decisions 027, 029).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  ssrEntry: string,
  siteInfo: () => Promise<unknown>,
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const documentFor = pageDocuments(app, indexFile, siteInfo, pageRenderer(app, ssrEntry));
  // Browsers revalidate every visit; an unchanged page is a 304.
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) =>
    sendPrepared(
      request,
      reply,
      await documentFor(request.url, request.ip, !!request.limitedViewer),
      request.limitedViewer ? 'private, no-store' : 'no-cache',
    );
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Looked up per request, so a rebuild while the server runs is served too.
      wildcard: true,
      index: false,
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        reply.header('cache-control', isHashedAsset ? IMMUTABLE : 'no-cache');
      },
    });
    // The app shell itself (a directory request would otherwise be refused).
    app.get('/', (request, reply) => sendShell(request, reply));
  } else {
    app.log.warn(`web build not found at ${distDir}; only the API is served`);
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/img/');
    // A missing file (an old hashed asset) must 404, not turn into the HTML page.
    const isFile = url.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(url);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && !isFile && wantsPage && hasBuild) {
      return sendShell(request, reply);
    }
    return reply.status(404).send({ error: `Not found: ${request.method} ${url}` });
  });
}
