import { describe, expect, it } from 'vitest';

import { sourceLabel } from './availability-source';

describe('sourceLabel', () => {
  it('credits JustWatch live and dates a snapshot', () => {
    expect(
      sourceLabel({ source: 'tmdb', asOf: null, attribution: 'Data from JustWatch' }, 'GB'),
    ).toBe('Data from JustWatch');
    expect(sourceLabel({ source: 'snapshot', asOf: '2022-07', attribution: null }, 'US')).toBe(
      'US availability as of 2022-07 (snapshot), may be out of date.',
    );
    expect(
      sourceLabel(
        { source: 'snapshot', asOf: '2022-07-26', attribution: 'Data from JustWatch' },
        'US',
      ),
    ).toBe('US availability as of 2022-07-26 (snapshot), may be out of date. Data from JustWatch.');
  });
});
