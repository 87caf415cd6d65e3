import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isPublicAddress, refusalOf, safePost, type OutboundPolicy } from './safe-post';

/** A local receiver: `/moved` redirects (307) to the `to` query, anything else answers 204. */
let server: http.Server;
let other: http.Server;
let base: string;
let otherBase: string;
const hits: string[] = [];
beforeAll(async () => {
  const handler: http.RequestListener = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    hits.push(`${url.pathname} ${req.headers.authorization ?? ''}`.trim());
    req.resume();
    if (url.pathname === '/moved') {
      res.writeHead(307, { location: url.searchParams.get('to')! });
      return res.end();
    }
    if (url.pathname === '/slow') return; // never answers
    res.writeHead(204);
    res.end();
  };
  server = http.createServer(handler);
  other = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
afterAll(() => {
  for (const s of [server, other]) {
    s.closeAllConnections();
    s.close();
  }
});

/** Only this machine's 127.0.0.1 is allowed, as an operator's one LAN receiver would be. */
const onlyLoopback: OutboundPolicy = {
  allowPrivate: (address) => address === '127.0.0.1',
  timeoutMs: 2000,
};

describe('outbound calls to channels', () => {
  it('tells public addresses from loopback, link-local and private ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.9',
      '169.254.169.254',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '100.64.0.1',
      '0.0.0.0',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses a private address or a local name as typed, unless allowed', () => {
    expect(refusalOf(new URL('http://192.168.1.20/notify'), false)).toMatch(
      /ALERTS_ALLOW_PRIVATE_URLS/,
    );
    expect(refusalOf(new URL('http://[::1]:8080/'), false)).toMatch(/private address/);
    expect(refusalOf(new URL('http://localhost:2586/alerts'), false)).toMatch(/local name/);
    expect(refusalOf(new URL('https://ntfy.sh/my-topic'), false)).toBeUndefined();
    expect(refusalOf(new URL('http://192.168.1.20/notify'), true)).toBeUndefined();
  });

  it('refuses a name that resolves to a private address, before connecting', async () => {
    const policy: OutboundPolicy = {
      allowPrivate: false,
      timeoutMs: 2000,
      resolve: async () => [{ address: '10.0.0.7', family: 4 }],
    };
    await expect(safePost('http://alerts.example.com/hook', {}, '{}', policy)).rejects.toThrow(
      /alerts.example.com resolves to a private address/,
    );
  });

  it('follows a 307 to an allowed address, refuses one to a private address, drops credentials across origins', async () => {
    hits.length = 0;
    const to = encodeURIComponent(`${base}/final`);
    expect(
      await safePost(`${base}/moved?to=${to}`, { Authorization: 'Bearer t' }, '{}', onlyLoopback),
    ).toEqual({ status: 204 });
    expect(hits).toEqual(['/moved Bearer t', '/final Bearer t']);
    const inside = encodeURIComponent('http://127.0.0.2:9/secret');
    await expect(safePost(`${base}/moved?to=${inside}`, {}, '{}', onlyLoopback)).rejects.toThrow(
      /127.0.0.2 is a private address/,
    );
    hits.length = 0;
    const elsewhere = encodeURIComponent(`${otherBase}/final`);
    await safePost(
      `${base}/moved?to=${elsewhere}`,
      { Authorization: 'Bearer t' },
      '{}',
      onlyLoopback,
    );
    expect(hits).toEqual(['/moved Bearer t', '/final']);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    await expect(
      safePost(`${base}/slow`, {}, '{}', { ...onlyLoopback, timeoutMs: 200 }),
    ).rejects.toThrow(/no answer within 200 ms/);
  });
});
