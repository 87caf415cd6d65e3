/**
 * `npm run catalog:episode-ids`: writes data/catalog/episode-ids.bin.gz (decision 074) from
 * `tmdb-tv-seasons-2024/tv-episode-ids.jsonl.gz` — TMDB's own episode ids, which media servers
 * send (Plex `tmdb://` in an episode's Guid, Jellyfin/Emby `Provider_tmdb`). Deterministic:
 * shows sorted by id, gzip level 9 with mtime 0 through fflate.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { gzipSync } from 'fflate';

import {
  encodeEpisodeIds,
  type EpisodeIdsShow,
} from '../../apps/server/src/providers/episode-ids/format.ts';
import { readGzText } from './io.ts';
import { OUT_DIR } from './paths.ts';

export const EPISODE_IDS_FILE = resolve(OUT_DIR, 'episode-ids.bin.gz');

export function buildEpisodeIds(text: string): Uint8Array {
  const shows = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as EpisodeIdsShow)
    .map((show) => ({
      id: show.id,
      seasons: [...show.seasons].sort((a, b) => a.n - b.n),
    }))
    .sort((a, b) => a.id - b.id);
  return gzipSync(encodeEpisodeIds(shows), { level: 9, mtime: 0 });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const bytes = buildEpisodeIds(readGzText('tmdb-tv-seasons-2024', 'tv-episode-ids.jsonl.gz'));
  writeFileSync(EPISODE_IDS_FILE, bytes);
  console.log(`wrote ${EPISODE_IDS_FILE} (${(bytes.length / 1024 / 1024).toFixed(2)} MB)`);
}
