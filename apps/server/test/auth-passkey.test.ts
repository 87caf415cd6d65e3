import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { verifiedAccount } from './support/accounts';
import { Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function expectJsonError(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = (await response.json()) as { error?: unknown };
  expect(typeof body.error).toBe('string');
}

describe('passkeys', () => {
  it('needs a session to register, list or delete passkeys (401 JSON, never 500)', async () => {
    const anonymous = new Session(server.url);
    await expectJsonError(
      await anonymous.fetch('/api/auth/passkey/generate-register-options'),
      401,
    );
    await expectJsonError(
      await anonymous.post('/api/auth/passkey/verify-registration', {
        response: { id: 'x', rawId: 'x', type: 'public-key', response: {} },
      }),
      401,
    );
    await expectJsonError(await anonymous.fetch('/api/auth/passkey/list-user-passkeys'), 401);
    await expectJsonError(
      await anonymous.post('/api/auth/passkey/delete-passkey', { id: 'nope' }),
      401,
    );
  });

  it('offers registration options for the configured relying party to a signed-in user', async () => {
    const { session } = await verifiedAccount(server.url, uniqueEmail('passkey'));
    const options = await session.fetch('/api/auth/passkey/generate-register-options');
    expect(options.status).toBe(200);
    const body = (await options.json()) as { rp: { id: string; name: string }; challenge: string };
    expect(body.rp).toEqual({ id: 'localhost', name: 'UncleWatch' });
    expect(body.challenge.length).toBeGreaterThan(10);

    // The passkey table exists (created by the start-up migration on either database).
    const list = await session.fetch('/api/auth/passkey/list-user-passkeys');
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual([]);
  });

  it('answers a bogus passkey sign-in with a 4xx JSON error', async () => {
    const anonymous = new Session(server.url);
    const options = await anonymous.fetch('/api/auth/passkey/generate-authenticate-options');
    expect(options.status).toBe(200);
    const answer = await anonymous.post('/api/auth/passkey/verify-authentication', {
      response: {
        id: 'unknown',
        rawId: 'unknown',
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
      },
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(((await answer.json()) as { error?: unknown }).error).toEqual(expect.any(String));
  });
});
