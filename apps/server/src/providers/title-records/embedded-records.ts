import type { MediaType, SnapshotPerson, TitleRecord, WatchFilter } from '@unclewatch/core';

import {
  SNAPSHOT_REGION,
  snapshotTitleAvailable,
  type SnapshotCatalog,
} from '../../snapshot/index';
import type { RecordCredit, RecordQuery, TitleRecordsProvider, TitleSheet } from './index';

/**
 * Title records straight from the snapshot: every answer is the snapshot's own. Similar titles
 * are the embedded catalogue's (its order and cache), handed in by the composition root.
 */
export class EmbeddedRecords implements TitleRecordsProvider {
  readonly servicesRegion = SNAPSHOT_REGION;

  constructor(
    private readonly data: SnapshotCatalog,
    private readonly similarOf: (type: MediaType, id: number) => readonly TitleRecord[] | null,
  ) {}

  async sheet(type: MediaType, id: number): Promise<TitleSheet | null> {
    const title = this.data.title(type, id);
    return title ? { title, people: this.data } : null;
  }

  async titles(refs: readonly { type: MediaType; id: number }[]): Promise<(TitleRecord | null)[]> {
    return refs.map((r) => this.data.title(r.type, r.id) ?? null);
  }

  async person(id: number): Promise<SnapshotPerson | null> {
    return this.data.person(id) ?? null;
  }

  async biography(id: number): Promise<string> {
    return this.data.biography(id);
  }

  async credits(personId: number): Promise<readonly RecordCredit[] | null> {
    return this.data.person(personId) ? this.data.creditsOf(personId) : null;
  }

  async discover(query: RecordQuery): Promise<readonly TitleRecord[]> {
    // The whole listable pool of the kind: the caller's filters are cheaper than an index here.
    return this.data.listable(query.type);
  }

  async similar(type: MediaType, id: number): Promise<readonly TitleRecord[]> {
    return this.similarOf(type, id) ?? [];
  }

  onServices(title: TitleRecord, filter: WatchFilter): boolean {
    return snapshotTitleAvailable(title, filter);
  }
}
