import { episodeMomentInRange, type Episode } from '@unclewatch/core';

import { DomainError } from '../../domain/domain-error';

export const invalid = (path: string, message: string) =>
  new DomainError('invalid', `${path} ${message}`, { details: [{ path, message }] });

/** The date choice of a mark (decision 082): a day or moment, the air dates, or unknown. */
export interface Dating {
  day?: string;
  airDates?: boolean;
  unknownDate?: boolean;
}

/** How one marked episode is stored: its moment, and whether that moment is unknown. */
export interface Dated {
  watchedAt: string;
  dateUnknown?: boolean;
}

/** The day or moment given, checked: not in the future, not too long ago. Default: now. */
export function watchedAtOf(value: string | undefined, now: Date, field = 'watchedAt'): string {
  if (value === undefined) return now.toISOString();
  const at = value.length === 10 ? `${value}T12:00:00.000Z` : new Date(value).toISOString();
  if (
    value.slice(0, 10) > now.toISOString().slice(0, 10) ||
    Date.parse(at) > now.getTime() + 86_400_000
  ) {
    throw invalid(field, 'must not be in the future');
  }
  if (!episodeMomentInRange(at, now)) throw invalid(field, 'is too long ago');
  return at;
}

/**
 * How each marked episode is dated (decision 082): on the day given (default now), on its own
 * air date, or with its date unknown (stored on its air date, for ordering only). More than one
 * choice is refused; `dayField` names the request's field of a day. Only aired episodes are
 * marked, so each has an air date.
 */
export function datingOf(when: Dating, dayField: string, now: Date): (e: Episode) => Dated {
  const chosen = [when.day !== undefined, when.airDates, when.unknownDate].filter(Boolean);
  if (chosen.length > 1)
    throw invalid(
      when.unknownDate ? 'unknownDate' : 'airDates',
      `cannot be combined with ${when.unknownDate && when.airDates ? 'airDates' : dayField}: choose one date`,
    );
  if (when.airDates) return (e) => ({ watchedAt: `${e.air_date}T12:00:00.000Z` });
  if (when.unknownDate)
    return (e) => ({ watchedAt: `${e.air_date}T12:00:00.000Z`, dateUnknown: true });
  const at = watchedAtOf(when.day, now, dayField);
  return () => ({ watchedAt: at });
}
