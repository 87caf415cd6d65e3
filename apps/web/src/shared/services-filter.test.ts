import { describe, expect, it } from 'vitest';

import { cardServicesBadge, servicesBadge, servicesFilterOf } from './services-filter';

const filterOf = (query: string) => servicesFilterOf(new URLSearchParams(query));

describe('the services filter in the address', () => {
  it("reads 'mine' or a list of service ids, and nothing else", () => {
    expect(filterOf('services=mine')).toBe('mine');
    expect(filterOf('services=8,337')).toBe('8,337');
    expect(filterOf('')).toBeUndefined();
    expect(filterOf('services=')).toBeUndefined();
    expect(filterOf('services=netflix')).toBeUndefined();
    expect(filterOf('services=8,,9')).toBeUndefined();
  });

  it('names what the cards of a filtered list are on', () => {
    expect(servicesBadge('mine')).toBe('On your services');
    expect(servicesBadge('8')).toBe('On the chosen services');
    expect(servicesBadge(undefined)).toBeUndefined();
  });

  it('marks a card of a whole list when one filtered request had it', () => {
    const mine = new Set(['tv:1396']);
    expect(cardServicesBadge(undefined, mine, 'tv:1396')).toBe('On your services');
    expect(cardServicesBadge(undefined, mine, 'movie:155')).toBeUndefined();
    expect(cardServicesBadge(undefined, undefined, 'tv:1396')).toBeUndefined();
    expect(cardServicesBadge('8,337', undefined, 'movie:155')).toBe('On the chosen services');
  });
});
