import { describe, expect, it } from 'vitest';

import { guessRegion } from './regions';

describe('guessRegion', () => {
  it('takes the country of the first language that names one', () => {
    expect(guessRegion(['en-GB', 'en'])).toBe('GB');
    expect(guessRegion(['de', 'pt-BR'])).toBe('BR');
    expect(guessRegion(['hi-IN'])).toBe('IN');
  });

  it('falls back to US without a country or with nonsense', () => {
    expect(guessRegion(['fr'])).toBe('US');
    expect(guessRegion([])).toBe('US');
    expect(guessRegion(['not a tag!'])).toBe('US');
    expect(guessRegion(['es-419'])).toBe('US');
  });
});

describe('regionName', () => {
  it('names a region in English, or gives the code back', async () => {
    const { regionName } = await import('./regions');
    expect(regionName('GB')).toBe('United Kingdom');
    expect(regionName('Q!')).toBe('Q!');
  });
});
