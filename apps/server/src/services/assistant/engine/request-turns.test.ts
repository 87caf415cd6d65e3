import { describe, expect, it } from 'vitest';

import { askedLength, forChildren } from './request-turns';
import type { ParserLookups } from './parse-message';

describe('forChildren', () => {
  it('drops the genres children never get, or every genre when told "instead"', () => {
    const thrillers = { genres: [53], languages: ['ko'] };
    expect(forChildren(thrillers, 'now something for my kids')).toEqual({ languages: ['ko'] });
    expect(forChildren({ genres: [35, 80] }, 'for the kids')).toEqual({ genres: [35] });
    expect(forChildren({ genres: [35] }, 'something for the kids instead')).toEqual({});
  });
});

describe('askedLength', () => {
  const lookups = {
    titleByName: (folded: string) =>
      folded === 'interstellar' ? { type: 'movie', id: 157336, title: 'Interstellar' } : undefined,
  } as unknown as ParserLookups;

  it('reads "is {title} over 2 hours?" as a question about its runtime, and nothing else', () => {
    expect(askedLength('Is Interstellar over 2 hours?', lookups)).toBe('How long is interstellar?');
    expect(askedLength('is there anything under 2 hours?', lookups)).toBeUndefined();
    expect(askedLength('movies under 2 hours', lookups)).toBeUndefined();
  });
});
