import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { siteInfoSchema } from '@unclewatch/core';

import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    SOCIAL_GITHUB_URL: 'https://github.com/unclewatch/unclewatch',
    SOCIAL_X_URL: 'https://x.com/unclewatch',
    PUBLIC_URL: 'https://watch.example.com/some/path',
  });
});
afterAll(() => server.close());

describe('GET /api/site', () => {
  it('lists only the configured social links, the genre version and the public origin', async () => {
    const response = await fetch(`${server.url}/api/site`);
    expect(response.status).toBe(200);
    const body = siteInfoSchema.parse(await response.json());
    expect(body.social).toEqual([
      { network: 'github', url: 'https://github.com/unclewatch/unclewatch' },
      { network: 'x', url: 'https://x.com/unclewatch' },
    ]);
    expect(body.genresVersion).toMatch(/^[\w-]{16}$/);
    expect(body.publicOrigin).toBe('https://watch.example.com');
  });
});
