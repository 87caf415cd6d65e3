/** 'Mar' for `2025-03`: the label under a month's bar. */
export function monthShort(month: string): string {
  return new Date(`${month}-15T12:00:00`).toLocaleDateString('en-GB', { month: 'short' });
}

/** 'March 2025' for `2025-03`: the month as the text equivalent reads it. */
export function monthLong(month: string): string {
  return new Date(`${month}-15T12:00:00`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
  });
}

/** '1 title', '3 titles'. */
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** '7.5' hours as a person reads it: no trailing '.0', thousands separated. */
export const hoursText = (hours: number) =>
  hours.toLocaleString('en-GB', { maximumFractionDigits: 1 });

/**
 * Time watched as TV Time showed it: '2 months 12 days 10 hours' (a month is 30 days; parts
 * that are 0 are left out, '0 hours' when nothing is).
 */
export function timeWatchedText({
  months,
  days,
  hours,
}: {
  months: number;
  days: number;
  hours: number;
}): string {
  const parts = [
    months > 0 ? plural(months, 'month') : '',
    days > 0 ? plural(days, 'day') : '',
    hours > 0 || (months === 0 && days === 0) ? plural(hours, 'hour') : '',
  ];
  return parts.filter(Boolean).join(' ');
}
