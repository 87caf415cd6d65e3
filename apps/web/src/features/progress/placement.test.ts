import type { ShowProgress } from '@unclewatch/core';
import { describe, expect, it } from 'vitest';

import { Placements } from './placement';

const show = (id: number, over: Partial<ShowProgress> = {}): ShowProgress => ({
  type: 'tv',
  id,
  name: `Show ${id}`,
  poster_path: null,
  watched: 1,
  aired: 10,
  next: null,
  lastWatchedAt: null,
  status: 'watching',
  chosen: 'watching',
  group: 'current',
  ...over,
});

describe('Up next placements', () => {
  it('keeps a marked card in place and in its section until released', () => {
    const places = new Placements();
    const first = places.arrange([show(1), show(2), show(3, { group: 'stale' })]);
    expect(first.map((p) => `${p.show.id}:${p.section}`)).toEqual([
      '1:watching',
      '2:watching',
      '3:stale',
    ]);
    // Show 3 was marked: the server now lists it first and current.
    const after = places.arrange([show(3), show(1), show(2)]);
    expect(after.map((p) => `${p.show.id}:${p.section}`)).toEqual([
      '1:watching',
      '2:watching',
      '3:stale',
    ]);
    const stale = after.find((p) => p.show.id === 3)!.show;
    places.release(stale);
    // Until the progress is read again, the card stays.
    expect(places.arrange([stale, show(1)]).map((p) => p.section)).toEqual(['watching', 'stale']);
    const released = places.arrange([show(3, { status: 'dropped', chosen: 'dropped' }), show(1)]);
    expect(released.map((p) => `${p.show.id}:${p.section}`)).toEqual(['1:watching', '3:dropped']);
  });
});
