import { isListable, type SnapshotPerson } from '@unclewatch/core';

import type { PersonCredit, SnapshotTitle } from '../titles';

const clamp01 = (x: number) => Math.max(0, Math.min(1, x));

/** 0..1: how well known a title is (votes first, popularity second). */
export function titleFame(title: SnapshotTitle): number {
  return (
    0.8 * clamp01(Math.log10(1 + title.vote_count) / 4.5) +
    0.2 * clamp01(Math.log10(1 + title.popularity) / 3)
  );
}

/** How much a credit makes a title "theirs": directing or a leading part most. */
export function roleWeight(credit: PersonCredit): number {
  if (credit.department === 'Directing') return credit.job === 'Director' ? 1 : 0.8;
  if (credit.department === 'Acting')
    return credit.order <= 3 ? 1 : credit.order <= 10 ? 0.85 : 0.7;
  if (credit.department === 'Writing' || credit.department === 'Creator') return 0.85;
  return 0.7;
}

/** A person's listable titles, their best-known work first (each title once). */
export function bestKnownWork(
  credits: readonly PersonCredit[],
): { title: SnapshotTitle; weight: number }[] {
  const best = new Map<SnapshotTitle, number>();
  for (const credit of credits) {
    if (!isListable(credit.title)) continue;
    const weight = titleFame(credit.title) * roleWeight(credit);
    best.set(credit.title, Math.max(best.get(credit.title) ?? 0, weight));
  }
  return [...best]
    .map(([title, weight]) => ({ title, weight }))
    .sort((a, b) => b.weight - a.weight || b.title.vote_count - a.title.vote_count);
}

/**
 * 0..1: how likely a searcher means this person at all: their own popularity, how well known
 * their best credits are, and how much they direct.
 */
export function personProminence(person: SnapshotPerson, credits: readonly PersonCredit[]): number {
  const listable = credits.filter((c) => isListable(c.title));
  const votes = [...new Set(listable.map((c) => c.title))]
    .map((t) => t.vote_count)
    .sort((a, b) => b - a)
    .slice(0, 5)
    .reduce((sum, v) => sum + v, 0);
  const directed = new Set(listable.filter((c) => c.department === 'Directing').map((c) => c.title))
    .size;
  return (
    0.45 * clamp01(Math.log10(1 + person.popularity) / 2.2) +
    0.45 * clamp01(Math.log10(1 + votes) / 5.3) +
    0.1 * clamp01(directed / 4)
  );
}
