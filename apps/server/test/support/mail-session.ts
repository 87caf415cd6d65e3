import type { OutboxMail } from '@unclewatch/core';

/** A tiny cookie-keeping HTTP client, like a browser tab, for API tests. */
export class Session {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  hasCookies(): boolean {
    return this.cookies.size > 0;
  }

  async fetch(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader());
    if (json !== undefined) headers.set('content-type', 'application/json');
    const url = path.startsWith('http') ? path : `${this.baseUrl}${path}`;
    const response = await fetch(url, {
      redirect: 'manual',
      ...rest,
      method: rest.method ?? (json !== undefined ? 'POST' : 'GET'),
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  post(path: string, json: unknown): Promise<Response> {
    return this.fetch(path, { method: 'POST', json });
  }

  /** Follows redirects by hand so cookies set on the way are kept. */
  async follow(url: string, maxHops = 5): Promise<Response> {
    let response = await this.fetch(url);
    for (let hop = 0; hop < maxHops && response.status >= 300 && response.status < 400; hop++) {
      const location = response.headers.get('location');
      if (!location) break;
      response = await this.fetch(
        new URL(location, url.startsWith('http') ? url : this.baseUrl).toString(),
      );
    }
    return response;
  }

  async me() {
    const response = await this.fetch('/api/me');
    return ((await response.json()) as { user: Record<string, unknown> | null }).user;
  }
}

/** Reads the development outbox as a local client would. */
export async function outbox(baseUrl: string): Promise<OutboxMail[]> {
  const response = await fetch(`${baseUrl}/api/dev/outbox`);
  if (!response.ok) throw new Error(`outbox answered ${response.status}`);
  return (await response.json()) as OutboxMail[];
}

/** The newest mail to `to` whose subject matches, or undefined. */
export async function latestMail(
  baseUrl: string,
  to: string,
  subject: RegExp,
): Promise<OutboxMail | undefined> {
  return (await outbox(baseUrl)).find((mail) => mail.to === to && subject.test(mail.subject));
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;

export const GOOD_PASSWORD = 'Popcorn#2024';
