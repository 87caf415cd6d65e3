import { describe, expect, it } from 'vitest';

import { acceptsSignInFrom } from './sign-in-origin';

const at = (url: string) => {
  const { origin, hostname } = new URL(url);
  return { origin, hostname };
};

describe('acceptsSignInFrom', () => {
  it('accepts only loopback addresses when PUBLIC_URL is unset', () => {
    expect(acceptsSignInFrom(at('http://localhost:3000/login'), null)).toBe(true);
    expect(acceptsSignInFrom(at('http://127.0.0.1:4123/login'), null)).toBe(true);
    expect(acceptsSignInFrom(at('http://[::1]:3000/login'), null)).toBe(true);
    expect(acceptsSignInFrom(at('http://192.168.1.20:3000/login'), null)).toBe(false);
    expect(acceptsSignInFrom(at('http://watch.lan:3000/login'), null)).toBe(false);
  });

  it('accepts only the public origin when PUBLIC_URL is set', () => {
    const publicOrigin = 'http://192.168.1.20:3000';
    expect(acceptsSignInFrom(at('http://192.168.1.20:3000/signup'), publicOrigin)).toBe(true);
    expect(acceptsSignInFrom(at('http://localhost:3000/signup'), publicOrigin)).toBe(false);
    expect(acceptsSignInFrom(at('http://192.168.1.20:3001/signup'), publicOrigin)).toBe(false);
  });
});
