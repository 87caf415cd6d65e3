import { startFakeUpstreams } from '../apps/server/test/support/fake-upstreams';
import { startServer } from './support';

/** The API calls each page makes on first load (the pages' aggregates). */
const pageViews: Record<string, string[]> = {
  home: ['/api/home'],
  movieDetail: ['/api/titles/movie/603'],
  tvDetail: ['/api/titles/tv/1396'],
  search: ['/api/tmdb/search?q=matrix'],
  trending: ['/api/tmdb/trending?time=week'],
};

/**
 * Live mode against local fakes of TMDB, OMDb and Watchmode: how many upstream calls one page
 * view costs with a cold cache, and again once the cache is warm.
 */
export async function benchUpstreamCalls() {
  const fakes = await startFakeUpstreams();
  const server = await startServer(fakes.env);
  const count = () =>
    fakes.tmdb.requests.length + fakes.omdb.requests.length + fakes.watchmode.requests.length;
  try {
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as {
      providers: unknown;
    };
    const pages: Record<string, { cold: number; warm: number; status: number }> = {};
    for (const [page, calls] of Object.entries(pageViews)) {
      const views: number[] = [];
      let status = 0;
      for (let view = 0; view < 2; view++) {
        const before = count();
        for (const call of calls) status = (await fetch(`${server.url}${call}`)).status;
        views.push(count() - before);
      }
      pages[page] = { cold: views[0]!, warm: views[1]!, status };
    }
    return { providers: health.providers, upstreamCallsPerPageView: pages };
  } finally {
    await server.stop();
    await fakes.close();
  }
}
