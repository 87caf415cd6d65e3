import http from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { verifiedAccount } from './support/accounts';
import { GOOD_PASSWORD, latestMail, Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';
import { totpFromUri } from './support/totp';

let server: TestServer;
let owner: Session;
let ownerToken: string | null;
let other: Session;
beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off', AI_RATE_LIMIT_PER_MINUTE: '3' });
  ({ session: owner, token: ownerToken } = await verifiedAccount(server.url, uniqueEmail('own')));
  other = (await verifiedAccount(server.url, uniqueEmail('other'))).session;
});
afterAll(() => server.close());

const json = async <T>(response: Response) => (await response.json()) as T;

describe('sign-up does not tell whether an email is registered', () => {
  /** The answer without what differs between any two sign-ups (id, times, the email itself). */
  async function signUpAnswer(email: string) {
    const response = await new Session(server.url).post('/api/auth/sign-up/email', {
      email,
      password: GOOD_PASSWORD,
      name: 'Someone',
    });
    const body = await json<{ user: Record<string, unknown> }>(response);
    const { id: _id, createdAt: _c, updatedAt: _u, email: _e, ...user } = body.user;
    return { status: response.status, body: { ...body, user } };
  }

  it('answers a new, a pending and a verified address alike', async () => {
    const fresh = await signUpAnswer(uniqueEmail('fresh'));
    const pendingEmail = uniqueEmail('pending');
    await signUpAnswer(pendingEmail);
    const pending = await signUpAnswer(pendingEmail);
    const verifiedEmail = uniqueEmail('taken');
    await verifiedAccount(server.url, verifiedEmail);
    const taken = await signUpAnswer(verifiedEmail);
    expect(fresh.status).toBe(200);
    expect(fresh.body.user).toMatchObject({ role: 'user' });
    expect(pending).toEqual(fresh);
    expect(taken).toEqual(fresh);
  });
});

describe('the CSRF Origin check', () => {
  const evil = { origin: 'https://evil.test' };
  const watchlist = async () =>
    (await json<{ titleId: number }[]>(await owner.fetch('/api/me/watchlist'))).map(
      (e) => e.titleId,
    );

  it('matches the route reached, however its path is spelled', async () => {
    const encoded = await owner.fetch('/%61pi/me/watchlist/movie/155', {
      method: 'PUT',
      headers: evil,
    });
    expect(encoded.status).toBe(403);

    // Absolute-form request target: `PUT http://host/api/... HTTP/1.1`.
    const absolute = await new Promise<number>((resolve, reject) => {
      const url = new URL(server.url);
      const request = http.request({
        host: url.hostname,
        port: url.port,
        method: 'PUT',
        path: `${server.url}/api/me/watchlist/movie/155`,
        headers: { cookie: owner.cookieHeader(), ...evil },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end();
    });
    expect(absolute).toBe(403);
    expect(await watchlist()).not.toContain(155);
  });

  it('is skipped only when a bearer token really signs the request in', async () => {
    const bogus = await owner.fetch('/api/me/watchlist/movie/155', {
      method: 'PUT',
      headers: { ...evil, authorization: 'Bearer not-a-token' },
    });
    expect(bogus.status).toBe(403);
    const basic = await owner.fetch('/api/me/watchlist/movie/155', {
      method: 'PUT',
      headers: { ...evil, authorization: 'Basic YTpi' },
    });
    expect(basic.status).toBe(403);
    expect(await watchlist()).not.toContain(155);

    const bearer = await owner.fetch('/api/me/watchlist/movie/155', {
      method: 'PUT',
      headers: { ...evil, authorization: `Bearer ${ownerToken}` },
    });
    expect(bearer.status).toBe(200);
    expect(await watchlist()).toContain(155);
  });
});

describe('import bodies of visitors', () => {
  it('are refused as signed-out before they are read', async () => {
    for (const path of ['/api/me/import/preview', '/api/me/import/commit']) {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"this is": not json',
      });
      // Parsing first answered 400 (bad JSON): the sign-in check comes before the body.
      expect(response.status).toBe(401);
      expect(await json<{ error: string }>(response)).toEqual({ error: 'Sign in required' });
    }
  });
});

