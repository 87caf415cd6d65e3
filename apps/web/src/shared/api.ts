import type { ApiError } from '@unclewatch/core';

/** Thrown for any non-OK answer; `message` follows the spec's 'HTTP error! status: {code}'. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | null,
  ) {
    super(`HTTP error! status: ${status}`);
    this.name = 'ApiRequestError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

let transport: typeof fetch = (input, init) => fetch(input, init);

/**
 * Where requests go: the browser's fetch, or, in the server's rendering build, the server
 * answering its own API in-process. Set once, when that build loads (entry-server.tsx): the
 * transport it sets picks each render's own sender from an AsyncLocalStorage, so renders that
 * overlap never send one visitor's requests as another's.
 */
export function setApiTransport(send: typeof fetch): void {
  transport = send;
}

/** The one way the web app talks to our server: JSON in, JSON out, cookies included. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const response = await transport(path, {
    method,
    signal,
    credentials: 'same-origin',
    headers:
      body === undefined
        ? { accept: 'application/json' }
        : { 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const errorBody = (await response.json().catch(() => null)) as ApiError | null;
    throw new ApiRequestError(response.status, errorBody);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export function withQuery(
  path: string,
  params: Record<string, string | number | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
