import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { healthSchema } from '@unclewatch/core';

import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/health', () => {
  it('reports status, version, database kind and provider modes', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    const body = healthSchema.parse(await response.json());
    expect(body.status).toBe('ok');
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite');
    expect(body.providers.catalog).toBe('embedded');
  });

  it('is ready when the database answers', async () => {
    const response = await fetch(`${server.url}/api/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });
});

describe('unknown API routes', () => {
  it('answer 404 JSON naming the route instead of the web page', async () => {
    const response = await fetch(`${server.url}/api/does-not-exist?x=1`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: 'Not found: GET /api/does-not-exist' });
  });
});
