import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { chromiumFlags, chromiumPath } from '../e2e/support/browser';

export interface LighthouseFigures {
  path: string;
  performanceScore: number | null;
  firstContentfulPaintMs?: number;
  largestContentfulPaintMs?: number;
  totalBlockingTimeMs?: number;
  cumulativeLayoutShift?: number;
  speedIndexMs?: number;
  /** Main-thread work in the trace (Lighthouse's mainthread-work-breakdown), ms. */
  mainThreadMs?: number;
  /** Script evaluation in it, ms (bootup-time). */
  scriptMs?: number;
  /** Style and layout in it, ms. */
  styleLayoutMs?: number;
  /** Tasks over 50 ms (long-tasks). */
  longTasks?: number;
}

const round = (n: number | undefined, digits = 0) =>
  n === undefined ? undefined : Math.round(n * 10 ** digits) / 10 ** digits;

/** Lighthouse 12, mobile preset (simulated throttling), performance only, one Chromium per page. */
export async function lighthouseMobile(baseUrl: string, path: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    const result = await lighthouse(`${baseUrl}${path}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    const audits = result?.lhr.audits ?? {};
    return {
      path,
      performanceScore: result?.lhr.categories.performance?.score ?? null,
      firstContentfulPaintMs: round(audits['first-contentful-paint']?.numericValue),
      largestContentfulPaintMs: round(audits['largest-contentful-paint']?.numericValue),
      totalBlockingTimeMs: round(audits['total-blocking-time']?.numericValue),
      cumulativeLayoutShift: round(audits['cumulative-layout-shift']?.numericValue, 3),
      speedIndexMs: round(audits['speed-index']?.numericValue),
      mainThreadMs: round(audits['mainthread-work-breakdown']?.numericValue),
      scriptMs: round(audits['bootup-time']?.numericValue),
      styleLayoutMs: round(
        (
          audits['mainthread-work-breakdown']?.details as
            { items?: { group: string; duration: number }[] } | undefined
        )?.items?.find((item) => item.group === 'styleLayout')?.duration,
      ),
      longTasks: (audits['long-tasks']?.details as { items?: unknown[] } | undefined)?.items
        ?.length,
    };
  } finally {
    chrome.kill();
  }
}
