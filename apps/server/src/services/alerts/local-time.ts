/** Wall-clock parts of an instant in a time zone. */
function partsIn(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The day it is in a time zone at an instant: `YYYY-MM-DD`. */
export function localDay(at: Date, timeZone: string): string {
  const p = partsIn(at, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** A day `days` after `day` (both `YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(at: Date, timeZone: string): number {
  const p = partsIn(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a wall-clock hour of a day is in a time zone (the later one across a change). */
export function instantOf(day: string, hour: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T${pad(hour)}:00:00Z`);
  let at = new Date(wall - offsetAt(new Date(wall), timeZone));
  at = new Date(wall - offsetAt(at, timeZone));
  return at;
}

/** The latest instant at or before `now` when the person's clock showed `hour`:00. */
export function lastDigestTime(now: Date, hour: number, timeZone: string): Date {
  const today = localDay(now, timeZone);
  const todays = instantOf(today, hour, timeZone);
  return todays.getTime() <= now.getTime() ? todays : instantOf(addDays(today, -1), hour, timeZone);
}
