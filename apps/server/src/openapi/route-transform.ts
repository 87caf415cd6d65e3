import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

import { isDocumentedUrl } from './standard-responses';

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type JsonObject = Record<string, unknown>;

/** The document's sections, by URL prefix (first match wins); a route may set its own tags. */
const TAGS: [prefix: string, tag: string][] = [
  ['/api/me/import', 'Import and export'],
  ['/api/me/export', 'Import and export'],
  ['/api/me/', 'Library'],
  ['/api/me', 'Account'],
  ['/api/account/', 'Account'],
  ['/api/comments/', 'Comments'],
  ['/api/recommend/', "Uncle's Pick"],
  ['/api/ai/', 'Assistant'],
  ['/api/chat', 'Assistant'],
  ['/api/dev/', 'Development'],
  ['/img/', 'Images'],
  ['/api/health', 'Service'],
  ['/api/ready', 'Service'],
  ['/api/openapi', 'Service'],
  ['/api/', 'Catalogue'],
];

export const tagOf = (url: string) => TAGS.find(([prefix]) => url.startsWith(prefix))?.[1];

const STATUS_TEXT: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  304: 'Not modified: the ETag sent in If-None-Match still matches; no body',
  400: 'Invalid input: `error` names the first bad field, `details` lists every problem',
  401: 'Sign in required: no valid session cookie or bearer token',
  403: 'Refused: admins only, not your own item, or a cross-site write (Origin not allowed)',
  404: 'Not found',
  409: 'Conflict with the current state (the message says what to do first)',
  413: 'Request body or uploaded file too large',
  415: 'Unsupported content type: send application/json',
  429: 'Too many requests: wait the seconds in Retry-After',
  500: 'Internal server error (details are in the server log, never in the answer)',
  503: 'Not ready',
};

const RETRY_AFTER = {
  type: 'integer',
  minimum: 1,
  description: 'Seconds until the client may try again',
};

/** Answers served from prepared bodies (http/public-answers.ts) carry these. */
const PREPARED_ANSWER_HEADERS = {
  etag: {
    type: 'string',
    description: 'Send it back in If-None-Match to get a 304 when unchanged',
  },
  'cache-control': {
    type: 'string',
    description: 'How long browsers and shared caches may keep it',
  },
};

const zodTransform = createJsonSchemaTransform({ skipList: [] });

/**
 * Per route: zod → JSON Schema 2020-12 (fastify-type-provider-zod), then what the document
 * needs on top: a section tag, a description for every status and the Retry-After header on
 * 429. HTML pages and routes outside the API are left out.
 */
export const routeTransform: Transform = (input) => {
  const { url } = input;
  const original = input.schema as JsonObject | undefined;
  if (!isDocumentedUrl(url) || original?.hide) return { schema: { hide: true }, url };
  const { schema } = zodTransform(input) as { schema: JsonObject; url: string };
  schema.tags ??= [tagOf(url) ?? 'Other'];
  const response = (schema.response ?? {}) as Record<string, JsonObject>;
  const config = (input.route as { config?: { publicAnswer?: string } } | undefined)?.config;
  if (config?.publicAnswer && response['200']) {
    response['200'].headers = PREPARED_ANSWER_HEADERS;
    response['304'] = { type: 'null' };
  }
  for (const [status, json] of Object.entries(response)) {
    json.description ??= STATUS_TEXT[status] ?? 'Answer';
    if (status === '429') json.headers = { 'retry-after': RETRY_AFTER };
  }
  return { schema, url };
};
