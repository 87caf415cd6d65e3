import type { WatchedEntry } from '@unclewatch/core';

import { libraryKey } from './library';

/** Today in the user's own calendar, as the diary stores days (YYYY-MM-DD). */
export function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function watchedKeysOf(entries: readonly WatchedEntry[] | undefined): Set<string> {
  return new Set((entries ?? []).map((e) => libraryKey(e.type, e.titleId)));
}

/** Keys of the titles with a viewing logged on `day` (today, by default). */
export function watchedOnKeysOf(
  entries: readonly WatchedEntry[] | undefined,
  day = localDay(),
): Set<string> {
  return new Set(
    (entries ?? []).filter((e) => e.date === day).map((e) => libraryKey(e.type, e.titleId)),
  );
}

/** '12 Mar 2024' for a diary day, read as a calendar day (no time zone shift). */
export function diaryDayText(day: string): string {
  return new Date(`${day}T12:00:00`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}
