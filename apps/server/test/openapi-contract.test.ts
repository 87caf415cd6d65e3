import type { Calendar } from '@unclewatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { verifiedAccount } from './support/accounts';
import { type Answer, ContractChecker } from './support/contract-check';
import {
  call,
  type Caller,
  type CallOptions,
  validBody as bodyFor,
} from './support/contract-calls';
import {
  INVALID_BODIES,
  importReports,
  INVALID_VALUES,
  type Role,
  sampleCatalogue,
  UNKNOWN_VALUES,
  unmatchedPlays,
} from './support/contract-fixtures';
import { uniqueEmail } from './support/mail-session';
import { type DocumentedOperation, fetchDocument, operationsOf } from './support/openapi';
import { startTestServer, type TestServer } from './support/test-server';

const ADMIN = 'contract-admin@example.com';
const ROLES: Role[] = ['visitor', 'user', 'admin'];

let server: TestServer;
let caller: Caller;
let checker: ContractChecker;
let operations: DocumentedOperation[];
let adminCookie: string;

const name = (op: DocumentedOperation) => `${op.method} ${op.path}`;
const needsSession = (op: DocumentedOperation) =>
  Boolean(op.operation.security?.length) &&
  !op.operation.security!.some((s) => Object.keys(s).length === 0);
const isWrite = (op: DocumentedOperation) => op.method !== 'GET';

/** Calls, then records every way the answer disagrees with the document. */
async function checked(
  problems: string[],
  op: DocumentedOperation,
  role: Role,
  options: CallOptions = {},
): Promise<Answer> {
  const answer = await call(caller, op, role, options);
  for (const problem of checker.problems(op, answer))
    problems.push(`${name(op)} as ${role}: ${problem}`);
  return answer;
}

const validBody = (op: DocumentedOperation, role: Role, attempt = 1) =>
  bodyFor(caller, op, role, attempt);

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN, TMDB_IMAGE_BASE_URL: 'off' });
  const doc = await fetchDocument(server.url);
  checker = new ContractChecker(doc);
  // better-auth's routes are its own; a smaller test below checks the ones we rely on.
  operations = operationsOf(doc).filter((o) => o.operation['x-provided-by'] !== 'better-auth');
  const user = await verifiedAccount(server.url, uniqueEmail('contract'));
  const admin = await verifiedAccount(server.url, ADMIN);
  adminCookie = admin.session.cookieHeader();
  caller = {
    baseUrl: server.url,
    sample: await sampleCatalogue(server.url),
    tokens: { user: user.token ?? undefined, admin: admin.token ?? undefined },
  };
  const calendar = (await (await user.session.fetch('/api/me/calendar')).json()) as Calendar;
  caller.sample.calendarFeed = calendar.feedUrl.split('/').pop();
  caller.sample.webhookToken = await unmatchedPlays(server.url, caller.sample, {
    user: user.session,
    admin: admin.session,
  });
  await importReports(caller.sample, { user: user.session, admin: admin.session });
});
afterAll(() => server.close());

