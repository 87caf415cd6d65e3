import { describe, expect, it } from 'vitest';

import { VerificationThrottle } from './verification-throttle';

describe('VerificationThrottle', () => {
  it('blocks a second send to the same address for 60 seconds, case-insensitively', () => {
    let now = 1_000;
    const throttle = new VerificationThrottle(60_000, () => now);
    expect(throttle.take('a@example.com')).toBe(true);
    expect(throttle.take('A@example.com')).toBe(false);
    expect(throttle.take('b@example.com')).toBe(true);
    now += 59_999;
    expect(throttle.take('a@example.com')).toBe(false);
    now += 1;
    expect(throttle.take('a@example.com')).toBe(true);
  });
});
