import { describe, expect, it } from 'vitest';

import { isValidNewsletterEmail } from './newsletter-email';

describe('isValidNewsletterEmail', () => {
  it('accepts x@y.z shapes', () => {
    expect(isValidNewsletterEmail('uncle@watch.dev')).toBe(true);
    expect(isValidNewsletterEmail('a.b+c@mail.example.org')).toBe(true);
  });

  it('rejects blanks, spaces and missing parts', () => {
    for (const bad of ['', 'uncle', 'uncle@watch', '@watch.dev', 'un cle@watch.dev', ' a@b.c']) {
      expect(isValidNewsletterEmail(bad)).toBe(false);
    }
  });
});
