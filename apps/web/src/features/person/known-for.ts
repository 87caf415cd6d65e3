import type { PersonCredits } from '@unclewatch/core';
import { isListable } from '@unclewatch/core/browser';

export const KNOWN_FOR_SHOWN = 10;

type Credit = PersonCredits['cast'][number];

/** Spec §2: a credit is TV when it has a name field, otherwise a movie. */
export function isTvCredit(credit: { name?: string | null }): boolean {
  return typeof credit.name === 'string' && credit.name.length > 0;
}

export function creditHref(credit: { id: number; name?: string | null }): string {
  return isTvCredit(credit) ? `/tv/${credit.id}` : `/movie/${credit.id}`;
}

/** Up to 10 titles with posters, no adult titles, each title once, in the order given. */
export function knownFor(cast: readonly Credit[]): Credit[] {
  const seen = new Set<string>();
  const picked: Credit[] = [];
  for (const credit of cast) {
    const key = creditHref(credit);
    if (!isListable(credit) || seen.has(key)) continue;
    seen.add(key);
    picked.push(credit);
    if (picked.length === KNOWN_FOR_SHOWN) break;
  }
  return picked;
}
