import type { StreamingSource } from '@unclewatch/core';

import type { StreamingIdQuery, StreamingProvider } from '../providers/streaming/index';
import { DomainError } from '../domain/domain-error';

/** Watchmode-shaped streaming look-ups (spec §7), from whichever streaming adapter runs. */
export class StreamingService {
  constructor(private readonly streaming: StreamingProvider) {}

  /** The streaming service's id of a title; null when it doesn't know the title. */
  findId(query: StreamingIdQuery): Promise<string | null> {
    return this.streaming.findId(query);
  }

  async sources(id: string): Promise<StreamingSource[]> {
    const sources = await this.streaming.sources(id);
    if (sources === null) throw new DomainError('not_found', `No streaming title with id ${id}`);
    return sources;
  }
}
