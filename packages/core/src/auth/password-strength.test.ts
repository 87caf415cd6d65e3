import { describe, expect, it } from 'vitest';

import { passwordStrength, strengthColor, strengthWidth } from './password-strength';

describe('passwordStrength', () => {
  it.each([
    ['', 0],
    ['abc', 0],
    ['abcdefgh', 1],
    ['Abc', 1],
    ['1', 1],
    ['!', 1],
    ['Abcdefgh', 2],
    ['Abcdefg1', 3],
    ['Abcdef1!', 4],
    ['aB3$', 3],
    ['longer password 2', 3],
  ] as const)('scores %j as %i', (password, score) => {
    expect(passwordStrength(password)).toBe(score);
  });
});

describe('strength bar', () => {
  it('grows by quarters and goes red, yellow, blue, green', () => {
    expect([0, 1, 2, 3, 4].map((s) => strengthWidth(s as 0))).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect([0, 1, 2, 3, 4].map((s) => strengthColor(s as 0))).toEqual([
      null,
      'red',
      'yellow',
      'blue',
      'green',
    ]);
  });
});
