import fs from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other GET that is not an API or image call (client-side routes).
 */
export async function registerStaticSite(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
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
    app.get('/', (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html'),
    );
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
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ error: `Not found: ${request.method} ${url}` });
  });
}
