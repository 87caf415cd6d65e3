import { describe, expect, it } from 'vitest';

import { cameThroughProxy } from './loopback';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('reads false, true, a hop count and lists of addresses, ranges and names', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8,::1, fd00::/8 ,loopback')).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses host names, bad ranges and junk', () => {
    for (const bad of ['proxy.local', '10.0.0.0/33', '1.2.3.4/x', 'yes', ',', '10.0.0.1/8/1']) {
      expect(parseTrustProxy(bad)).toHaveProperty('error');
    }
  });

  it('turns a hop count into "trust the first n hops"', () => {
    const trust = fastifyTrustProxy(2);
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect([trust('a', 0), trust('a', 1), trust('a', 2)]).toEqual([true, true, false]);
    expect(fastifyTrustProxy(['10.0.0.1'])).toEqual(['10.0.0.1']);
  });
});

describe('cameThroughProxy', () => {
  it('knows the client-address headers of proxies and CDNs, and not ordinary headers', () => {
    for (const name of [
      'x-cluster-client-ip',
      'fastly-client-ip',
      'x-envoy-external-address',
      'client-ip',
      'x-client-ip',
      'x-real-ip',
      'true-client-ip',
      'cf-connecting-ip',
      'x-remote-addr',
      'x-originating-ip',
      'x-azure-clientip',
      'x-forwarded-for',
      'forwarded',
      'via',
    ])
      expect(cameThroughProxy({ [name]: '203.0.113.9' }), name).toBe(true);
    for (const name of ['host', 'user-agent', 'accept', 'cookie', 'origin', 'sec-fetch-site'])
      expect(cameThroughProxy({ [name]: 'x' }), name).toBe(false);
  });
});
