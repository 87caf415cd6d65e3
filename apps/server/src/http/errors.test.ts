import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import { DomainError, rateLimitExceeded, titleNotFound } from '../domain/domain-error';
import { registerErrorHandling } from './errors';

async function answerTo(error: Error) {
  const app = Fastify();
  registerErrorHandling(app);
  app.get('/', async () => {
    throw error;
  });
  const reply = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return { status: reply.statusCode, retryAfter: reply.headers['retry-after'], body: reply.json() };
}

describe('the HTTP mapping of domain errors', () => {
  it('answers each kind with its status and the {error, details?} body', async () => {
    const details = [{ path: 'date', message: 'must not be in the future' }];
    expect(await answerTo(new DomainError('invalid', 'Bad date', { details }))).toEqual({
      status: 400,
      retryAfter: undefined,
      body: { error: 'Bad date', details },
    });
    const statuses = {
      unauthenticated: 401,
      forbidden: 403,
      not_found: 404,
      conflict: 409,
      too_large: 413,
    } as const;
    for (const [kind, status] of Object.entries(statuses)) {
      const answer = await answerTo(new DomainError(kind as keyof typeof statuses, 'No'));
      expect(answer).toEqual({ status, retryAfter: undefined, body: { error: 'No' } });
    }
    expect((await answerTo(titleNotFound('tv', 7))).body).toEqual({
      error: 'No TV show with id 7',
    });
  });

  it('answers 429 with Retry-After for a client over its limit', async () => {
    expect(await answerTo(rateLimitExceeded(12))).toEqual({
      status: 429,
      retryAfter: '12',
      body: { error: 'Too many requests: please wait a moment and try again.' },
    });
  });

  it('answers anything else as a 500 that says nothing internal', async () => {
    const answer = await answerTo(new Error('SELECT * FROM secrets'));
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ error: 'Internal server error' });
  });
});