describe('a TOTP code', () => {
  it('opens one session only, even inside its 30 s window', async () => {
    const email = uniqueEmail('totp');
    const session = new Session(server.url);
    await session.post('/api/auth/sign-up/email', { email, password: GOOD_PASSWORD, name: 't' });
    await session.fetch((await latestMail(server.url, email, /verify/i))!.links[0]!);
    await session.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    const enable = await session.post('/api/auth/two-factor/enable', { password: GOOD_PASSWORD });
    const { totpURI } = await json<{ totpURI: string }>(enable);
    // Confirm with the previous step's code (still accepted), so the sign-ins below get a
    // code of their own whatever the clock does meanwhile.
    const confirm = await session.post('/api/auth/two-factor/verify-totp', {
      code: totpFromUri(totpURI, Date.now() - 30_000),
    });
    expect(confirm.status).toBe(200);

    const code = totpFromUri(totpURI);
    const first = new Session(server.url);
    await first.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    expect((await first.post('/api/auth/two-factor/verify-totp', { code })).status).toBe(200);
    expect(await first.me()).toMatchObject({ email });

    // Someone who saw the code (and knows the password) tries it again at once.
    const replay = new Session(server.url);
    await replay.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
    const again = await replay.post('/api/auth/two-factor/verify-totp', { code });
    expect(again.status).toBe(401);
    expect(await replay.me()).toBeNull();
  });
});

describe('comment answers', () => {
  it("never carry the author's user id, but tell readers which comments are theirs", async () => {
    const ownerId = String((await owner.me())!.id);
    const posted = await owner.post('/api/comments/movie/603', { comment: 'Mine.' });
    expect(posted.status).toBe(201);
    expect(JSON.stringify(await json(posted))).not.toContain(ownerId);
    await other.post('/api/comments/movie/603', { comment: 'Theirs.' });

    for (const reader of [owner, other, new Session(server.url)]) {
      const response = await reader.fetch('/api/comments/movie/603');
      const text = await response.text();
      expect(text).not.toContain(ownerId);
      expect(text).not.toContain('userId');
    }
    const mine = (session: Session) =>
      session
        .fetch('/api/comments/movie/603')
        .then((r) => json<{ comment: string; mine: boolean }[]>(r))
        .then((list) => list.filter((c) => c.mine).map((c) => c.comment));
    expect(await mine(owner)).toEqual(['Mine.']);
    expect(await mine(other)).toEqual(['Theirs.']);
    expect(await mine(new Session(server.url))).toEqual([]);
  });
});

describe('the CSV export', () => {
  it('neutralises a cell a spreadsheet would run as a formula', async () => {
    // A real catalogue title that starts with "@" (a formula prefix in spreadsheets).
    expect((await owner.fetch('/api/me/watchlist/tv/61025', { method: 'PUT' })).status).toBe(200);
    const csv = await (await owner.fetch('/api/me/export?format=csv')).text();
    const row = csv.split('\r\n').find((line) => line.includes('midnight'))!;
    expect(row.split(',')).toContain("'@midnight");
    expect(csv).not.toMatch(/(^|,)[=+\-@]/m);

    // Importing the file again reads the title back without the apostrophe.
    const preview = await owner.post('/api/me/import/preview', {
      filename: 'unclewatch.csv',
      contentBase64: Buffer.from(csv).toString('base64'),
    });
    const body = await json<{ matched: { id: number; title: string }[] }>(preview);
    expect(body.matched.find((m) => m.id === 61025)?.title).toBe('@midnight');
  });
});

describe('rewrites of made-up titles', () => {
  it('are not stored: each one counts against the rate limit', async () => {
    const madeUp = {
      title: 'A Film Nobody Made',
      overview: 'Spam spam spam. Visit evil.example.',
      genre: 'Drama',
      type: 'movie',
    };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${server.url}/api/ai/rewrite-overview`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(madeUp),
      });
      statuses.push(response.status);
    }
    // Stored, the second and later answers came from the database without counting.
    expect(statuses).toEqual([200, 200, 200, 429]);
    const rows = await server.ctx.database.db
      .selectFrom('ai_overview_cache')
      .select('cache_key')
      .where('cache_key', 'like', 'text:%')
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('HSTS', () => {
  it('is sent when PUBLIC_URL is https, and not otherwise', async () => {
    expect((await fetch(`${server.url}/api/health`)).headers.get('strict-transport-security')).toBe(
      null,
    );
    const https = await startTestServer({
      TMDB_IMAGE_BASE_URL: 'off',
      PUBLIC_URL: 'https://watch.example.org',
    });
    try {
      for (const path of ['/api/health', '/']) {
        const response = await fetch(`${https.url}${path}`);
        // Read to the end: an unread page holds its connection open and close() waits for it.
        await response.arrayBuffer();
        expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
      }
    } finally {
      await https.close();
    }
  });
});
