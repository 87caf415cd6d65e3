/**
 * When something was watched, as a show's mark and "Up to here" ask it (decision 082): on a
 * day, each episode on its own air date, or with the date unknown.
 */
export type DateChoice = { kind: 'day'; day: string } | { kind: 'air' } | { kind: 'unknown' };

/** The body fields of POST /api/me/watched/tv/{id} for a choice. */
export function showMarkDates(choice: DateChoice) {
  if (choice.kind === 'air') return { airDates: true } as const;
  if (choice.kind === 'unknown') return { unknownDate: true } as const;
  return { date: choice.day };
}

/** The body fields of POST /api/me/episodes for a choice. */
export function episodeMarkDates(choice: DateChoice) {
  if (choice.kind === 'air') return { airDates: true } as const;
  if (choice.kind === 'unknown') return { unknownDate: true } as const;
  return { watchedAt: choice.day };
}

/** Whether the choice can be sent: a day must be a real day, not after `today`. */
export function dateChoiceValid(choice: DateChoice, today: string): boolean {
  return choice.kind !== 'day' || (/^\d{4}-\d{2}-\d{2}$/.test(choice.day) && choice.day <= today);
}
