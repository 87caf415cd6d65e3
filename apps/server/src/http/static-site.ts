import fs from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { pageRenderer } from './page-renderer';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON that is safe inside a `<script>` element: no `<` can close it or open a comment. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * index.html with the site's settings inline (`<script type="application/json" id="site-info">`,
 * data, not code, so the CSP need not allow it): every page needs them, and inline they cost no
 * request. Re-read when the build changes, so a rebuild while the server runs is served too.
 */
function appShell(
  indexFile: string,
  siteInfo: () => Promise<unknown>,
  render: ReturnType<typeof pageRenderer>,
) {
  let cached: { mtimeMs: number; html: string } | undefined;
  return async (url: string): Promise<string> => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8') };
    const info = await siteInfo();
    const data = `<script type="application/json" id="site-info">${scriptSafeJson(info)}</script>`;
    const html = cached.html.replace('</head>', `${data}</head>`);
    // A public page comes rendered with its data (decision 027); the rest as the bare shell.
    const page = await render(url, info);
    if (!page) return html;
    const state = `<script type="application/json" id="ssr-state">${scriptSafeJson(page.state)}</script>`;
    return html
      .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${state}`)
      .replace(/<title>[^<]*<\/title>/, (tag) =>
        page.title ? `<title>${escapeHtml(page.title)}</title>` : tag,
      );
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * and index.html (with `siteInfo` inline) for any other GET that is not an API or image call
 * (client-side routes) — the public pages rendered into it by `ssrEntry` (decision 027).
 */
export async function registerStaticSite(
  app: FastifyInstance,
  distDir: string,
  ssrEntry: string,
  siteInfo: () => Promise<unknown>,
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const render = pageRenderer(app, ssrEntry);
  const shell = appShell(indexFile, siteInfo, render);
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html')
      .send(await shell(request.url));
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
