const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Fresh for the first figure; then served stale (and refreshed) up to the second. */
export const ttl = {
  genres: [DAY, 30 * DAY],
  lists: [30 * MINUTE, DAY],
  search: [10 * MINUTE, HOUR],
  title: [6 * HOUR, 7 * DAY],
  person: [DAY, 7 * DAY],
} satisfies Record<string, [number, number]>;
