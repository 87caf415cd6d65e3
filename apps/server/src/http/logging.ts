import type { FastifyServerOptions } from 'fastify';

/** Drops query strings from logged URLs: they can carry tokens (verification, reset links). */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? url : `${url.slice(0, at)}?[redacted]`;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; id: string }) {
        return { id: request.id, method: request.method, url: redactUrl(request.url) };
      },
    },
  };
}
