import type { MediaType, StreamingSource } from '@unclewatch/core';

export interface StreamingIdQuery {
  title?: string;
  year?: number;
  tmdbId?: number;
  type?: MediaType;
}

/** Where a title streams (Watchmode-shaped sources). */
export interface StreamingProvider {
  readonly mode: 'embedded' | 'live';
  /** The provider's id for a title, or null when it doesn't know the title. */
  findId(query: StreamingIdQuery): Promise<string | null>;
  /** Sources for an id from findId; null when the id is unknown. */
  sources(id: string): Promise<StreamingSource[] | null>;
}
