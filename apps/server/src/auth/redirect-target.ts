export const REDIRECT_PARAMS = [
  'callbackURL',
  'redirectTo',
  'errorCallbackURL',
  'newUserCallbackURL',
];

/**
 * Resolves a redirect parameter against the public origin and keeps only a path on it:
 * another origin (`//evil.test`, `/.//evil.test`, `/\evil.test`, encoded forms) becomes `/`.
 * Leading slashes are collapsed so the path can never read as protocol-relative.
 */
export function sameOriginPath(value: string, origin: string): string {
  if (!URL.canParse(value, origin)) return '/';
  const url = new URL(value, origin);
  if (url.origin !== origin) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`.replace(/^[/\\]+/, '/');
  return path.startsWith('/') ? path : '/';
}

/** The request URL with every redirect parameter in its query made same-origin. */
export function safeQuery(requestUrl: string, origin: string): string {
  const at = requestUrl.indexOf('?');
  if (at === -1) return requestUrl;
  const params = new URLSearchParams(requestUrl.slice(at + 1));
  let changed = false;
  for (const name of REDIRECT_PARAMS) {
    const value = params.get(name);
    if (value === null || value === '') continue;
    params.set(name, sameOriginPath(value, origin));
    changed = true;
  }
  return changed ? `${requestUrl.slice(0, at)}?${params}` : requestUrl;
}

/** A JSON body with every redirect field made same-origin; other bodies pass unchanged. */
export function safeBody(body: Uint8Array | undefined, origin: string): Uint8Array | undefined {
  if (!body || body.length === 0) return body;
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(body).toString('utf8'));
  } catch {
    return body;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return body;
  const record = data as Record<string, unknown>;
  let changed = false;
  for (const name of REDIRECT_PARAMS) {
    const value = record[name];
    if (typeof value !== 'string' || value === '') continue;
    record[name] = sameOriginPath(value, origin);
    changed = true;
  }
  return changed ? new TextEncoder().encode(JSON.stringify(record)) : body;
}
