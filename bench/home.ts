import zlib from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { launchBrowser } from '../e2e/support/browser';
// @ts-expect-error -- plain ESM script shared with `npm start`, no type declarations
import { ensureWebBuild } from '../scripts/ensure-web-build.mjs';
import { startProcess } from './support';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** What the home page costs a first-time visitor: requests, bytes, JS, and Lighthouse (mobile). */
export async function benchHome() {
  (ensureWebBuild as () => void)();
  const server = await startProcess(['--import', 'tsx', 'apps/server/src/main.ts']);
  try {
    const browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const apiRequests: string[] = [];
    let transferBytes = 0;
    let jsGzipBytes = 0;
    // The entry: what index.html itself loads (its module script and modulepreloads).
    const html = await (await fetch(server.url)).text();
    const entryFiles = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
      (m) => m[1]!,
    );
    let entryJsBytes = 0;
    for (const file of entryFiles) {
      entryJsBytes += zlib.gzipSync(
        Buffer.from(await (await fetch(`${server.url}${file}`)).arrayBuffer()),
      ).length;
    }
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiRequests.push(`${request.method()} ${url.pathname}`);
    });
    page.on('response', async (response) => {
      const body = await response.body().catch(() => null);
      if (!body) return;
      transferBytes += Number(response.headers()['content-length'] ?? body.length);
      if (response.url().endsWith('.js')) jsGzipBytes += zlib.gzipSync(body).length;
    });
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await browser.close();

    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    let performanceScore: number | null = null;
    let metrics: Record<string, number | undefined> = {};
    try {
      const result = await lighthouse(server.url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
      });
      const audits = result?.lhr.audits ?? {};
      performanceScore = result?.lhr.categories.performance?.score ?? null;
      metrics = {
        firstContentfulPaintMs: audits['first-contentful-paint']?.numericValue,
        largestContentfulPaintMs: audits['largest-contentful-paint']?.numericValue,
        totalBlockingTimeMs: audits['total-blocking-time']?.numericValue,
        cumulativeLayoutShift: audits['cumulative-layout-shift']?.numericValue,
      };
    } finally {
      chrome.kill();
    }
    return {
      goal: { apiRequests: 2, entryJsGzipKb: 100, lighthousePerformance: 0.95 },
      apiRequests: apiRequests.length,
      apiRequestList: apiRequests,
      transferKb: Math.round(transferBytes / 1024),
      jsGzipKb: Math.round((jsGzipBytes / 1024) * 10) / 10,
      entryJsGzipKb: Math.round((entryJsBytes / 1024) * 10) / 10,
      lighthouse: { formFactor: 'mobile', performanceScore, ...metrics },
    };
  } finally {
    await server.stop();
  }
}
