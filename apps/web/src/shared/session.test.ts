import { describe, expect, it } from 'vitest';

import { avatarInitial } from './session';

describe('avatarInitial', () => {
  it('is the first letter of the email, upper-cased', () => {
    expect(avatarInitial('zoe@example.com')).toBe('Z');
    expect(avatarInitial(' 7up@example.com')).toBe('7');
    expect(avatarInitial('')).toBe('?');
  });
});
