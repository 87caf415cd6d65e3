import crypto from 'node:crypto';
import fs from 'node:fs';

import type { FastifyInstance } from 'fastify';

import { bareDocument, pageCache } from './page-cache';
import type { pageRenderer } from './page-renderer';
import type { PreparedBody } from './prepared-body';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON that is safe inside a `<script>` element: no `<` can close it or open a comment. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The document for a page: index.html with the site's settings inline (`<script
 * type="application/json" id="site-info">`, data, not code, so the CSP need not allow it: every
 * page needs them, and inline they cost no request), a public page rendered into it with its
 * data (decision 027). Documents are prepared (compressed once, with an ETag) and rendered pages
 * kept while their data stays the same (decision 029). index.html is re-read when the build
 * changes, so a rebuild while the server runs is served too.
 */
export function pageDocuments(
  app: FastifyInstance,
  indexFile: string,
  siteInfo: () => Promise<unknown>,
  renderer: ReturnType<typeof pageRenderer>,
) {
  let shell: { mtimeMs: number; html: string } | undefined;
  /** The settings' JSON and a short digest of it, for keys (the JSON itself is kilobytes). */
  let settings: { json: string; digest: string } | undefined;
  const rendered = pageCache(app);
  const bare = bareDocument();
  const inFlight = new Map<string, Promise<PreparedBody>>();
  /** `from`: the visitor's address, for the page's API requests made on their behalf. */
  /** `bareOnly`: never a rendered page (a limited viewer's, issue 41: renders are a visitor's). */
  return async (url: string, from: string, bareOnly = false): Promise<PreparedBody> => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (shell?.mtimeMs !== mtimeMs) shell = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8') };
    const info = await siteInfo();
    const infoJson = scriptSafeJson(info);
    if (settings?.json !== infoJson)
      settings = {
        json: infoJson,
        digest: crypto.createHash('sha1').update(infoJson).digest('base64url'),
      };
    // The day too: a page may depend on the date (ratings are hidden for unreleased titles).
    const generation = `${mtimeMs} ${new Date().toISOString().slice(0, 10)} ${settings.digest}`;
    const shellHtml = shell.html;
    const html = () =>
      shellHtml.replace(
        '</head>',
        () => `<script type="application/json" id="site-info">${infoJson}</script></head>`,
      );
    // Only a page the server renders, under its canonical address: any other address (made-up
    // paths, junk parameters) costs no render and keeps nothing of its own.
    const address = await renderer.addressOf(url);
    if (address === null || bareOnly) return bare(generation, html);
    const kept = await rendered.get(address, generation, from);
    if (kept) return kept;
    // Visitors arriving together at a page not kept yet share one render.
    const key = `${generation}\n${address}`;
    let rendering = inFlight.get(key);
    if (!rendering) {
      rendering = renderDocument({ address, from }, { generation, html: html(), info });
      inFlight.set(key, rendering);
      void rendering.finally(() => inFlight.delete(key)).catch(() => {});
    }
    return rendering;
  };

  /** The page rendered into the shell (`html`: index.html with the site's settings). */
  async function renderDocument(
    { address, from }: { address: string; from: string },
    { generation, html, info }: { generation: string; html: string; info: unknown },
  ): Promise<PreparedBody> {
    const page = await renderer.render(address, info, from);
    if (!page) return bare(generation, () => html);
    const state = `<script type="application/json" id="ssr-state">${scriptSafeJson(page.state)}</script>`;
    const document = html
      .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${state}`)
      .replace(/<title>[^<]*<\/title>/, (tag) =>
        page.title ? `<title>${escapeHtml(page.title)}</title>` : tag,
      );
    return rendered.set(address, generation, page.reads, document);
  }
}
