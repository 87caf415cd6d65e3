import type { RegionAvailability } from '@unclewatch/core';

import { fakeTmdbNews, type AnnouncedEpisode } from './fake-tmdb-news';
import type { FakeAnswer } from './fake-upstream-server';

/**
 * What TMDB learns between two alert runs: new seasons, any number per show, a later
 * announcement of a season replacing the earlier one (each kept as a fake-tmdb-news.ts
 * announcement, applied in order), and a title's watch providers replaced by hand
 * (`/{type}/{id}/watch/providers`). Pass it to startFakeTmdb.
 */
export function fakeTmdbAlerts() {
  const seasons: ReturnType<typeof fakeTmdbNews>[] = [];
  const providers = new Map<string, Record<string, RegionAvailability>>();
  return {
    announceSeason(showId: number, season: number, episodes: AnnouncedEpisode[]) {
      const news = fakeTmdbNews();
      news.announceSeason(showId, season, episodes);
      seasons.push(news);
    },
    clear() {
      seasons.length = 0;
      providers.clear();
    },
    /** From now on the title's availability is this, by region. */
    setProviders(type: 'movie' | 'tv', id: number, results: Record<string, RegionAvailability>) {
      providers.set(`/${type}/${id}/watch/providers`, results);
    },
    edit(path: string, answer: FakeAnswer): FakeAnswer {
      const results = providers.get(path);
      if (results) return { status: 200, body: { id: Number(path.split('/')[2]), results } };
      return seasons.reduce((edited, news) => news.edit(path, edited), answer);
    },
  };
}
