import type {
  CatalogSnapshot,
  SnapshotAlias,
  SnapshotAliases,
  SnapshotPerson,
} from '../../packages/core/src/catalog/snapshot.ts';
import { normName, normTitle } from './normalize.ts';
import { isOwnId } from './own-ids.ts';

interface TitleLike {
  id: number;
  imdb_id?: string;
  title?: string;
  name?: string;
  release_date?: string;
  first_air_date?: string;
}

function titleKey(t: TitleLike): string {
  const date = t.release_date ?? t.first_air_date ?? '';
  return `${normTitle(t.title ?? t.name ?? '')}:${date.slice(0, 4)}`;
}

/** Map from key to the single value that has it; keys held by several values are dropped. */
function uniqueIndex<T>(items: readonly T[], keyOf: (t: T) => string | undefined): Map<string, T> {
  const out = new Map<string, T | null>();
  for (const it of items) {
    const k = keyOf(it);
    if (!k) continue;
    out.set(k, out.has(k) ? null : it);
  }
  return new Map([...out].filter((e): e is [string, T] => e[1] !== null));
}

function titleAliases(prev: readonly TitleLike[], next: readonly TitleLike[]): SnapshotAlias[] {
  const nextIds = new Set(next.map((t) => t.id));
  const byImdb = uniqueIndex(next, (t) => t.imdb_id);
  const byKey = uniqueIndex(next, titleKey);
  const out: SnapshotAlias[] = [];
  for (const p of prev) {
    if (!isOwnId(p.id) || nextIds.has(p.id)) continue;
    const hit = (p.imdb_id ? byImdb.get(p.imdb_id) : undefined) ?? byKey.get(titleKey(p));
    if (hit && hit.id !== p.id) out.push({ from: p.id, to: hit.id });
  }
  return out;
}

function personAliases(
  prev: readonly Pick<SnapshotPerson, 'id' | 'name'>[],
  next: readonly Pick<SnapshotPerson, 'id' | 'name'>[],
): SnapshotAlias[] {
  const nextIds = new Set(next.map((p) => p.id));
  const tmdbByName = uniqueIndex(
    next.filter((p) => !isOwnId(p.id)),
    (p) => normName(p.name),
  );
  const out: SnapshotAlias[] = [];
  for (const p of prev) {
    if (!isOwnId(p.id) || nextIds.has(p.id)) continue;
    const hit = tmdbByName.get(normName(p.name));
    if (hit) out.push({ from: p.id, to: hit.id });
  }
  return out;
}

/**
 * Merges fresh aliases with the previous snapshot's: old targets that were themselves
 * replaced now point at the new id; aliases whose `from` is a live id again, or whose target
 * is gone, are dropped. Sorted by `from`.
 */
function merge(
  carried: readonly SnapshotAlias[],
  fresh: readonly SnapshotAlias[],
  liveIds: ReadonlySet<number>,
): SnapshotAlias[] {
  const map = new Map<number, number>();
  for (const a of fresh) map.set(a.from, a.to);
  const follow = (id: number): number => {
    let cur = id;
    for (let i = 0; i < 8 && map.has(cur) && !liveIds.has(cur); i++) cur = map.get(cur) as number;
    return cur;
  };
  for (const a of carried) if (!map.has(a.from)) map.set(a.from, a.to);
  const out: SnapshotAlias[] = [];
  for (const [from] of map) {
    if (liveIds.has(from)) continue;
    const to = follow(from);
    if (to !== from && liveIds.has(to)) out.push({ from, to });
  }
  return out.sort((a, b) => a.from - b.from);
}

/**
 * Old id → new id for every title or person of the previous snapshot whose own id is gone
 * because it now has a TMDB id (titles by imdb id, else normalised title + year; people by a
 * unique normalised name among TMDB people).
 */
export function buildAliases(
  prev: Pick<CatalogSnapshot, 'movies' | 'tv' | 'people' | 'aliases'> | undefined,
  next: Pick<CatalogSnapshot, 'movies' | 'tv' | 'people'>,
): SnapshotAliases {
  const empty: SnapshotAliases = { movie: [], tv: [], person: [] };
  if (!prev) return empty;
  const carried = prev.aliases ?? empty;
  return {
    movie: merge(
      carried.movie,
      titleAliases(prev.movies, next.movies),
      new Set(next.movies.map((t) => t.id)),
    ),
    tv: merge(carried.tv, titleAliases(prev.tv, next.tv), new Set(next.tv.map((t) => t.id))),
    person: merge(
      carried.person,
      personAliases(prev.people, next.people),
      new Set(next.people.map((p) => p.id)),
    ),
  };
}
