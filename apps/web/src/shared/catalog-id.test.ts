// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { parseCatalogId } from './catalog-id';

describe('parseCatalogId', () => {
  it('accepts positive whole numbers', () => {
    expect(parseCatalogId('155')).toBe(155);
    expect(parseCatalogId('2147483647')).toBe(2_147_483_647);
  });
  it('rejects anything else', () => {
    for (const raw of [undefined, '', '0', '-1', '1.5', 'abc', '12abc', '2147483648', '1e3']) {
      expect(parseCatalogId(raw)).toBeNull();
    }
  });
});
