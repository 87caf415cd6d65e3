import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenApiDocument } from '@unclewatch/core';

import { fetchDocument, operationsOf, toOpenApiPath } from './support/openapi';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let doc: OpenApiDocument;
beforeAll(async () => {
  server = await startTestServer();
  doc = await fetchDocument(server.url);
});
afterAll(() => server.close());

/** Registered routes the document leaves out on purpose, each with its reason. */
const NOT_DOCUMENTED: Record<string, string> = {
  'GET /': 'the web app shell (HTML)',
  'GET /*': 'the built web app files',
  'GET /dev/outbox': 'an HTML page for people on this machine; its JSON twin is documented',
  'GET /newsletter/confirm': "the HTML page a newsletter confirmation mail's link opens",
  'GET /api/auth/*': "better-auth's catch-all: its own document lists the real paths",
  'POST /api/auth/*': "better-auth's catch-all: its own document lists the real paths",
};

const ours = (d: OpenApiDocument) =>
  operationsOf(d).filter(({ operation }) => operation['x-provided-by'] !== 'better-auth');

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document by a standard validator', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, JSON.stringify(result)).toBe(true);
  });

  it('lists exactly the routes the server registers', () => {
    const registered = server.app.registeredRoutes
      .filter((r) => r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !(key in NOT_DOCUMENTED))
      .map((key) => toOpenApiPath(key))
      .sort();
    const documented = ours(doc)
      .map(({ method, path }) => `${method} ${path}`)
      .sort();
    const missing = registered.filter((r) => !documented.includes(r));
    const extra = documented.filter((d) => !registered.includes(d));
    expect(missing, `registered but not in the document: ${missing.join(', ')}`).toEqual([]);
    expect(extra, `in the document but not registered: ${extra.join(', ')}`).toEqual([]);
  });

  it('has a summary and a declared success answer for every route', () => {
    const problems = server.app.registeredRoutes
      .filter((r) => r.method !== 'HEAD' && !(`${r.method} ${r.url}` in NOT_DOCUMENTED))
      .flatMap(({ method, url, schema }) => {
        const route = `${method} ${url}`;
        const statuses = Object.keys((schema?.response as object | undefined) ?? {});
        const found: string[] = [];
        if (!statuses.some((s) => s.startsWith('2')))
          found.push(
            `${route} declares no success response: add \`response: { 200: <schema from @unclewatch/core> }\` to its route options`,
          );
        if (!schema?.summary) found.push(`${route} has no \`summary\` in its schema`);
        return found;
      });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('describes every error answer with the {error, details} shape and 429 with Retry-After', () => {
    const problems: string[] = [];
    for (const { method, path, operation } of ours(doc)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400 || path === '/api/ready') continue;
        const schema = response.content?.['application/json']?.schema as { $ref?: string };
        if (schema?.$ref !== '#/components/schemas/ApiError')
          problems.push(`${method} ${path} ${status} is not an ApiError`);
        if (status === '429' && !response.headers?.['retry-after'])
          problems.push(`${method} ${path} 429 has no Retry-After header`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('marks signed-in and admin-only routes with their security and 401/403 answers', () => {
    const byKey = new Map(ours(doc).map((o) => [`${o.method} ${o.path}`, o.operation]));
    const watchlist = byKey.get('GET /api/me/watchlist')!;
    expect(watchlist.security).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
    expect(watchlist.responses).toHaveProperty('401');
    for (const key of ['POST /api/recommend/add', 'DELETE /api/recommend/{key}']) {
      const admin = byKey.get(key)!;
      expect(admin['x-admin-only'], key).toBe(true);
      expect(Object.keys(admin.responses), key).toEqual(expect.arrayContaining(['401', '403']));
    }
    const publicList = byKey.get('GET /api/recommend/all')!;
    expect(publicList.security).toBeUndefined();
    // Its only 401 is `services=mine` signed out (issue 33); a plain public route has none.
    expect(publicList.parameters?.map((p) => p.name)).toContain('services');
    expect(byKey.get('GET /api/tmdb/genres')!.responses).not.toHaveProperty('401');
    expect(doc.components).toMatchObject({
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie' },
        bearerToken: { type: 'http', scheme: 'bearer' },
      },
    });
  });

  it("includes better-auth's own routes under /api/auth, its admin routes marked", () => {
    const auth = operationsOf(doc).filter((o) => o.operation['x-provided-by'] === 'better-auth');
    const keys = auth.map((o) => `${o.method} ${o.path}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/auth/sign-up/email',
        'POST /api/auth/sign-in/email',
        'GET /api/auth/get-session',
        'POST /api/auth/sign-out',
      ]),
    );
    const adminRoutes = auth.filter((o) => o.path.startsWith('/api/auth/admin/'));
    expect(adminRoutes.length).toBeGreaterThan(0);
    expect(adminRoutes.every((o) => o.operation['x-admin-only'])).toBe(true);
  });
});
