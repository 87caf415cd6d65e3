import { describe, expect, it } from 'vitest';
import { OWN_ID_BASE } from '../../packages/core/src/catalog/snapshot.ts';
import { OWN_ID_SPAN, assignOwnIds, fnv1a, isOwnId } from './own-ids.ts';

const keys = Array.from({ length: 5_000 }, (_, i) => `person:someone ${i}`);

describe('assignOwnIds', () => {
  it('is deterministic and independent of input order', () => {
    const a = assignOwnIds(keys);
    const b = assignOwnIds([...keys].reverse());
    expect([...a].sort()).toEqual([...b].sort());
    expect(a.get('person:someone 42')).toBe(b.get('person:someone 42'));
  });

  it('gives unique ids inside the own range, above any TMDB id', () => {
    const ids = [...assignOwnIds(keys).values()];
    expect(new Set(ids).size).toBe(keys.length);
    for (const id of ids) {
      expect(id).toBeGreaterThanOrEqual(OWN_ID_BASE);
      expect(id).toBeLessThan(OWN_ID_BASE + OWN_ID_SPAN);
      expect(Number.isSafeInteger(id)).toBe(true);
      expect(isOwnId(id)).toBe(true);
    }
    // TMDB movie/TV/person ids are in the low millions (2026), far below the own range.
    expect(isOwnId(10_000_000)).toBe(false);
  });

  it('resolves hash collisions by probing', () => {
    // Find two keys in the same slot, then check they still get distinct ids.
    const seen = new Map<number, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; !pair && i < 200_000; i++) {
      const k = `k${i}`;
      const slot = fnv1a(k) % 10_007;
      const other = seen.get(slot);
      if (other) pair = [other, k];
      else seen.set(slot, k);
    }
    expect(pair).toBeDefined();
    const ids = assignOwnIds(pair as [string, string]);
    expect(new Set(ids.values()).size).toBe(2);
  });

  it('keeps an id stable when unrelated keys are added', () => {
    const before = assignOwnIds(['tv:tt0903747', 'tv:firefly:2002']);
    const after = assignOwnIds(['tv:tt0903747', 'tv:firefly:2002', 'person:bryan cranston']);
    expect(after.get('tv:tt0903747')).toBe(before.get('tv:tt0903747'));
  });
});
