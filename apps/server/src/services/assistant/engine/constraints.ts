import type { ChatConstraints } from '../types';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Folds one message's constraints into the conversation's: a stated field replaces the old
 * value, moods add up, a negated genre leaves the wanted genres, and "like {title}" starts a
 * new topic (its list is already specific).
 */
export function mergeConstraints(
  previous: ChatConstraints,
  delta: ChatConstraints,
): ChatConstraints {
  const base: ChatConstraints = delta.like ? {} : { ...previous };
  const merged: ChatConstraints = { ...base, ...delta };
  if (delta.countries === undefined && delta.languages !== undefined) delete merged.countries;
  if (delta.moods && base.moods) merged.moods = [...new Set([...base.moods, ...delta.moods])];
  if (delta.excludeGenres) {
    merged.excludeGenres = [...new Set([...(base.excludeGenres ?? []), ...delta.excludeGenres])];
    if (merged.genres)
      merged.genres = merged.genres.filter((g) => !delta.excludeGenres!.includes(g));
  }
  if (delta.genres && merged.excludeGenres) {
    merged.excludeGenres = merged.excludeGenres.filter((g) => !delta.genres!.includes(g));
  }
  // One service or my services: the newer one says where to watch.
  if (delta.streaming) delete merged.services;
  if (delta.services) delete merged.streaming;
  if (delta.yearFrom !== undefined && delta.yearTo === undefined) delete merged.yearTo;
  if (delta.yearTo !== undefined && delta.yearFrom === undefined) delete merged.yearFrom;
  // A new limit that contradicts the other bound replaces it.
  const { maxRuntime: max, minRuntime: min } = merged;
  if (max !== undefined && min !== undefined && min > max) {
    if (delta.maxRuntime !== undefined) delete merged.minRuntime;
    else delete merged.maxRuntime;
  }
  for (const key of Object.keys(merged) as (keyof ChatConstraints)[]) {
    const value = merged[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) delete merged[key];
  }
  return merged;
}

export function sameConstraints(a: ChatConstraints, b: ChatConstraints): boolean {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return keys.every((k) => sameJson(a[k as keyof ChatConstraints], b[k as keyof ChatConstraints]));
}
