import { describe, expect, it } from 'vitest';

import { myServicesBodySchema, regionSchema, servicesFilterQuerySchema } from './services';

describe('on my services schemas', () => {
  it('accepts assigned ISO 3166-1 alpha-2 codes in any case and refuses the rest', () => {
    expect(regionSchema.parse('in')).toBe('IN');
    for (const bad of ['UK', 'EU', 'XK', 'ZZ', 'USA', '1', '']) {
      expect(regionSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('reads the list filter canonically: mine, or sorted unique ids, and rent/buy', () => {
    expect(servicesFilterQuerySchema.parse({ services: 'MINE' })).toEqual({ services: 'mine' });
    expect(
      servicesFilterQuerySchema.parse({ services: '337,8,8', region: 'gb', include: 'buy,rent' }),
    ).toEqual({ services: [8, 337], region: 'GB', include: ['buy', 'rent'] });
    for (const bad of [{ services: 'netflix' }, { services: '' }, { include: 'stream' }]) {
      expect(servicesFilterQuerySchema.safeParse(bad).success).toBe(false);
    }
  });

  it('keeps each saved service once', () => {
    expect(myServicesBodySchema.parse({ region: 'US', services: [8, 8, 15] })).toEqual({
      region: 'US',
      services: [8, 15],
    });
  });
});
