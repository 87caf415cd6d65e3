import { foldText, type MediaType, type StreamingSource } from '@unclewatch/core';

import {
  displayTitle,
  mediaTypeOf,
  releaseYear,
  type SnapshotCatalog,
  type SnapshotTitle,
} from '../../snapshot/index';
import type { StreamingIdQuery, StreamingProvider } from './index';

/** Watchmode's ids for the services the snapshots cover, so ids look the same in both modes. */
const serviceIds: Record<string, number> = {
  Netflix: 203,
  Hulu: 157,
  'Prime Video': 26,
  'Disney+': 372,
};
const serviceSearch: Record<string, string> = {
  Netflix: 'https://www.netflix.com/search?q=',
  Hulu: 'https://www.hulu.com/search?q=',
  'Prime Video': 'https://www.amazon.com/s?i=instant-video&k=',
  'Disney+': 'https://www.disneyplus.com/search?q=',
};

const idPattern = /^(movie|tv)-(\d{1,10})$/;

/** Labelled US availability snapshots (2021–2022) from the embedded catalogue. */
export class EmbeddedStreaming implements StreamingProvider {
  readonly mode = 'embedded' as const;

  constructor(private readonly data: SnapshotCatalog) {}

  async findId({ title, year, tmdbId, type }: StreamingIdQuery): Promise<string | null> {
    let found: SnapshotTitle | undefined;
    if (tmdbId !== undefined) {
      found = type
        ? this.data.title(type, tmdbId)
        : (this.data.title('movie', tmdbId) ?? this.data.title('tv', tmdbId));
    }
    if (!found && title) {
      const key = foldText(title);
      found = this.data
        .listable(type)
        .find(
          (t) =>
            foldText(displayTitle(t)) === key && (year === undefined || releaseYear(t) === year),
        );
    }
    return found ? `${mediaTypeOf(found)}-${found.id}` : null;
  }

  async sources(id: string): Promise<StreamingSource[] | null> {
    const match = idPattern.exec(id);
    if (!match) return null;
    const title = this.data.title(match[1] as MediaType, Number(match[2]));
    if (!title) return null;
    const name = displayTitle(title);
    return (title.streaming ?? []).map((s) => ({
      source_id: serviceIds[s.name] ?? 0,
      name: s.name,
      type: s.type,
      region: s.region,
      web_url: serviceSearch[s.name] ? `${serviceSearch[s.name]}${encodeURIComponent(name)}` : null,
      snapshot: s.snapshot,
    }));
  }
}
