/**
 * The episode ids file (data/catalog/episode-ids.bin.gz, decision 074): TMDB's own episode ids,
 * which media servers send, grouped by show. Bytes (before gzip): "UWEI" 1, then per show:
 * showId, season count, and per season: number, episode count, a flag (1 when the numbers are
 * not 1..N, then each number follows), and the ids as zigzag deltas from the previous id. All
 * integers are unsigned LEB128 varints.
 */
export interface EpisodeIdsShow {
  id: number;
  seasons: { n: number; ids: number[]; e?: number[] }[];
}

const MAGIC = [0x55, 0x57, 0x45, 0x49, 1];

export function encodeEpisodeIds(shows: readonly EpisodeIdsShow[]): Uint8Array {
  const out: number[] = [...MAGIC];
  const put = (v: number) => {
    let n = v;
    while (n >= 0x80) {
      out.push((n % 0x80) | 0x80);
      n = Math.floor(n / 0x80);
    }
    out.push(n);
  };
  put(shows.length);
  for (const show of shows) {
    put(show.id);
    put(show.seasons.length);
    let prev = 0;
    for (const season of show.seasons) {
      put(season.n);
      put(season.ids.length);
      put(season.e ? 1 : 0);
      for (const e of season.e ?? []) put(e);
      for (const id of season.ids) {
        const d = id - prev;
        put(d >= 0 ? d * 2 : -d * 2 - 1);
        prev = id;
      }
    }
  }
  return Uint8Array.from(out);
}

/** Rows in show, season, episode order; `byId` sorts the rows by episode id. */
export interface EpisodeIdRows {
  ids: Int32Array;
  shows: Int32Array;
  seasons: Int16Array;
  episodes: Int32Array;
  /** Row numbers ordered by episode id. */
  byId: Int32Array;
  /** First row and row count of each show. */
  showRows: Map<number, { start: number; count: number }>;
}

export function decodeEpisodeIds(bytes: Uint8Array): EpisodeIdRows {
  if (MAGIC.some((b, i) => bytes[i] !== b)) throw new Error('not an episode ids file');
  let at = MAGIC.length;
  const get = () => {
    let v = 0;
    let mul = 1;
    for (;;) {
      const b = bytes[at++]!;
      v += (b & 0x7f) * mul;
      if (b < 0x80) return v;
      mul *= 0x80;
    }
  };
  const showCount = get();
  const rows: { id: number[]; show: number[]; season: number[]; episode: number[] } = {
    id: [],
    show: [],
    season: [],
    episode: [],
  };
  const showRows = new Map<number, { start: number; count: number }>();
  for (let s = 0; s < showCount; s++) {
    const showId = get();
    const start = rows.id.length;
    const seasons = get();
    let prev = 0;
    for (let k = 0; k < seasons; k++) {
      const n = get();
      const count = get();
      const numbers = get() === 1 ? Array.from({ length: count }, get) : null;
      for (let i = 0; i < count; i++) {
        const z = get();
        prev += z % 2 === 0 ? z / 2 : -(z + 1) / 2;
        rows.id.push(prev);
        rows.show.push(showId);
        rows.season.push(n);
        rows.episode.push(numbers ? numbers[i]! : i + 1);
      }
    }
    showRows.set(showId, { start, count: rows.id.length - start });
  }
  const ids = Int32Array.from(rows.id);
  // Episode id (< 2^31) and row (< 2^21) packed in one double sort exactly.
  const keys = new Float64Array(ids.length);
  for (let i = 0; i < ids.length; i++) keys[i] = ids[i]! * 2 ** 21 + i;
  keys.sort();
  const byId = new Int32Array(ids.length);
  for (let i = 0; i < keys.length; i++) byId[i] = keys[i]! % 2 ** 21;
  return {
    ids,
    shows: Int32Array.from(rows.show),
    seasons: Int16Array.from(rows.season),
    episodes: Int32Array.from(rows.episode),
    byId,
    showRows,
  };
}
