import type { Progress } from '@unclewatch/core';

import type { MemberLibrary, TitleKey } from '../../db/repositories/together/tastes-repository';
import type { TasteSource } from './taste-model';
import { titleKey } from './title-features';

/**
 * What one person's history says of their taste (issue #42, decision 083), besides their 1–10
 * ratings: the rating each title without one stands for. A rating always wins.
 * - a finished show (every aired episode watched, or logged whole in the diary): liked, 8;
 * - a film in the diary: liked, 7.5 (people also watch films they did not enjoy);
 * - a show being watched (3 or more episodes, not stale): a little liked, 7;
 * - a dropped show: a weak dislike, 5.5 (a rating of 3 says far more);
 * - a show left for a while unfinished, or tried for one or two episodes: nothing.
 */
export const HISTORY_RATING: Record<Exclude<TasteSource, 'rating'>, number> = {
  finished: 8,
  watched: 7.5,
  watching: 7,
  dropped: 5.5,
};
/** Episodes watched before a show being watched says anything. */
const WATCHING_FROM = 3;

export interface TasteInput extends TitleKey {
  rating: number;
  source: TasteSource;
}

/** The titles a taste is learnt from: ratings first (newest first), then the history. */
export function tasteInputs(
  library: MemberLibrary,
  progress: Progress | null,
  limit: number,
): TasteInput[] {
  const out: TasteInput[] = library.ratings.map((r) => ({ ...r, source: 'rating' }));
  const taken = new Set(out.map((r) => titleKey(r.type, r.id)));
  const take = (ref: TitleKey, source: Exclude<TasteSource, 'rating'>) => {
    const key = titleKey(ref.type, ref.id);
    if (taken.has(key)) return;
    taken.add(key);
    out.push({ type: ref.type, id: ref.id, rating: HISTORY_RATING[source], source });
  };
  // Shows by their last viewing, newest first; then the diary.
  for (const show of progress?.shows ?? []) {
    const ref = { type: 'tv' as const, id: show.id };
    if (show.status === 'completed') take(ref, 'finished');
    else if (show.chosen === 'dropped' && show.watched > 0) take(ref, 'dropped');
    else if (show.watched >= WATCHING_FROM && show.group === 'current') take(ref, 'watching');
  }
  for (const entry of library.watched) take(entry, entry.type === 'tv' ? 'finished' : 'watched');
  return out.slice(0, limit);
}

/** Shows the person has started (an episode watched): seen, for a pick without rewatches. */
export function showsStarted(progress: Progress | null): TitleKey[] {
  return (progress?.shows ?? [])
    .filter((s) => s.watched > 0)
    .map((s) => ({ type: 'tv' as const, id: s.id }));
}

/** A short stable tag of the inputs: a changed rating, viewing or show state changes it. */
export function inputsFingerprint(inputs: readonly TasteInput[]): string {
  let hash = 0;
  for (const r of inputs) {
    const text = `${r.type}${r.id}=${r.rating};`;
    for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  }
  return `${inputs.length}:${hash}`;
}
