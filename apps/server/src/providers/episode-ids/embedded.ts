import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';

import { decodeEpisodeIds, type EpisodeIdRows } from './format';
import type { EpisodeIdIndex, EpisodeRef } from './index';

export const EPISODE_IDS_FILE = 'episode-ids.bin.gz';

/** The episode ids file, read and indexed on first use (0.7 MB gzip, ~8 MB of typed arrays). */
export class EmbeddedEpisodeIds implements EpisodeIdIndex {
  private rows: EpisodeIdRows | null = null;

  constructor(private readonly file: string) {}

  private data(): EpisodeIdRows {
    this.rows ??= decodeEpisodeIds(new Uint8Array(gunzipSync(fs.readFileSync(this.file))));
    return this.rows;
  }

  private ref(rows: EpisodeIdRows, row: number): EpisodeRef {
    return { showId: rows.shows[row]!, season: rows.seasons[row]!, episode: rows.episodes[row]! };
  }

  byEpisodeId(id: number): EpisodeRef | null {
    const rows = this.data();
    let lo = 0;
    let hi = rows.byId.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const row = rows.byId[mid]!;
      const at = rows.ids[row]!;
      if (at === id) return this.ref(rows, row);
      if (at < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return null;
  }

  showEpisodes(showId: number): EpisodeRef[] {
    const rows = this.data();
    const span = rows.showRows.get(showId);
    if (!span) return [];
    return Array.from({ length: span.count }, (_, i) => this.ref(rows, span.start + i));
  }

  /** A show's episodes with their TMDB ids (the evaluation's truth). */
  showEpisodesWithIds(showId: number): (EpisodeRef & { id: number })[] {
    const rows = this.data();
    const span = rows.showRows.get(showId);
    if (!span) return [];
    return Array.from({ length: span.count }, (_, i) => ({
      ...this.ref(rows, span.start + i),
      id: rows.ids[span.start + i]!,
    }));
  }
}
