import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** sha256 sources for the inline scripts of the built index.html (the no-flash theme script). */
export function inlineScriptHashes(distDir: string): string[] {
  const file = path.join(distDir, 'index.html');
  if (!fs.existsSync(file)) return [];
  const html = fs.readFileSync(file, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${crypto.createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

export function contentSecurityPolicy(
  scriptHashes: string[],
  imageCdn: string | undefined,
): string {
  const cdn = imageCdn ? ` ${new URL(imageCdn).origin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // React and Tailwind set a few inline styles; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${cdn}`,
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * What a document needs is not what data needs: an answer that is not a page (JSON, an image,
 * a script) is never run as a document, so it gets the strictest policy in a few bytes (as
 * OWASP advises for APIs) instead of the page's whole policy on every API call.
 */
const NOT_A_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";

/** True for an answer with a type that is not HTML; a typeless one (a 304) gets it all. */
function isData(type: unknown): boolean {
  return typeof type === 'string' && !type.startsWith('text/html');
}

/**
 * Security headers on every answer: nosniff and no framing everywhere; on pages (HTML) the
 * site's CSP, a careful referrer and cross-origin isolation of the window; on everything else
 * a CSP that allows nothing.
 */
export function registerSecurityHeaders(app: FastifyInstance, csp: string): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    if (isData(reply.getHeader('content-type'))) {
      reply.header('content-security-policy', NOT_A_DOCUMENT_CSP);
    } else {
      reply.header('content-security-policy', csp);
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('cross-origin-opener-policy', 'same-origin');
      reply.header('permissions-policy', 'camera=(), geolocation=(), microphone=(self)');
    }
    done(null, payload);
  });
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Same host as the request (the scheme may differ behind a TLS-terminating proxy). */
function sameHost(origin: string, request: FastifyRequest): boolean {
  return URL.canParse(origin) && new URL(origin).host === request.host;
}

/**
 * CSRF protection for cookie-authenticated writes: a browser always sends Origin (or
 * Sec-Fetch-Site) with a cross-site write, so one from another site is refused. Which route
 * a request reaches decides, not how its target is spelled (`/%61pi/...` and absolute-form
 * `POST http://host/api/...` reach the same routes). A request whose bearer token really
 * authenticates it is not at risk (its session is the token's) and passes; any other
 * Authorization header changes nothing. better-auth checks its own routes.
 */
export function registerOriginCheck(
  app: FastifyInstance,
  publicUrl: string | undefined,
  bearerAuthenticates: (request: FastifyRequest) => Promise<boolean>,
): void {
  const trusted = new Set(publicUrl ? [new URL(publicUrl).origin] : []);
  /** True when it answered 403. */
  const refused = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/') || route.startsWith('/api/auth/')) return false;
    if (!request.headers.cookie) return false;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const allowed = origin
      ? sameHost(origin, request) || trusted.has(origin)
      : site === undefined || site === 'same-origin' || site === 'none';
    if (allowed) return false;
    if (request.headers.authorization && (await bearerAuthenticates(request))) return false;
    void reply.status(403).send({ error: 'Cross-site request refused (Origin not allowed)' });
    return true;
  };
  // A callback hook: reads (most requests) pass without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (!unsafeMethods.has(request.method)) return done();
    refused(request, reply).then((sent) => sent || done(), done);
  });
}

/** HSTS for a site served over https (PUBLIC_URL): browsers then never try plain http. */
export function registerHsts(app: FastifyInstance, publicUrl: string | undefined): void {
  if (!publicUrl?.startsWith('https://')) return;
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('strict-transport-security', 'max-age=31536000');
    done(null, payload);
  });
}

/**
 * Longest request target answered: far beyond any link of ours (a search, an emailed token, a
 * sign-in callback), far below what a flood of padded addresses needs. Longer gets 414.
 */
export const MAX_URL_LENGTH = 4096;

/** Refuses over-long addresses before anything else reads them (routing aside). */
export function registerUrlLimit(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.length <= MAX_URL_LENGTH) return done();
    void reply
      .status(414)
      .send({ error: `The address is longer than ${MAX_URL_LENGTH} characters` });
  });
}

/**
 * An API answer that says nothing about caching may depend on who asks (a session, a user's
 * rows): it gets `private, no-store`, so no shared cache keeps it and no browser stores it. A
 * public answer says so itself (public-answers.ts), so a new route is private until it does.
 */
export function registerPrivateByDefault(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // The matched route, however the path is spelled (`/%61pi/me`); else the path as sent.
    const path = request.routeOptions.url ?? request.url.split('?', 1)[0] ?? '';
    if ((path === '/api' || path.startsWith('/api/')) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'private, no-store');
    done(null, payload);
  });
}
