/**
 * What can go wrong with an upstream, typed so adapters decide what to do (null for not
 * found, stale cache or the embedded data for unavailable) and nothing reaches a client as a
 * success. Messages name the provider and a redacted path, never a key.
 */
export class UpstreamError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly statusCode: number,
  ) {
    super(`${provider}: ${message}`);
    this.name = new.target.name;
  }
}

/** The upstream said the thing does not exist (404). */
export class UpstreamNotFoundError extends UpstreamError {
  constructor(provider: string, where: string) {
    super(provider, `not found (${where})`, 404);
  }
}

/** Time-outs, network errors, 429/5xx after retries, a rejected key, an unreadable answer. */
export class UpstreamUnavailableError extends UpstreamError {
  constructor(provider: string, reason: string) {
    super(provider, `unavailable (${reason})`, 503);
  }
}

/** We refused to build the URL: an id or value that could reach another endpoint. */
export class UpstreamInvalidRequestError extends UpstreamError {
  constructor(provider: string, reason: string) {
    super(provider, `invalid request (${reason})`, 400);
  }
}
