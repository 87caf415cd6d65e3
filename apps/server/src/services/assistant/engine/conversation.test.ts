import { describe, expect, it } from 'vitest';

import { startsNewRequest } from './conversation';

describe('startsNewRequest', () => {
  it('starts over for a request that names what it wants or asks in a whole sentence', () => {
    expect(
      startsNewRequest('What should I watch tonight with my kids?', { audience: 'children' }),
    ).toBe(true);
    expect(startsNewRequest('korean thrillers', { genres: [53], languages: ['ko'] })).toBe(true);
    expect(startsNewRequest('movies under 2 hours', { type: 'movie', maxRuntime: 119 })).toBe(true);
    expect(
      startsNewRequest('series with episodes no longer than one hour', {
        type: 'tv',
        maxRuntime: 60,
      }),
    ).toBe(true);
  });

  it('refines the last request for a fragment or a narrowing word', () => {
    expect(startsNewRequest('only ones under 2 hours', { maxRuntime: 119 })).toBe(false);
    expect(startsNewRequest('under 2 hours', { maxRuntime: 119 })).toBe(false);
    expect(startsNewRequest('from the 90s', { yearFrom: 1990, yearTo: 1999 })).toBe(false);
    expect(startsNewRequest('shorter', {})).toBe(false);
    expect(startsNewRequest('something shorter', {})).toBe(false);
    expect(startsNewRequest('for the kids', { audience: 'children' })).toBe(false);
    expect(startsNewRequest('just the movies', { type: 'movie' })).toBe(false);
    expect(startsNewRequest('Korean ones', { languages: ['ko'] })).toBe(false);
  });
});
