import {
  UpstreamError,
  UpstreamInvalidRequestError,
  UpstreamNotFoundError,
  UpstreamUnavailableError,
} from './errors';
import { buildUpstreamUrl, redactUrl, type PathSegment, type QueryValue } from './safe-url';
import { Semaphore } from './semaphore';

export {
  UpstreamError,
  UpstreamInvalidRequestError,
  UpstreamNotFoundError,
  UpstreamUnavailableError,
};
export type { PathSegment, QueryValue };

/** The part of a pino logger the upstream uses. */
export interface UpstreamLog {
  warn(details: Record<string, unknown>, message: string): void;
  debug(details: Record<string, unknown>, message: string): void;
}

export interface UpstreamOptions {
  /** Shown in logs and errors, e.g. "tmdb". */
  name: string;
  baseUrl: string;
  /** Added to every request's query (e.g. the API key); never logged. */
  authQuery?: Record<string, string>;
  /** Added to every request's headers (e.g. a bearer token); never logged. */
  authHeaders?: Record<string, string>;
  timeoutMs?: number;
  /** Further tries after the first on 429, 5xx and network errors. */
  retries?: number;
  backoffBaseMs?: number;
  /** A Retry-After longer than this is not waited for: the request fails instead. */
  maxRetryWaitMs?: number;
  concurrency?: number;
  log?: UpstreamLog;
}

export interface UpstreamStats {
  requests: number;
  retries: number;
  failures: number;
}

const silentLog: UpstreamLog = { warn() {}, debug() {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds or an HTTP date, as RFC 9110 allows; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

class RetryableFailure extends Error {
  constructor(
    readonly reason: string,
    readonly waitMs?: number,
  ) {
    super(reason);
  }
}

/**
 * The one HTTP base every live adapter uses: URLs from checked templates, a time-out per
 * attempt, bounded retries with exponential back-off (honouring Retry-After), a concurrency
 * limit, redacted logs, and typed errors for every non-2xx answer.
 */
export class Upstream {
  readonly stats: UpstreamStats = { requests: 0, retries: 0, failures: 0 };
  private readonly semaphore: Semaphore;
  private readonly log: UpstreamLog;

  constructor(private readonly options: UpstreamOptions) {
    this.semaphore = new Semaphore(options.concurrency ?? 8);
    this.log = options.log ?? silentLog;
  }

  get name(): string {
    return this.options.name;
  }

  /** GET a JSON document; throws UpstreamNotFoundError, UpstreamUnavailableError or UpstreamInvalidRequestError. */
  async getJson<T>(
    segments: readonly PathSegment[],
    query: Record<string, QueryValue> = {},
  ): Promise<T> {
    const { name, baseUrl, authQuery = {} } = this.options;
    const url = buildUpstreamUrl(name, baseUrl, segments, { ...query, ...authQuery });
    const where = redactUrl(url);
    const retries = this.options.retries ?? 2;
    for (let attempt = 0; ; attempt++) {
      try {
        this.stats.requests++;
        return await this.semaphore.run(() => this.attempt<T>(url, where));
      } catch (err) {
        if (!(err instanceof RetryableFailure)) {
          if (!(err instanceof UpstreamNotFoundError)) this.stats.failures++;
          throw err;
        }
        const backoff = (this.options.backoffBaseMs ?? 200) * 2 ** attempt;
        const wait = err.waitMs ?? backoff + Math.random() * backoff * 0.2;
        if (attempt >= retries || wait > (this.options.maxRetryWaitMs ?? 5000)) {
          this.stats.failures++;
          this.log.warn({ upstream: name, url: where, reason: err.reason }, 'upstream unavailable');
          throw new UpstreamUnavailableError(name, err.reason);
        }
        this.stats.retries++;
        this.log.debug({ upstream: name, url: where, reason: err.reason, wait }, 'upstream retry');
        await sleep(wait);
      }
    }
  }

  private async attempt<T>(url: URL, where: string): Promise<T> {
    const { name, timeoutMs = 5000, authHeaders = {} } = this.options;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', ...authHeaders },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw new RetryableFailure(timedOut ? `time-out after ${timeoutMs} ms` : 'network error');
    }
    if (response.ok) {
      try {
        return (await response.json()) as T;
      } catch {
        throw new UpstreamUnavailableError(name, 'unreadable answer');
      }
    }
    await response.body?.cancel().catch(() => undefined);
    if (response.status === 404) throw new UpstreamNotFoundError(name, where);
    if (response.status === 429 || response.status >= 500)
      throw new RetryableFailure(
        `HTTP ${response.status}`,
        retryAfterMs(response.headers.get('retry-after')),
      );
    // 401/403 (a bad key) and other 4xx: retrying won't help and it isn't the title's fault.
    this.log.warn({ upstream: name, url: where, status: response.status }, 'upstream refused');
    throw new UpstreamUnavailableError(name, `HTTP ${response.status}`);
  }
}
