import { unknownTitleMessage, type ApiError, type MediaType } from '@unclewatch/core';

/** What kind of refusal a use case made; the HTTP layer alone picks the status for each. */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'rate_limited';

export interface DomainErrorOptions {
  /** Which input fields were wrong, for `invalid`. */
  details?: ApiError['details'];
  /** Seconds until the client may try again, for `rate_limited`. */
  retryAfterSeconds?: number;
}

/**
 * A refusal on purpose by a service, guard or route, said in the product's words: the message
 * goes to the client as it is. Anything else thrown is a bug and answers 500.
 */
export class DomainError extends Error {
  readonly details: ApiError['details'] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    options: DomainErrorOptions = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** A catalogue id nobody knows: "No TV show with id 7", worded once. */
export const titleNotFound = (type: MediaType | 'person', id: number) =>
  new DomainError('not_found', unknownTitleMessage(type, id));

/** A client over one of its request limits, from a service or a route's preHandler alike. */
export const rateLimitExceeded = (retryAfterSeconds: number) =>
  new DomainError('rate_limited', 'Too many requests: please wait a moment and try again.', {
    retryAfterSeconds,
  });
