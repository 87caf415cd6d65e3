import { readGzText } from '../io.ts';
import type { Contribution } from '../model.ts';
import { clean, num } from '../normalize.ts';

export interface TvIdEntry {
  id: number;
  name: string;
  year: number | undefined;
  popularity: number | undefined;
}

interface TvIdsFile {
  entries: { i: number; t?: string; y?: number | null; p?: number }[];
}

/** tmdb-tv-ids-2026: every TMDB TV id with English name, first-air year, popularity. */
export function readTvIds(): TvIdEntry[] {
  const data = JSON.parse(readGzText('tmdb-tv-ids-2026', 'tmdb-tvs-enriched.json.gz')) as TvIdsFile;
  const out: TvIdEntry[] = [];
  for (const e of data.entries) {
    const name = clean(e.t);
    if (!Number.isInteger(e.i) || e.i <= 0 || !name) continue;
    out.push({ id: e.i, name, year: e.y ?? undefined, popularity: num(e.p) });
  }
  return out;
}

/** 2026 popularity for shows already known by TMDB id (never starts a show). */
export function tvIdPopularity(entries: readonly TvIdEntry[]): Contribution[] {
  return entries.map((e) => ({
    source: 'tmdb-tv-ids-2026',
    kind: 'tv',
    tmdbId: e.id,
    titles: [],
    create: false,
    fields: { popularity: e.popularity },
  }));
}

interface NetworkRow {
  id: number;
  network_name?: string;
}

/** tmdb-tv-networks-2026: network names per TMDB TV id, in file order. */
export function readTvNetworks(): Contribution[] {
  const rows = JSON.parse(
    readGzText('tmdb-tv-networks-2026', 'tv-networks.json.gz'),
  ) as NetworkRow[];
  const byShow = new Map<number, string[]>();
  for (const r of rows) {
    const name = clean(r.network_name);
    if (!name || !Number.isInteger(r.id)) continue;
    const list = byShow.get(r.id) ?? [];
    if (!list.includes(name)) list.push(name);
    byShow.set(r.id, list);
  }
  return [...byShow].map(([tmdbId, networks]) => ({
    source: 'tmdb-tv-networks-2026',
    kind: 'tv',
    tmdbId,
    titles: [],
    create: false,
    fields: { networks },
  }));
}
