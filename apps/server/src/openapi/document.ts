import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';

import { nameApiComponents, openApiDocumentSchema, type OpenApiDocument } from '@unclewatch/core';

import type { AppContext } from '../context';

import { type AuthDocument, authPaths } from './auth-paths';
import { pruneComponents } from './prune';
import { trackRegisteredRoutes } from './registered-routes';
import { routeTransform } from './route-transform';
import { registerStandardResponses } from './standard-responses';

type JsonObject = Record<string, unknown>;

const DESCRIPTION = `The HTTP API of an UncleWatch server: the catalogue (TMDB-shaped), ratings (OMDb-shaped),
streaming (Watchmode-shaped), the signed-in user's library, comments, Uncle's Pick, the
assistant, import/export and sign-in (better-auth, under \`/api/auth\`).

- **Errors** are JSON \`{error, details?}\`: \`error\` is a readable message, \`details\` lists each
  invalid field as \`{path, message}\`.
- **Signing in** (\`POST /api/auth/sign-in/email\`) sets the session cookie and returns the same
  session token in the \`set-auth-token\` header; scripts send it as \`Authorization: Bearer …\`.
- **Writes with a cookie** must come from this site (Origin check); bearer-token clients are not
  affected.
- **Rate limits** answer 429 with \`Retry-After\` (seconds).
- **Images**: poster and profile paths in answers are served by \`/img/{size}/{file}\`.

better-auth's own document: [/api/auth/open-api/generate-schema](/api/auth/open-api/generate-schema).`;

export const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description:
      'The session cookie set by sign-in (named `__Secure-better-auth.session_token` when PUBLIC_URL is https).',
  },
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The session token from the `set-auth-token` header of a sign-in answer.',
  },
} as const;

/**
 * The OpenAPI 3.1 document is generated from the routes' own zod schemas by @fastify/swagger
 * (see docs/decisions/018-openapi.md). Register before any route: both hooks see every route.
 */
export async function registerOpenApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  nameApiComponents();
  trackRegisteredRoutes(app);
  registerStandardResponses(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'UncleWatch API', version: ctx.version, description: DESCRIPTION },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: routeTransform,
    transformObject: jsonSchemaTransformObject,
  });
}

/** The whole document: our routes, then better-auth's under /api/auth; built once. */
export function buildOpenApiDocument(app: FastifyInstance, auth: AuthDocument): OpenApiDocument {
  const ours = structuredClone(app.swagger()) as JsonObject & {
    paths: Record<string, unknown>;
    components: { schemas?: Record<string, unknown> };
  };
  const fromAuth = authPaths(auth);
  const paths = { ...ours.paths, ...fromAuth.paths };
  const schemas = pruneComponents(paths, { ...ours.components.schemas, ...fromAuth.schemas });
  const tags = [...new Set(Object.values(paths).flatMap(operationTags))].map((name) => ({ name }));
  const document = { ...ours, tags, paths, components: { ...ours.components, schemas } };
  // Checked when built, not per request: the route sends this precomputed JSON as it is.
  return openApiDocumentSchema.parse(document);
}

function operationTags(operations: unknown): string[] {
  return Object.values(operations as Record<string, { tags?: string[] }>).flatMap(
    (operation) => operation.tags ?? [],
  );
}
