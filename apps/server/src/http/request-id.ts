import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

const VALID_REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The id of a request in every log line: the load balancer's `x-request-id` when it is a
 * plausible id (so one request can be followed across proxy and instance), else a fresh UUID.
 * Anything else a client sends there is ignored, so it can't forge or inject log content.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming)
    ? incoming
    : crypto.randomUUID();
}

/** Echoes the id back, so a client or proxy can quote it when reporting a problem. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
