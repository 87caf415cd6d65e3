import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { binaryBodySchema, openApiDocumentSchema, type OpenApiDocument } from '@unclewatch/core';

import type { RouteContext } from './route-context';
import { type AuthDocument } from '../openapi/auth-paths';
import { renderDocsPage } from '../openapi/docs-page';
import { buildOpenApiDocument } from '../openapi/document';

/** Built once, at the first request (every route is registered by then); retried on failure. */
function once<T>(build: () => Promise<T>): () => Promise<T> {
  let built: Promise<T> | undefined;
  return () =>
    (built ??= build().catch((error: unknown) => {
      built = undefined;
      throw error;
    }));
}

/** GET /api/openapi.json (the API described) and GET /api/docs (the same, for people). */
export function openApiRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    const document = once<OpenApiDocument>(async () => {
      const auth = await ctx.auth.auth.api.generateOpenAPISchema();
      return buildOpenApiDocument(app, auth as unknown as AuthDocument);
    });
    const page = once(async () => renderDocsPage(await document()));

    app.get(
      '/openapi.json',
      {
        schema: {
          summary: 'This document: OpenAPI 3.1',
          response: { 200: openApiDocumentSchema },
        },
      },
      async () => document(),
    );

    app.get(
      '/docs',
      {
        schema: {
          summary: 'This document as a page for people',
          response: {
            200: {
              description: 'An HTML page',
              content: { 'text/html': { schema: binaryBodySchema } },
            },
          },
        },
      },
      async (_request, reply) =>
        reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(await page()),
    );
  };
}
