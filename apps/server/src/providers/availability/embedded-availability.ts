import {
  JUSTWATCH_CREDIT,
  type MediaType,
  type TitleWatchProviders,
  type WatchProvidersResponse,
} from '@unclewatch/core';

import {
  SNAPSHOT_REGION,
  SNAPSHOT_SERVICES,
  snapshotAvailability,
  type SnapshotCatalog,
} from '../../snapshot/index';
import type { AvailabilityProvider } from './index';

export const SNAPSHOT_NOTE =
  'Offline availability: dated US snapshots from 2021–22, not current; other countries unknown.';

/** The snapshots' own dated US facts, never presented as current. */
export class EmbeddedAvailability implements AvailabilityProvider {
  readonly mode = 'embedded' as const;
  /** The newest snapshot date, for the service list's label. */
  private readonly newest: string;

  constructor(private readonly data: SnapshotCatalog) {
    let newest = '';
    for (const title of data.listable())
      for (const s of title.streaming ?? []) if (s.snapshot > newest) newest = s.snapshot;
    this.newest = newest;
  }

  async services(region: string): Promise<WatchProvidersResponse> {
    const known = region === SNAPSHOT_REGION;
    return {
      region,
      providers: known ? SNAPSHOT_SERVICES.map(({ id, name }) => ({ id, name })) : [],
      source: 'snapshot',
      asOf: this.newest || null,
      attribution: null,
      note: SNAPSHOT_NOTE,
    };
  }

  /** The snapshots never change: the same answer. */
  refreshTitle(type: MediaType, id: number): Promise<TitleWatchProviders | null> {
    return this.title(type, id);
  }

  async title(type: MediaType, id: number): Promise<TitleWatchProviders | null> {
    const title = this.data.title(type, id);
    if (!title) return null;
    const sources = title.streaming ?? [];
    const asOf = sources.reduce<string | null>(
      (newest, s) => (newest === null || s.snapshot > newest ? s.snapshot : newest),
      null,
    );
    return {
      id: title.id,
      results: snapshotAvailability(title),
      source: 'snapshot',
      asOf,
      // Some snapshots are JustWatch's own lists (their folder says so): credited the same way.
      attribution: sources.some((s) => s.source.startsWith('justwatch')) ? JUSTWATCH_CREDIT : null,
      note: SNAPSHOT_NOTE,
    };
  }
}
