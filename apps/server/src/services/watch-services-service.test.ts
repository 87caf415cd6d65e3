import { describe, expect, it } from 'vitest';

import type { AvailabilityProvider } from '../providers/availability/index';
import type { UserServicesRepository } from '../db/repositories/user-services-repository';
import { COVERAGE_MAX_TITLES, WatchServicesService } from './watch-services-service';

/** Issue #39: coverage over a 3,000-title watchlist was 3,000 look-ups at once. */
describe('watchlist coverage', () => {
  it('looks up at most 500 titles, 25 at a time', async () => {
    let calls = 0;
    let running = 0;
    let most = 0;
    const availability = {
      mode: 'live',
      services: async () => ({ results: [], providers: [], source: 'x', asOf: null }),
      title: async () => {
        calls++;
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 1));
        running--;
        return null;
      },
      refreshTitle: async () => null,
    } as unknown as AvailabilityProvider;
    const saved = { find: async () => null } as unknown as UserServicesRepository;
    const watchlist = Array.from({ length: 3000 }, (_, i) => ({
      type: 'movie' as const,
      id: i + 1,
    }));
    const service = new WatchServicesService(availability, saved, async () => watchlist);
    const coverage = await service.coverage('u1', 'US');
    expect(calls).toBe(COVERAGE_MAX_TITLES);
    expect(COVERAGE_MAX_TITLES).toBe(500);
    expect(most).toBeLessThanOrEqual(25);
    expect(coverage.total).toBe(500);
  });
});
