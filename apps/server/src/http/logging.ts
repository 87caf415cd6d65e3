import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * Path segments that are themselves a token: better-auth's reset-password link, the calendar
 * feed's secret address (issue #39: it was logged on every fetch) and a webhook address (#43).
 */
const TOKEN_IN_PATH = /(\/reset-password\/|^\/api\/calendar\/|^\/api\/scrobble\/)[^/?]+/;

/** Drops query strings and token path segments from logged URLs (verification, reset links). */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at === -1 ? url : url.slice(0, at)).replace(TOKEN_IN_PATH, '$1[redacted]');
  return at === -1 ? path : `${path}?[redacted]`;
}

export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
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

/** The levels that write the request line (a quieter logger skips building it). */
const LOGS_INFO = new Set(['info', 'debug', 'trace']);

/**
 * One line per answered request, at info: method, route, path (no query), status and time;
 * the request id comes with the request's logger. Replaces Fastify's two lines ("incoming
 * request", "request completed"); no header or body is ever logged.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (!LOGS_INFO.has(request.log.level)) return done();
    const path = redactUrl(request.url).split('?')[0];
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        path,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      `${request.method} ${path} ${reply.statusCode}`,
    );
    done();
  });
}
