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
