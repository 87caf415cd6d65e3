import { isListable, type MediaType, type TitlePage } from '@unclewatch/core';

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

  /** An old (aliased) id answers the title under its current id, `details.id`. */
  async page(type: MediaType, requestedId: number): Promise<TitlePage | null> {
    const details = await this.catalog.details(type, requestedId);
    if (!details) return null;
    const id = details.id;
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
      similar: (similar?.results ?? []).filter(isListable).slice(0, SIMILAR_SHOWN),
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
