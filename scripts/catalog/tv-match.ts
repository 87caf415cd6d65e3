import type { EntityStore } from './join.ts';
import { normTitle } from './normalize.ts';
import type { TvIdEntry } from './sources/tv-index.ts';

/** A candidate this many times more popular than the next one wins a same-name tie. */
export const DOMINANT_POPULARITY = 5;

function pickOne(list: readonly TvIdEntry[]): TvIdEntry | undefined {
  if (list.length === 1) return list[0];
  if (list.length === 0) return undefined;
  const sorted = [...list].sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0));
  const [a, b] = sorted as [TvIdEntry, TvIdEntry];
  return (a.popularity ?? 0) >= DOMINANT_POPULARITY * Math.max(b.popularity ?? 0, 0.01)
    ? a
    : undefined;
}

/**
 * Gives TV shows that have no TMDB id one from the TMDB TV id index, by normalised name and
 * first-air year: the same year first, else ±1 year; a single candidate (or one far more
 * popular than the rest) only. A show whose id another show already holds is merged into it.
 * Returns how many shows gained an id.
 */
export function matchTvIds(store: EntityStore, entries: readonly TvIdEntry[]): number {
  const byName = new Map<string, TvIdEntry[]>();
  for (const e of entries) {
    if (e.year === undefined) continue;
    const k = normTitle(e.name);
    if (!k) continue;
    const list = byName.get(k);
    if (list) list.push(e);
    else byName.set(k, [e]);
  }
  let matched = 0;
  for (const ent of [...store.entities]) {
    if (ent.tmdbId !== undefined || ent.years.size === 0) continue;
    const cands = new Map<number, TvIdEntry>();
    for (const k of ent.titleKeys) for (const c of byName.get(k) ?? []) cands.set(c.id, c);
    const all = [...cands.values()];
    const exact = all.filter((c) => ent.years.has(c.year as number));
    const near = all.filter(
      (c) => ent.years.has((c.year as number) - 1) || ent.years.has((c.year as number) + 1),
    );
    const hit = exact.length ? pickOne(exact) : pickOne(near);
    if (!hit) continue;
    store.assignTmdbId(ent, hit.id);
    matched++;
  }
  return matched;
}
