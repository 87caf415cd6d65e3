import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { healthSchema } from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { outbox, Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * A real reverse proxy on loopback, as nginx or Caddy on the same host: every request it
 * forwards reaches the app from 127.0.0.1, with the headers such proxies add.
 */
async function startLoopbackProxy(target: string, added: Record<string, string>) {
  const upstream = new URL(target);
  const proxy = http.createServer((incoming, outgoing) => {
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, ...added },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}

const PROXY_HEADERS: Record<string, Record<string, string>> = {
  'X-Forwarded-For': { 'x-forwarded-for': '203.0.113.9' },
  'X-Forwarded-Proto and Host': {
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'watch.example.com',
  },
  'X-Real-IP': { 'x-real-ip': '203.0.113.9' },
  Forwarded: { forwarded: 'for=203.0.113.9;proto=https' },
  'X-Cluster-Client-IP': { 'x-cluster-client-ip': '203.0.113.9' },
  'Fastly-Client-IP': { 'fastly-client-ip': '203.0.113.9' },
  'X-Envoy-External-Address': { 'x-envoy-external-address': '203.0.113.9' },
  'Client-IP': { 'client-ip': '203.0.113.9' },
  'X-Remote-Addr': { 'x-remote-addr': '203.0.113.9' },
  'X-Originating-IP': { 'x-originating-ip': '203.0.113.9' },
};

describe('the dev outbox behind a reverse proxy on the same host', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_EMAILS: 'boss@example.com' });
    await verifiedAccount(server.url, 'boss@example.com');
  });
  afterAll(() => server.close());

  for (const [name, headers] of Object.entries(PROXY_HEADERS)) {
    it(`reads no mail through a proxy that adds ${name}`, async () => {
      const proxy = await startLoopbackProxy(server.url, headers);
      try {
        // The attack: ask for the admin's reset link, then read it through the proxy.
        const reset = await new Session(proxy.url).post('/api/auth/request-password-reset', {
          email: 'boss@example.com',
          redirectTo: '/reset-password',
        });
        expect(reset.status).toBe(200);
        for (const path of ['/api/dev/outbox', '/dev/outbox']) {
          const answer = await fetch(`${proxy.url}${path}`);
          expect(answer.status).toBe(404);
          const text = await answer.text();
          expect(text).not.toContain('token');
          expect(text).not.toContain('boss@example.com');
        }
      } finally {
        await proxy.close();
      }
    });
  }

  it('still shows a newcomer on this machine their mail, straight and not proxied', async () => {
    const email = uniqueEmail('newcomer');
    await new Session(server.url).post('/api/auth/sign-up/email', {
      email,
      password: 'Popcorn#2024',
      name: 'n',
    });
    const mails = await outbox(server.url);
    expect(mails.some((mail) => mail.to === email && mail.links[0]?.includes('token='))).toBe(true);
    const page = await fetch(`${server.url}/dev/outbox`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(email);
  });

  it('answers 404 to a page on another site that rebinds its name to 127.0.0.1', async () => {
    // fetch drops a Host header it is given, so a plain http request names the other site.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const { hostname, port } = new URL(server.url);
      http
        .get({ hostname, port, path: '/api/dev/outbox', headers: { host: 'evil.test' } }, (r) => {
          r.resume();
          resolve(r.statusCode);
        })
        .on('error', reject);
    });
    expect(status).toBe(404);
  });
});

describe('outbox log lines', () => {
  afterEach(() => vi.restoreAllMocks());

  it('say "mail queued" and never carry the link or its token', async () => {
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk, ...rest) => {
      lines.push(String(chunk));
      return write(chunk as string, ...(rest as []));
    });
    const server = await startTestServer({ LOG_LEVEL: 'info' });
    try {
      const email = uniqueEmail('logged');
      await new Session(server.url).post('/api/auth/sign-up/email', {
        email,
        password: 'Popcorn#2024',
        name: 'l',
      });
      const mail = (await outbox(server.url)).find((m) => m.to === email);
      const token = new URL(mail!.links[0]!).searchParams.get('token')!;
      const log = lines.join('');
      expect(log).toContain('mail queued');
      expect(log).not.toContain(token);
      expect(log).not.toContain('verify-email');
    } finally {
      await server.close();
    }
  });
});

describe('a public address without SMTP', () => {
  it('warns at start, reports mail undeliverable in health and keeps the outbox shut', async () => {
    const lines: string[] = [];
    const server = await startTestServer(
      { PUBLIC_URL: 'https://watch.example.com', LOG_LEVEL: 'warn' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      expect(lines.join('')).toContain('Mail cannot be delivered');
      const health = healthSchema.parse(await (await fetch(`${server.url}/api/health`)).json());
      expect(health.mailDeliverable).toBe(false);
      expect(health.warnings.join(' ')).toMatch(/SMTP_URL/);
      expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('reports mail deliverable on a localhost site', async () => {
    const server = await startTestServer();
    try {
      const health = healthSchema.parse(await (await fetch(`${server.url}/api/health`)).json());
      expect(health.mailDeliverable).toBe(true);
      expect(health.warnings).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
