import { describe, expect, it } from 'vitest';

import { initialTheme } from './theme';

const storage = (value: string | null) => ({ getItem: () => value });

describe('initialTheme', () => {
  it('uses the stored theme first', () => {
    expect(initialTheme(storage('dark'), false)).toBe('dark');
    expect(initialTheme(storage('light'), true)).toBe('light');
  });

  it('falls back to the system preference when nothing (or junk) is stored', () => {
    expect(initialTheme(storage(null), true)).toBe('dark');
    expect(initialTheme(storage(null), false)).toBe('light');
    expect(initialTheme(storage('purple'), true)).toBe('dark');
  });
});
