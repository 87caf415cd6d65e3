// The documents themselves under load: server-rendered pages (kept under their data's
// versions, decision 029) and a page the browser renders, as a browser asks for them.
import { load, startServer } from './support';

const PAGES = ['/', '/movie/155', '/search?q=nolan', '/trending'];

/** What a browser sends for a document (Chromium's Accept-Encoding). */
const DOCUMENT_HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

export async function benchPages(options: { seconds: number }) {
  const app = await startServer();
  const pages = [];
  try {
    for (const path of PAGES) {
      // The first visit renders and keeps the page; the load measures the visits after it.
      const first = await fetch(`${app.url}${path}`, { headers: DOCUMENT_HEADERS });
      const htmlKb = Math.round((await first.arrayBuffer()).byteLength / 102.4) / 10;
      const result = await load(app.url, path, options.seconds, 50, DOCUMENT_HEADERS);
      pages.push({ ...result, htmlKb });
    }
  } finally {
    await app.stop();
  }
  return { connections: 50, seconds: options.seconds, pages };
}
