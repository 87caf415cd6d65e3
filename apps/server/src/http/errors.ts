import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';

import type { ApiError } from '@unclewatch/core';

import { DomainError, type DomainErrorKind } from '../domain/domain-error';

/** The status each kind of refusal answers with; the body is the same `{error, details?}`. */
const statusOf: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
};

const contextNames: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'body field',
  headers: 'header',
};

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || '(root)';
}

export function toValidationAnswer(
  context: string | undefined,
  issues: { path: string; message: string }[],
): ApiError {
  const what = contextNames[context ?? 'body'] ?? 'field';
  const first = issues[0];
  const error = first ? `Invalid ${what} '${first.path}': ${first.message}` : `Invalid ${what}`;
  return { error, details: issues };
}

/** Maps every error to a JSON body `{error, details?}`; nothing internal leaks to the client. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: fieldName(v.instancePath),
        message: v.message ?? 'is invalid',
      }));
      return reply.status(400).send(toValidationAnswer(err.validationContext, issues));
    }
    if (err instanceof ZodError) {
      const issues = err.issues.map((i) => ({
        path: i.path.join('.') || '(root)',
        message: i.message,
      }));
      return reply.status(400).send(toValidationAnswer('body', issues));
    }
    if (err instanceof DomainError) {
      if (err.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(err.retryAfterSeconds));
      const body: ApiError = { error: err.message };
      if (err.details) body.details = err.details;
      return reply.status(statusOf[err.kind]).send(body);
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: clientMessage(err) });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(status >= 500 ? status : 500).send({ error: 'Internal server error' });
  });
}

function clientMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send application/json';
    default:
      return err.message;
  }
}
