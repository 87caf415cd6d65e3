import type { ServiceCoverage } from '@unclewatch/core';
import { describe, expect, it } from 'vitest';

import { coverageRows, coverageSummary, percentOf } from './coverage-format';

const coverage = (services: ServiceCoverage['services']): ServiceCoverage => ({
  region: 'US',
  total: 29,
  services,
  source: 'snapshot',
  asOf: '2022-07',
  attribution: null,
});

describe('watchlist coverage', () => {
  it('reads as one sentence, largest share first', () => {
    const rows = coverageRows(
      coverage([
        { id: 337, name: 'Disney+', count: 3, share: 0.1207 },
        { id: 15, name: 'Hulu', count: 0, share: 0 },
        { id: 8, name: 'Netflix', count: 12, share: 0.4137 },
      ]),
    );
    expect(rows.map((r) => r.name)).toEqual(['Netflix', 'Disney+']);
    expect(coverageSummary(rows)).toBe('Netflix has 41 % of your watchlist; Disney+ 12 %.');
  });

  it('puts my services first among equal shares', () => {
    const rows = coverageRows(
      coverage([
        { id: 15, name: 'Hulu', count: 1, share: 0.5 },
        { id: 8, name: 'Netflix', count: 1, share: 0.5 },
      ]),
      new Set([8]),
    );
    expect(coverageSummary(rows)).toBe('Netflix has 50 % of your watchlist; Hulu 50 %.');
  });

  it('says when no service has any of it, and never rounds a share down to nothing', () => {
    expect(coverageSummary([])).toBe('No service of your country has a title of your watchlist.');
    expect(percentOf(0.004)).toBe('<1 %');
    expect(percentOf(1)).toBe('100 %');
  });
});
