import { episodeCode } from '@unclewatch/core';
import type { CalendarEpisode } from '@unclewatch/core';

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded: CRLF and one space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let limit = 75;
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length);
    // Never cut inside a UTF-8 sequence (continuation bytes are 10xxxxxx).
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
    limit = 74;
  }
  return parts.join('\r\n ');
}

const day = (date: string) => date.replaceAll('-', '');
const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};
/**
 * An iCalendar document with one all-day event per episode: "Show SxxEyy: name". UIDs are
 * stable (show, season, episode), so a calendar app updates an event rather than adding one.
 */
export function episodesCalendar(episodes: readonly CalendarEpisode[], now: Date, host: string) {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//UncleWatch//Episodes//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:UncleWatch: my shows',
  ];
  for (const e of episodes) {
    const summary = `${e.showName} ${episodeCode(e.season, e.episode)}${e.name ? `: ${e.name}` : ''}`;
    lines.push(
      'BEGIN:VEVENT',
      `UID:tv-${e.showId}-${e.season}-${e.episode}@${host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${day(e.air_date)}`,
      `DTEND;VALUE=DATE:${day(nextDay(e.air_date))}`,
      `SUMMARY:${text(summary)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
