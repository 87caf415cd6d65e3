import { describe, expect, it } from 'vitest';

import { offerGroups } from './availability-groups';

const entry = (provider_id: number, provider_name: string, display_priority = 1) => ({
  provider_id,
  provider_name,
  display_priority,
});

describe('offerGroups', () => {
  const availability = {
    flatrate: [entry(8, 'Netflix', 2), entry(337, 'Disney+', 1)],
    ads: [entry(300, 'Pluto TV')],
    rent: [entry(2, 'Apple TV', 1), entry(9, 'Prime Video', 5)],
    buy: [entry(2, 'Apple TV')],
  };

  it('puts my services first, then the rest as stream / free / rent / buy', () => {
    const groups = offerGroups(availability, new Set([8, 9]));
    expect(groups.map((g) => [g.title, g.offers.map((o) => o.name)])).toEqual([
      ['On your services', ['Netflix']],
      ['Stream', ['Disney+']],
      ['Free', ['Pluto TV']],
      // Renting costs extra even on a service I have: it stays under Rent, mine first.
      ['Rent', ['Prime Video', 'Apple TV']],
      ['Buy', ['Apple TV']],
    ]);
  });

  it('leaves out empty groups, and everything for a region with no offers', () => {
    expect(offerGroups(availability, new Set()).map((g) => g.key)).toEqual([
      'stream',
      'free',
      'rent',
      'buy',
    ]);
    expect(offerGroups(undefined, new Set([8]))).toEqual([]);
    expect(offerGroups({}, new Set([8]))).toEqual([]);
  });
});
