import { OWN_ID_BASE } from '../../packages/core/src/catalog/snapshot.ts';

/** Own ids live in [OWN_ID_BASE, OWN_ID_BASE + OWN_ID_SPAN): 900,000,000 – 999,999,999. */
export const OWN_ID_SPAN = 100_000_000;

/** 32-bit FNV-1a over the UTF-16 code units of `s`. */
export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * Deterministic own ids: each key hashes into the own-id range; on a collision the next free
 * id is taken (linear probing). Keys are processed in sorted order, so the result depends only
 * on the set of keys — and a key keeps its id across rebuilds unless a colliding key appears.
 */
export function assignOwnIds(keys: Iterable<string>): Map<string, number> {
  const sorted = [...new Set(keys)].sort();
  if (sorted.length > OWN_ID_SPAN / 2) throw new Error('own-id range too crowded');
  const taken = new Set<number>();
  const out = new Map<string, number>();
  for (const key of sorted) {
    let slot = fnv1a(key) % OWN_ID_SPAN;
    while (taken.has(slot)) slot = (slot + 1) % OWN_ID_SPAN;
    taken.add(slot);
    out.set(key, OWN_ID_BASE + slot);
  }
  return out;
}

export function isOwnId(id: number): boolean {
  return id >= OWN_ID_BASE;
}
