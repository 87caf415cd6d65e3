import type { StreamingSource } from '@unclewatch/core';

import type { CachedLoader } from '../cache/index';
import type { Upstream } from '../http/upstream';
import type { StreamingIdQuery, StreamingProvider } from './index';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** Watchmode v1 shapes (https://api.watchmode.com/docs). */
interface WatchmodeTitle {
  id: number;
  name: string;
  type: string;
  year: number | null;
}
interface WatchmodeSearch {
  title_results?: WatchmodeTitle[];
}
interface WatchmodeSource {
  source_id: number;
  name: string;
  type: string;
  region: string;
  web_url?: string | null;
}

const sourceTypes = new Set<StreamingSource['type']>(['sub', 'free', 'rent', 'buy', 'tve']);
const isSourceType = (type: string): type is StreamingSource['type'] =>
  sourceTypes.has(type as StreamingSource['type']);

/** Live streaming availability from Watchmode; id lookups cached a week, sources 12 hours. */
export class WatchmodeStreaming implements StreamingProvider {
  readonly mode = 'live' as const;

  constructor(
    private readonly upstream: Upstream,
    private readonly loader: CachedLoader,
  ) {}

  async findId({ title, year, tmdbId, type }: StreamingIdQuery): Promise<string | null> {
    const name = title?.trim() ?? '';
    const byTmdb =
      tmdbId !== undefined
        ? await this.search(`tmdb_${type ?? 'movie'}_id`, String(tmdbId), () => true)
        : null;
    if (byTmdb || !name) return byTmdb;
    return this.search(
      'name',
      name,
      (t) =>
        (year === undefined || t.year === year) &&
        (!type || (type === 'tv') === t.type.startsWith('tv')),
      `${year ?? ''}:${type ?? ''}`,
    );
  }

  /** The first Watchmode title a search answers that `keep` accepts, as our id. */
  private search(
    field: string,
    value: string,
    keep: (t: WatchmodeTitle) => boolean,
    variant = '',
  ): Promise<string | null> {
    return this.loader.cached(
      `watchmode:id:${field}:${value.toLowerCase()}:${variant}`,
      7 * DAY,
      async () => {
        const answer = await this.upstream.getJson<WatchmodeSearch>(['search'], {
          search_field: field,
          search_value: value,
        });
        const match = (answer.title_results ?? []).find(keep);
        return match ? String(match.id) : null;
      },
      { staleTtlMs: 30 * DAY, notFoundTtlMs: DAY },
    );
  }

  async sources(id: string): Promise<StreamingSource[] | null> {
    // Watchmode ids are positive integers; anything else never reaches the upstream.
    if (!/^[1-9]\d{0,9}$/.test(id)) return null;
    return this.loader.cached(
      `watchmode:sources:${id}`,
      12 * HOUR,
      async () => {
        const answer = await this.upstream.getJson<WatchmodeSource[]>([
          'title',
          Number(id),
          'sources',
        ]);
        const seen = new Set<string>();
        return answer.flatMap((s) => {
          const key = `${s.source_id}:${s.region}:${s.type}`;
          if (!isSourceType(s.type) || seen.has(key)) return [];
          seen.add(key);
          return [
            {
              source_id: s.source_id,
              name: s.name,
              type: s.type,
              region: s.region,
              web_url: s.web_url ?? null,
              snapshot: null,
            },
          ];
        });
      },
      { staleTtlMs: 7 * DAY, notFoundTtlMs: HOUR },
    );
  }
}
