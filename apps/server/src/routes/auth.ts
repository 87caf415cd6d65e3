import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { withAuthLog } from '../auth/auth-log';
import { safeBody, safeQuery } from '../auth/redirect-target';
import type { RouteContext } from './route-context';

const CLIENT_IP_HEADER = 'x-unclewatch-client-ip';

function toWebRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, String(value));
  }
  // Fastify's request.ip honours the trustProxy setting; the client cannot forge it.
  headers.set(CLIENT_IP_HEADER, request.ip);
  // Every redirect parameter (query and JSON body) is resolved against the public origin.
  const url = `${request.protocol}://${request.host}${safeQuery(request.url, origin)}`;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const raw = hasBody && Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined;
  const body = safeBody(raw, origin);
  if (body !== raw) headers.delete('content-length');
  return new Request(url, { method: request.method, headers, body });
}

/** Copies better-auth's answer, every Set-Cookie included; errors also get our `{error}`. */
async function sendWebResponse(response: Response, reply: FastifyReply): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const retryAfter = response.headers.get('x-retry-after');
  if (response.status === 429 && retryAfter) reply.header('retry-after', retryAfter);

  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json');
  if (response.status >= 400 && isJson) {
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      if (parsed && typeof parsed === 'object' && typeof parsed.error !== 'string') {
        const message = typeof parsed.message === 'string' ? parsed.message : response.statusText;
        return reply.send({ error: message, ...parsed });
      }
    } catch {
      // not JSON after all: pass it through unchanged
    }
  }
  return reply.send(text.length > 0 ? text : null);
}

const REDIRECT_PARAMS = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL'];

/**
 * A redirect target better-auth can build a URL from: a path on this site or an absolute
 * http(s) URL (better-auth then checks it against the trusted origins). Anything else made
 * better-auth 1.7 throw (a 500) instead of refusing it.
 */
function badRedirectParam(url: string): string | undefined {
  const query = url.indexOf('?');
  if (query === -1) return undefined;
  const params = new URLSearchParams(url.slice(query + 1));
  return REDIRECT_PARAMS.find((name) => {
    const value = params.get(name);
    if (value === null || value === '') return false;
    if (value.startsWith('/') && !value.startsWith('//')) return false;
    return !URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol);
  });
}

/** Mounts better-auth at /api/auth/* (registered under the /api prefix). */
export function authRoutes(ctx: RouteContext) {
  const origin = ctx.publicOrigin;
  return async (app: FastifyInstance) => {
    // better-auth reads the raw body itself; this parser is scoped to this plugin only.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    app.route({
      method: ['GET', 'POST'],
      url: '/auth/*',
      handler: async (request, reply) => {
        const badParam = badRedirectParam(request.url);
        if (badParam) {
          return reply
            .status(400)
            .send({ error: `Invalid ${badParam}: must be a path on this site or an http(s) URL` });
        }
        const response = await withAuthLog(request.log, () =>
          ctx.auth.auth.handler(toWebRequest(request, origin)),
        );
        return sendWebResponse(response, reply);
      },
    });
  };
}
