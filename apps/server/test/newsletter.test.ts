import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { verifiedAccount } from './support/accounts';
import { latestMail, outbox, Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

const ADMIN = 'newsletter-admin@example.com';
let server: TestServer;
let admin: Session;
let user: Session;
let visitor: Session;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN, NEWSLETTER_PER_MINUTE: '50' });
  admin = (await verifiedAccount(server.url, ADMIN)).session;
  user = (await verifiedAccount(server.url, uniqueEmail())).session;
  visitor = new Session(server.url);
});
afterAll(() => server.close());

const subscribe = (email: unknown) => visitor.post('/api/newsletter', { email });
const mailsTo = async (to: string) => (await outbox(server.url)).filter((m) => m.to === to);
/** The confirmation link, followed on this server (the mail names its public address). */
async function confirmLinkOf(email: string): Promise<string> {
  const mail = await latestMail(server.url, email, /Confirm Uncle's weekly picks/);
  expect(mail, `a confirmation mail to ${email}`).toBeTruthy();
  const link = new URL(mail!.links[0]!);
  expect(link.pathname).toBe('/newsletter/confirm');
  return `${server.url}${link.pathname}${link.search}`;
}
const exportCsv = async (session: Session) => session.fetch('/api/admin/newsletter');

describe('the newsletter', () => {
  it('keeps an address pending until its mailed link is followed, then the admins can export it', async () => {
    const email = uniqueEmail('reader');
    const answer = await subscribe(`  ${email.toUpperCase()} `);
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ status: 'check-your-inbox' });
    // Pending: not on the list yet.
    expect(await (await exportCsv(admin)).text()).not.toContain(email);

    const page = await fetch(await confirmLinkOf(email));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Uncle's weekly picks will come to <strong>${email}`);
    const csv = await exportCsv(admin);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
    const rows = (await csv.text()).trim().split('\n');
    expect(rows[0]).toBe('email,confirmed_at');
    expect(rows.some((row) => row.startsWith(`"${email}",`))).toBe(true);
  });

  it('answers the same for a new, a pending and a confirmed address, and mails at most once an hour', async () => {
    const email = uniqueEmail('twice');
    for (let i = 0; i < 3; i++) {
      const answer = await subscribe(email);
      expect(answer.status).toBe(202);
      expect(await answer.json()).toEqual({ status: 'check-your-inbox' });
    }
    expect(await mailsTo(email)).toHaveLength(1);
    await fetch(await confirmLinkOf(email));
    const again = await subscribe(email);
    expect(await again.json()).toEqual({ status: 'check-your-inbox' });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses a bad address with a 400 naming it, and a made-up link with a plain page', async () => {
    for (const bad of ['', 'no-at-sign', 'a b@c.d', 'x@y', `${'a'.repeat(250)}@b.cd`, 42]) {
      const answer = await subscribe(bad);
      expect(answer.status, String(bad)).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toMatch(/email/i);
    }
    expect((await visitor.post('/api/newsletter', {})).status).toBe(400);
    for (const token of ['x'.repeat(32), 'short', '<script>', '']) {
      const page = await fetch(
        `${server.url}/newsletter/confirm?token=${encodeURIComponent(token)}`,
      );
      expect(page.status, token).toBe(404);
      expect(await page.text()).toContain('This link does not work');
    }
  });

  it('lets only admins export the list', async () => {
    expect((await exportCsv(visitor)).status).toBe(401);
    expect((await exportCsv(user)).status).toBe(403);
  });

  it('keeps an address a spreadsheet would read as a formula inert in the export', async () => {
    const email = `=cmd-${Date.now()}@example.com`;
    await subscribe(email);
    await fetch(await confirmLinkOf(email));
    expect(await (await exportCsv(admin)).text()).toContain(`"'${email}",`);
  });
});
