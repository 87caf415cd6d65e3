/** "YYYY-MM-DD" → "17 November 1942" (in UTC, so the day never shifts with the time zone). */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Whole years from one "YYYY-MM-DD" day to another. */
export function yearsBetween(from: string, to: string): number | null {
  const a = /^(\d{4})-(\d{2})-(\d{2})$/.exec(from);
  const b = /^(\d{4})-(\d{2})-(\d{2})$/.exec(to);
  if (!a || !b) return null;
  const years = Number(b[1]) - Number(a[1]);
  const beforeBirthday = `${b[2]}-${b[3]}` < `${a[2]}-${a[3]}`;
  const age = beforeBirthday ? years - 1 : years;
  return age >= 0 ? age : null;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * What the person page says about a life: "17 November 1942 (age 84)" for the living, and for
 * the dead a born line and a died line with the age at death.
 */
export function lifeDates(
  birthday: string | null,
  deathday: string | null,
  now: string = today(),
): { born: string | null; died: string | null } {
  if (!birthday) return { born: null, died: deathday ? formatDay(deathday) : null };
  if (deathday) {
    const aged = yearsBetween(birthday, deathday);
    return {
      born: formatDay(birthday),
      died: `${formatDay(deathday)}${aged === null ? '' : ` (aged ${aged})`}`,
    };
  }
  const age = yearsBetween(birthday, now);
  return { born: `${formatDay(birthday)}${age === null ? '' : ` (age ${age})`}`, died: null };
}
