import {
  uniqueTitles,
  type MediaType,
  type PagedTitles,
  type SnapshotPerson,
  type TitleRecord,
  type WatchFilter,
} from '@unclewatch/core';

import type { CachedLoader } from '../cache/index';
import type { CatalogProvider } from '../catalog/index';
import type { TmdbRequests } from '../catalog/tmdb/tmdb-requests';
import type { RecordCredit, RecordQuery, TitleRecordsProvider, TitleSheet } from './index';
import { personRecord, sheetOf, summaryRecord } from './tmdb-records-map';

/**
 * What the live records read of TMDB directly, handed in by the composition root: the live
 * catalogue's request helper, the shared cache and its lists' [fresh, stale] spans.
 */
export interface TmdbRecordsSources {
  requests: TmdbRequests;
  loader: CachedLoader;
  listTtl: readonly [number, number];
}

/**
 * Title records in live mode. A title or person the snapshot holds is its record there
 * (keywords, streaming, ratings and credits TMDB's answers lack); anything else is read from
 * the live catalogue's details, credits and videos. Discover asks TMDB for the constraints its
 * discover takes and adds the snapshot's pool, which the caller's other filters (topics, moods)
 * need.
 */
export class TmdbRecords implements TitleRecordsProvider {
  constructor(
    private readonly live: CatalogProvider,
    private readonly held: TitleRecordsProvider,
    private readonly tmdb: TmdbRecordsSources,
  ) {}

  get servicesRegion(): string | null {
    return this.held.servicesRegion;
  }

  async sheet(type: MediaType, id: number): Promise<TitleSheet | null> {
    const held = await this.held.sheet(type, id);
    if (held) return held;
    const [details, credits, videos] = await Promise.all([
      this.live.details(type, id),
      this.live.credits(type, id),
      this.live.videos(type, id),
    ]).catch(() => [null, null, null] as const);
    return details ? sheetOf(details, credits, videos ?? []) : null;
  }

  async titles(refs: readonly { type: MediaType; id: number }[]): Promise<(TitleRecord | null)[]> {
    const held = await this.held.titles(refs);
    return Promise.all(
      refs.map(async (ref, i) => {
        if (held[i]) return held[i];
        const details = await this.live.details(ref.type, ref.id).catch(() => null);
        return details ? sheetOf(details, null, []).title : null;
      }),
    );
  }

  async person(id: number): Promise<SnapshotPerson | null> {
    const held = await this.held.person(id);
    if (held) return held;
    const person = await this.live.person(id).catch(() => null);
    return person ? personRecord(person) : null;
  }

  async biography(id: number): Promise<string> {
    if (await this.held.person(id)) return this.held.biography(id);
    return (await this.live.person(id).catch(() => null))?.biography ?? '';
  }

  credits(personId: number): Promise<readonly RecordCredit[] | null> {
    // TMDB's person credits are list items without the facts a filter reads: the snapshot's.
    return this.held.credits(personId);
  }

  async discover(query: RecordQuery): Promise<readonly TitleRecord[]> {
    const types: MediaType[] = query.type ? [query.type] : ['movie', 'tv'];
    const pages = await Promise.all(
      types.map((type) => this.discoverPage(type, discoverParams(type, query)).catch(() => null)),
    );
    const found = pages.flatMap((page) => page?.results ?? []).map(summaryRecord);
    return uniqueTitles([...found, ...(await this.held.discover(query))]);
  }

  async similar(type: MediaType, id: number): Promise<readonly TitleRecord[]> {
    const items = [];
    for (let page = 1; page <= 2; page++) {
      const answer = await this.live.similar(type, id, page).catch(() => null);
      items.push(...(answer?.results ?? []));
      if (!answer || page >= answer.total_pages) break;
    }
    const held = await this.held.titles(items.map((t) => ({ type: t.media_type, id: t.id })));
    return items.map((item, i) => held[i] ?? summaryRecord(item));
  }

  onServices(title: TitleRecord, filter: WatchFilter): boolean {
    return this.held.onServices(title, filter);
  }

  /** One page of TMDB's discover for a kind, cached like the catalogue's lists. */
  private discoverPage(
    type: MediaType,
    params: ReturnType<typeof discoverParams>,
  ): Promise<PagedTitles | null> {
    const [fresh, stale] = this.tmdb.listTtl;
    return this.tmdb.loader.cached(
      `tmdb:records:${type}:${JSON.stringify(params)}`,
      fresh,
      () => this.tmdb.requests.discover(type, params),
      { staleTtlMs: stale },
    );
  }
}

/** TMDB's discover parameters for what it can filter; TV genres differ from movie genres. */
function discoverParams(type: MediaType, q: RecordQuery) {
  const date = type === 'movie' ? 'primary_release_date' : 'first_air_date';
  return {
    sort_by: 'popularity.desc',
    with_genres: type === 'movie' && q.genres?.length ? q.genres.join(',') : undefined,
    with_original_language: q.languages?.length ? q.languages.join('|') : undefined,
    [`${date}.gte`]: q.yearFrom !== undefined ? `${q.yearFrom}-01-01` : undefined,
    [`${date}.lte`]: q.yearTo !== undefined ? `${q.yearTo}-12-31` : undefined,
    page: 1,
  };
}
