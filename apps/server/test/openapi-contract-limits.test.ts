import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenApiDocument } from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { ContractChecker } from './support/contract-check';
import { call, type Caller, validBody } from './support/contract-calls';
import { sampleCatalogue } from './support/contract-fixtures';
import { GOOD_PASSWORD, uniqueEmail } from './support/mail-session';
import { operationsOf } from './support/openapi';
import { fetchDocument } from './support/openapi';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let doc: OpenApiDocument;
let checker: ContractChecker;
let caller: Caller;
let email: string;

beforeAll(async () => {
  // Every per-client limit at one a minute: the second call of a kind is over it.
  server = await startTestServer({
    SEARCH_RATE_LIMIT_PER_MINUTE: '1',
    COMMENT_RATE_LIMIT_PER_MINUTE: '1',
    AI_RATE_LIMIT_PER_MINUTE: '1',
    CHAT_RATE_LIMIT_PER_MINUTE: '1',
    IMPORT_FILES_PER_MINUTE: '1',
    IMPORT_COMMITS_PER_MINUTE: '1',
    STATS_PER_MINUTE: '1',
    AVAILABILITY_LOOKUPS_PER_MINUTE: '1',
    NEWSLETTER_PER_MINUTE: '1',
    ALERT_TESTS_PER_MINUTE: '1',
    HOUSEHOLD_JOINS_PER_MINUTE: '1',
    HOUSEHOLD_ACTIONS_PER_MINUTE: '1',
  });
  doc = await fetchDocument(server.url);
  checker = new ContractChecker(doc);
  email = uniqueEmail('limits');
  const user = await verifiedAccount(server.url, email);
  caller = {
    baseUrl: server.url,
    // Sampled before any limit is spent: sampling never searches.
    sample: await sampleCatalogue(server.url),
    tokens: { user: user.token ?? undefined },
  };
});
afterAll(() => server.close());

describe('rate limits against the document', () => {
  it('every route that documents 429 gives it, with Retry-After, once over its limit', async () => {
    // These count wrong PINs or passwords only, which a valid call never sends: their 429 is
    // shown in age-limits.test.ts and age-limits-profiles.test.ts.
    const wrongSecretsOnly = new Set(['PUT /api/me/limits', 'POST /api/me/profile/leave']);
    const limited = operationsOf(doc).filter(
      (o) =>
        o.operation.responses['429'] &&
        !o.operation['x-provided-by'] &&
        !wrongSecretsOnly.has(`${o.method} ${o.path}`),
    );
    expect(limited.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/tmdb/search',
        'POST /api/comments/{type}/{id}',
        'POST /api/chat',
        'POST /api/ai/rewrite-overview',
        // Each fans out to up to 100 availability look-ups: limited per user.
        'GET /api/me/services/available',
        'GET /api/me/services/coverage',
        // Each test calls every channel of the user's.
        'POST /api/me/alerts/test',
      ]),
    );
    const problems: string[] = [];
    for (const op of limited) {
      let last = 0;
      for (let attempt = 1; attempt <= 4 && last !== 429; attempt++) {
        const answer = await call(caller, op, 'user', {
          body: validBody(caller, op, 'user', attempt),
        });
        last = answer.status;
        problems.push(...checker.problems(op, answer).map((p) => `${op.method} ${op.path}: ${p}`));
        if (answer.status === 429)
          expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      if (last !== 429) problems.push(`${op.method} ${op.path} never answered 429 (last ${last})`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe("better-auth's routes the web app relies on, against its part of the document", () => {
  it('sign-in and get-session answer as documented', async () => {
    const auth = operationsOf(doc).filter((o) => o.operation['x-provided-by'] === 'better-auth');
    const find = (key: string) => auth.find((o) => `${o.method} ${o.path}` === key)!;
    const problems: string[] = [];
    const signIn = find('POST /api/auth/sign-in/email');
    const signedIn = await call(caller, signIn, 'visitor', {
      body: { email, password: GOOD_PASSWORD },
    });
    expect(signedIn.status).toBe(200);
    problems.push(...checker.problems(signIn, signedIn));
    const session = find('GET /api/auth/get-session');
    const current = await call(caller, session, 'user');
    expect(current.status).toBe(200);
    expect(JSON.parse(current.text)).toMatchObject({ user: { email } });
    problems.push(...checker.problems(session, current));
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
