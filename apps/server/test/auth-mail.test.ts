import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GOOD_PASSWORD, Session, uniqueEmail } from './support/mail-session';
import { startSmtpServer } from './support/smtp';
import { startTestServer, type TestServer } from './support/test-server';

describe('outbox mode (default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('reports mail: outbox in health', async () => {
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as {
      providers: { mail: string };
    };
    expect(health.providers.mail).toBe('outbox');
  });

  it('lists mails newest first as JSON and as an escaped HTML page to loopback clients', async () => {
    const first = uniqueEmail('first');
    const second = `<b>${uniqueEmail('second')}`;
    const session = new Session(server.url);
    await session.post('/api/auth/sign-up/email', {
      email: first,
      password: GOOD_PASSWORD,
      name: 'a',
    });
    await server.ctx.mailer.send({
      to: second,
      subject: 'Hello <script>',
      text: 'x',
      html: '<p>x</p>',
      links: ['http://localhost/a?b=1&c=2'],
    });
    const list = (await (await fetch(`${server.url}/api/dev/outbox`)).json()) as {
      to: string;
      subject: string;
      text: string;
      links: string[];
      createdAt: string;
    }[];
    expect(list[0]?.to).toBe(second);
    expect(list[1]).toMatchObject({ to: first, subject: 'Verify your email for UncleWatch' });
    expect(Object.keys(list[1]!).sort()).toEqual(['createdAt', 'links', 'subject', 'text', 'to']);

    const page = await fetch(`${server.url}/dev/outbox`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('UncleWatch outbox');
    expect(html).toContain('Hello &lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('http://localhost/a?b=1&amp;c=2');
  });

  it('answers 404 JSON to clients that are not on this machine', async () => {
    for (const url of ['/api/dev/outbox', '/dev/outbox']) {
      const remote = await server.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
      expect(remote.statusCode).toBe(404);
      expect(remote.json()).toEqual({ error: `Not found: GET ${url}` });
      const local = await server.app.inject({ method: 'GET', url, remoteAddress: '::1' });
      expect(local.statusCode).toBe(200);
    }
  });

  it('answers bad input with 4xx JSON, never a 500', async () => {
    const post = (body: string, type = 'application/json') =>
      fetch(`${server.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
    for (const response of [
      await post('{"email":'),
      await post(JSON.stringify({ email: 'not-an-email', password: GOOD_PASSWORD, name: 'x' })),
      await post(JSON.stringify({ email: uniqueEmail(), password: 'short', name: 'x' })),
      await post(JSON.stringify({ password: GOOD_PASSWORD })),
      await post('email=a', 'text/plain'),
    ]) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      const body = (await response.json()) as { error: string };
      expect(typeof body.error).toBe('string');
    }
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ghost@example.com', password: 'whatever1' }),
    });
    expect(signIn.status).toBe(401);
    expect(((await signIn.json()) as { error: string }).error).toBe('Invalid email or password');
  });
});

describe('SMTP mode', () => {
  it('delivers the verification mail through SMTP and hides the outbox', async () => {
    const smtp = await startSmtpServer();
    const server = await startTestServer({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'UncleWatch <hello@unclewatch.test>',
    });
    try {
      const health = (await (await fetch(`${server.url}/api/health`)).json()) as {
        providers: { mail: string };
      };
      expect(health.providers.mail).toBe('smtp');
      const email = uniqueEmail('smtp');
      const browser = new Session(server.url);
      const answer = await browser.post('/api/auth/sign-up/email', {
        email,
        password: GOOD_PASSWORD,
        name: 's',
      });
      expect(answer.status).toBe(200);
      expect(smtp.mails).toHaveLength(1);
      const mail = smtp.mails[0]!;
      expect(mail.from).toBe('hello@unclewatch.test');
      expect(mail.to).toEqual([email]);
      expect(mail.raw).toContain('Subject: Verify your email for UncleWatch');
      const unfolded = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = /https?:\/\/[^\s"<]+\/api\/auth\/verify-email\?token=[^\s"<&]+[^\s"<]*/.exec(
        unfolded,
      )?.[0];
      expect(link).toBeDefined();
      // The link verifies and sends the browser on to the login page (served by the web build).
      const opened = await browser.fetch(link!.replaceAll('&amp;', '&'));
      expect(opened.status).toBe(302);
      expect(opened.headers.get('location')).toBeTruthy();
      const signIn = new Session(server.url);
      expect(
        (await signIn.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD })).status,
      ).toBe(200);

      expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(404);
      expect((await fetch(`${server.url}/dev/outbox`)).status).toBe(404);
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});
