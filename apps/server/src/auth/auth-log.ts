import { AsyncLocalStorage } from 'node:async_hooks';

import { isAPIError } from 'better-auth/api';
import type { Logger } from 'pino';

type AuthLevel = 'debug' | 'info' | 'warn' | 'error';
type LogTarget = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;

interface Entry {
  level: AuthLevel;
  message: string;
  err?: Error;
  details: string[];
}

/** What better-auth logged while it handled the current request. */
const requestEntries = new AsyncLocalStorage<Entry[]>();

/**
 * Keeps what goes to the log and nothing else: Error objects (message and stack) and plain
 * strings. Other values better-auth passes along (request bodies, tokens in objects) are
 * dropped, so no body or secret reaches the log.
 */
function entryOf(level: AuthLevel, message: unknown, args: unknown[]): Entry {
  const err = args.find((a): a is Error => a instanceof Error);
  const details = args.filter((a): a is string => typeof a === 'string');
  return { level, message: typeof message === 'string' ? message : String(message), err, details };
}

/**
 * better-auth reports a client's mistake (a missing Origin, bad JSON, a refused redirect URL)
 * as an ERROR. Inside a request we know the answer's status: below 500 it was the client's
 * doing, so it is a warning. Its "add this to trustedOrigins" hints are for developers: debug.
 */
function levelFor(level: AuthLevel, status: number | undefined): AuthLevel {
  if (level === 'error') return status !== undefined && status < 500 ? 'warn' : 'error';
  return level === 'info' ? 'debug' : level;
}

function write(log: LogTarget, entry: Entry, status: number | undefined): void {
  const fields = {
    area: 'auth',
    ...(entry.err ? { err: entry.err } : {}),
    ...(entry.details.length ? { details: entry.details } : {}),
  };
  log[levelFor(entry.level, status)](fields, entry.message);
}

/**
 * Runs better-auth's handling of one request, then writes what it logged through `log` (the
 * request's logger, so each line carries the request id) at a level that fits the answer.
 */
export async function withAuthLog(log: LogTarget, handle: () => Promise<Response>) {
  const entries: Entry[] = [];
  let status: number | undefined;
  try {
    const response = await requestEntries.run(entries, handle);
    status = response.status;
    return response;
  } finally {
    for (const entry of entries) write(log, entry, status ?? 500);
  }
}

/** better-auth's `logger` and `onAPIError` options: everything it logs goes through ours. */
export function authLogOptions(fallback: LogTarget, disabled: boolean) {
  const record = (level: AuthLevel, message: unknown, args: unknown[]) => {
    const entry = entryOf(level, message, args);
    const current = requestEntries.getStore();
    if (current) current.push(entry);
    else write(fallback, entry, undefined);
  };
  return {
    logger: {
      disabled,
      // Everything reaches `log`; the app's logger applies LOG_LEVEL.
      level: 'debug' as const,
      log: (level: AuthLevel, message: string, ...args: unknown[]) => record(level, message, args),
    },
    onAPIError: {
      // Without this better-auth writes API errors straight to the console.
      onError(error: unknown) {
        if (isAPIError(error) && error.status !== 'INTERNAL_SERVER_ERROR') {
          record('error', error.message || String(error.status), []);
        } else {
          record('error', 'better-auth request failed', [error]);
        }
      },
    },
  };
}
