import { tvTimeRows } from './tv-time';
import type { ImportRow } from './import-row';

type CsvRecord = { [column: string]: string | undefined };

/**
 * Older TV Time exports (and newer ones beside the tracking file) list viewings in
 * `seen_episode.csv` (`tv_show_name`, `episode_season_number`, `episode_number`, `created_at`
 * in the user's own time zone, named in `user.csv`) and followed shows in
 * `followed_tv_show.csv` (`tv_show_name`). Read by header name, like the tracking file.
 */
export const isTvTimeSeen = (columns: readonly string[]) =>
  columns.includes('tv_show_name') &&
  (columns.includes('episode_season_number') || columns.includes('season_number')) &&
  columns.includes('episode_number');

/** The full list of viewings (never `seen_episode_latest.csv`, which keeps one a show). */
export const TV_TIME_SEEN_FILE = /(^|\/)seen_episode(_source)?\.csv$/i;
export const TV_TIME_FOLLOWED_FILE = /(^|\/)followed_tv_show\.csv$/i;
export const TV_TIME_USER_FILE = /(^|\/)user\.csv$/i;

const first = (record: CsvRecord, ...columns: string[]) =>
  columns.map((c) => (record[c] ?? '').trim()).find((v) => v !== '') ?? '';

/** The UTC instant of a wall-clock time ("2021-01-14 10:00:00") in an IANA time zone. */
export function localToUtc(text: string, timeZone: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!match || !timeZone) return text;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const wall = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s);
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return text; // an unknown zone: read as UTC
  }
  // The zone's offset at an instant: its wall clock there minus the instant.
  const offsetAt = (instant: number) => {
    const p = Object.fromEntries(format.formatToParts(instant).map((x) => [x.type, x.value]));
    return Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!) - instant;
  };
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess)).toISOString();
}

/**
 * Rows from the seen and followed files, in the tracking file's shape so both read alike (a
 * second viewing of an episode is a rewatch).
 */
export function tvTimeSeenRows(
  seen: readonly CsvRecord[],
  followed: readonly CsvRecord[],
  timeZone?: string,
): ImportRow[] {
  const records: CsvRecord[] = [];
  for (const show of followed) {
    const name = first(show, 'tv_show_name', 'series_name');
    if (name) records.push({ key: 'user-series-', series_name: name });
  }
  for (const s of seen) {
    const at = first(s, 'created_at', 'seen_date', 'updated_at');
    records.push({
      key: 'watch-episode-',
      series_name: first(s, 'tv_show_name', 'series_name'),
      season_number: first(s, 'episode_season_number', 'season_number'),
      episode_number: s.episode_number,
      created_at: at ? localToUtc(at, timeZone) : '',
    });
  }
  return tvTimeRows(records);
}

/** The user's time zone from `user.csv` (`timezone`), if it names one. */
export function tvTimeZone(user: readonly CsvRecord[]): string | undefined {
  const zone = user[0] ? first(user[0], 'timezone', 'time_zone') : '';
  return zone || undefined;
}
