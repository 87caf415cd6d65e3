import type { MediaType, TitlePage } from '@unclewatch/core';

import type { CatalogProvider } from '../providers/catalog/index';
import type { StreamingProvider } from '../providers/streaming/index';
import type { Teaser } from './home-service';

export const CAST_SHOWN = 6;
export const SIMILAR_SHOWN = 6;

/** Everything a detail page shows, in one answer (null when the title is unknown). */
export class TitlePageService {
  constructor(
    private readonly catalog: CatalogProvider,
    private readonly streaming: StreamingProvider,
    private readonly teaser: Teaser = async () => null,
  ) {}

  async page(type: MediaType, id: number): Promise<TitlePage | null> {
    const details = await this.catalog.details(type, id);
    if (!details) return null;
    const [videos, credits, similar, streaming, rewrittenOverview] = await Promise.all([
      this.catalog.videos(type, id),
      this.catalog.credits(type, id),
      this.catalog.similar(type, id, 1),
      this.streamingFor(type, id),
      this.teaser(details).catch(() => null),
    ]);
    return {
      details,
      rewrittenOverview,
      trailer: videos?.find((v) => v.type === 'Trailer' && v.site === 'YouTube') ?? null,
      cast: (credits?.cast ?? []).slice(0, CAST_SHOWN),
      directors: (credits?.crew ?? []).filter((c) => c.job === 'Director'),
      similar: (similar?.results ?? []).filter((t) => t.poster_path).slice(0, SIMILAR_SHOWN),
      streaming,
    };
  }

  private async streamingFor(type: MediaType, id: number) {
    try {
      const streamingId = await this.streaming.findId({ tmdbId: id, type });
      return streamingId ? ((await this.streaming.sources(streamingId)) ?? []) : [];
    } catch {
      // Availability is a nice-to-have: a failing source must not break the page.
      return [];
    }
  }
}