describe('the OpenAPI document against the real server', () => {
  it('every operation answers as documented to a visitor, a user and an admin', async () => {
    const problems: string[] = [];
    const succeeded = new Set<string>();
    // Writes first (so reads see data), deletes last (so they have something to delete).
    const order = (op: DocumentedOperation) => ({ GET: 1, DELETE: 2 })[op.method] ?? 0;
    for (const op of [...operations].sort((a, b) => order(a) - order(b))) {
      for (const role of ROLES) {
        const answer = await checked(problems, op, role, { body: validBody(op, role) });
        const expected =
          role === 'visitor' && needsSession(op)
            ? 401
            : role !== 'admin' && op.operation['x-admin-only']
              ? 403
              : 'success';
        const ok = expected === 'success' ? answer.status < 300 : answer.status === expected;
        if (!ok)
          problems.push(
            `${name(op)} as ${role}: expected ${expected}, got ${answer.status} ${answer.text.slice(0, 200)}`,
          );
        if (answer.status < 300) succeeded.add(name(op));
        if (op.path === '/api/comments/{type}/{id}' && answer.status === 201)
          caller.sample.commentIds[role] = (JSON.parse(answer.text) as { id: string }).id;
        if (op.path === '/api/me/watched/{type}/{id}' && answer.status === 201)
          caller.sample.diaryEntryIds[role] = (
            JSON.parse(answer.text) as { entry: { id: string } }
          ).entry.id;
        if (op.path === '/api/me/calendar/feed' && answer.status === 200)
          caller.sample.calendarFeed = (JSON.parse(answer.text) as Calendar).feedUrl
            .split('/')
            .pop();
        if (op.path === '/api/me/webhooks' && op.method === 'POST' && role === 'user')
          caller.sample.webhookToken = (JSON.parse(answer.text) as { token: string }).token;
        if (op.path === '/api/households' && answer.status === 201)
          caller.sample.households[role] = JSON.parse(answer.text) as {
            id: string;
            inviteCode: string;
            ownerId: string;
          };
      }
    }
    const neverSucceeded = operations.map(name).filter((n) => !succeeded.has(n));
    expect(problems, problems.join('\n')).toEqual([]);
    expect(neverSucceeded, `no successful answer from: ${neverSucceeded.join(', ')}`).toEqual([]);
  });

  it('bad parameters and bodies get a documented 4xx naming the problem', async () => {
    const problems: string[] = [];
    let calls = 0;
    for (const op of operations) {
      const attempts: CallOptions[] = [];
      for (const p of op.operation.parameters ?? []) {
        const invalid = INVALID_VALUES[`${op.path}:${p.name}`] ?? INVALID_VALUES[p.name];
        // A calendar feed's address is its secret: any it is not answers 404 (issue #45).
        const secretAddress = op.path === '/api/calendar/{file}';
        if (p.in === 'path' && invalid !== undefined && !secretAddress)
          attempts.push({ params: { [p.name]: invalid } });
        if (p.in === 'query' && p.required) attempts.push({ omit: [p.name] });
        if (p.in === 'query' && p.name === 'page') attempts.push({ params: { page: 0 } });
      }
      if (op.operation.requestBody) attempts.push({ body: INVALID_BODIES[name(op)] ?? {} });
      for (const attempt of attempts) {
        calls += 1;
        const answer = await checked(problems, op, 'admin', {
          body: validBody(op, 'admin'),
          ...attempt,
        });
        if (answer.status !== 400)
          problems.push(
            `${name(op)} with ${JSON.stringify(attempt)}: expected 400, got ${answer.status}`,
          );
        else if (!(JSON.parse(answer.text) as { error: string }).error.startsWith('Invalid'))
          problems.push(`${name(op)}: the 400 does not name the field: ${answer.text}`);
      }
    }
    expect(calls).toBeGreaterThan(30);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('unknown ids get a documented 404', async () => {
    const problems: string[] = [];
    const withNotFound = operations.filter(
      (op) =>
        op.operation.responses['404'] && op.operation.parameters?.some((p) => p.in === 'path'),
    );
    for (const op of withNotFound) {
      const params = Object.fromEntries(
        (op.operation.parameters ?? [])
          .filter((p) => p.in === 'path')
          .map((p) => [p.name, UNKNOWN_VALUES[`${op.path}:${p.name}`] ?? UNKNOWN_VALUES[p.name]])
          .filter(([, v]) => v !== undefined),
      );
      const answer = await checked(problems, op, 'admin', { params, body: validBody(op, 'admin') });
      if (answer.status !== 404)
        problems.push(`${name(op)} with ${JSON.stringify(params)}: got ${answer.status}`);
    }
    expect(withNotFound.length).toBeGreaterThan(8);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('writes refuse other content types, bad JSON, big bodies and cross-site cookies as documented', async () => {
    const problems: string[] = [];
    const writes = operations.filter(isWrite);
    const huge = JSON.stringify({ filler: 'x'.repeat(9 * 1024 * 1024) });
    for (const op of writes) {
      const cases: [number, CallOptions][] = [
        [415, { raw: { type: 'text/plain', text: 'hello' } }],
        [400, { raw: { type: 'application/json', text: '{"not json' } }],
        [413, { raw: { type: 'application/json', text: huge } }],
        [
          403,
          {
            body: validBody(op, 'admin'),
            headers: { cookie: adminCookie, origin: 'https://elsewhere.example' },
          },
        ],
      ];
      for (const [status, options] of cases) {
        // Media servers label webhook bodies loosely: that route reads any type by shape.
        if (status === 415 && op.path === '/api/scrobble/{token}') continue;
        const answer = await checked(problems, op, 'admin', options);
        if (answer.status !== status)
          problems.push(`${name(op)}: expected ${status}, got ${answer.status}`);
      }
    }
    expect(writes.length).toBeGreaterThan(10);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it("rating a title off the watchlist (409) and deleting another user's comment (403) are documented", async () => {
    const problems: string[] = [];
    const byName = new Map(operations.map((o) => [name(o), o]));
    const rate = byName.get('PUT /api/me/ratings/{type}/{id}')!;
    const rating = await checked(problems, rate, 'user', {
      params: { type: 'tv', id: caller.sample.tv.id },
      body: { rating: 7 },
    });
    expect(rating.status).toBe(409);
    const post = byName.get('POST /api/comments/{type}/{id}')!;
    const posted = await checked(problems, post, 'admin', { body: { comment: 'An admin writes' } });
    const commentId = (JSON.parse(posted.text) as { id: string }).id;
    const remove = byName.get('DELETE /api/comments/{commentId}')!;
    const refused = await checked(problems, remove, 'user', { params: { commentId } });
    expect(refused.status).toBe(403);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('prepared public answers carry their documented ETag and answer 304 when unchanged', async () => {
    const problems: string[] = [];
    const prepared = operations.filter((op) => op.operation.responses['200']?.headers?.etag);
    expect(prepared.map(name)).toEqual(
      expect.arrayContaining(['GET /api/home', 'GET /api/tmdb/{type}/{id}']),
    );
    for (const op of prepared) {
      const first = await checked(problems, op, 'visitor');
      const etag = first.headers.get('etag');
      if (!etag) continue;
      const again = await checked(problems, op, 'visitor', { headers: { 'if-none-match': etag } });
      // /api/home draws one of several variants per request: a different one is a fresh 200.
      if (again.status !== 304 && op.path !== '/api/home')
        problems.push(`${name(op)}: If-None-Match ${etag} answered ${again.status}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('the export and the image proxy answer in their documented content types', async () => {
    const problems: string[] = [];
    const byName = new Map(operations.map((o) => [name(o), o]));
    const csv = await checked(problems, byName.get('GET /api/me/export')!, 'user', {
      params: { format: 'csv' },
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const image = await checked(problems, byName.get('GET /img/{size}/{file}')!, 'visitor');
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
