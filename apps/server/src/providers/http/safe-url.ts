import { UpstreamInvalidRequestError } from './errors';

/** A path segment: a fixed word of a template, or an id. */
export type PathSegment = string | number;
export type QueryValue = string | number | undefined;

const wordPattern = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_QUERY_VALUE = 500;

function segment(provider: string, value: PathSegment): string {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value <= 0)
      throw new UpstreamInvalidRequestError(provider, 'an id must be a positive integer');
    return String(value);
  }
  // Letters, digits, '-' and '_' only: no '.', '/', '%' — so no '../' into other endpoints.
  if (!wordPattern.test(value))
    throw new UpstreamInvalidRequestError(provider, 'a path segment holds forbidden characters');
  return encodeURIComponent(value);
}

/**
 * Builds an upstream URL from a fixed template: the base URL, then segments each checked and
 * encoded, then query values set through URLSearchParams (which encodes them). The result is
 * checked to still sit under the base, whatever the input.
 */
export function buildUpstreamUrl(
  provider: string,
  baseUrl: string,
  segments: readonly PathSegment[],
  query: Record<string, QueryValue> = {},
): URL {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  const url = new URL(segments.map((s) => segment(provider, s)).join('/'), base);
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname))
    throw new UpstreamInvalidRequestError(provider, 'the path leaves the API');
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const text = String(value);
    if (text.length > MAX_QUERY_VALUE)
      throw new UpstreamInvalidRequestError(provider, `query value ${name} is too long`);
    url.searchParams.set(name, text);
  }
  return url;
}

/** The URL as it may be logged: path and parameter names, never values (keys live there). */
export function redactUrl(url: URL): string {
  const names = [...url.searchParams.keys()];
  return `${url.origin}${url.pathname}${names.length ? `?${names.map((n) => `${n}=…`).join('&')}` : ''}`;
}
