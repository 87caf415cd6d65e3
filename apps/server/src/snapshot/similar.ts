import { releaseYear, type SnapshotTitle } from './titles';

function overlap<T>(a: readonly T[] | undefined, b: readonly T[] | undefined): number {
  if (!a?.length || !b?.length) return 0;
  const set = new Set(a);
  return b.reduce((n, x) => (set.has(x) ? n + 1 : n), 0);
}

function people(title: SnapshotTitle, department: 'Acting' | 'Directing'): number[] {
  return (title.credits ?? []).filter((c) => c.department === department).map((c) => c.personId);
}

/**
 * Content similarity: shared genres (Jaccard), keywords, cast and directors, same language
 * and a nearby era, with a little weight for well-voted titles. 0 means unrelated.
 */
export function similarity(base: SnapshotTitle, other: SnapshotTitle): number {
  if (base === other) return 0;
  const sharedGenres = overlap(base.genre_ids, other.genre_ids);
  const union = new Set([...base.genre_ids, ...other.genre_ids]).size || 1;
  const keywords = Math.min(3, overlap(base.keywords, other.keywords));
  const cast = Math.min(3, overlap(people(base, 'Acting'), people(other, 'Acting')));
  const directors = Math.min(1, overlap(people(base, 'Directing'), people(other, 'Directing')));
  if (sharedGenres === 0 && keywords === 0 && cast === 0 && directors === 0) return 0;
  let score = 3 * (sharedGenres / union) + 0.8 * keywords + 1.2 * cast + 2 * directors;
  if (base.original_language === other.original_language) score += 0.8;
  const a = releaseYear(base);
  const b = releaseYear(other);
  if (a !== null && b !== null) score -= Math.min(1.5, Math.abs(a - b) / 12);
  score += 0.4 * Math.min(1, Math.log10(1 + other.vote_count) / 4.5);
  return score;
}

export function mostSimilar(
  base: SnapshotTitle,
  candidates: readonly SnapshotTitle[],
  limit: number,
): SnapshotTitle[] {
  return candidates
    .map((title) => ({ title, score: similarity(base, title) }))
    .filter((s) => s.score > 0)
    .sort((x, y) => y.score - x.score || x.title.id - y.title.id)
    .slice(0, limit)
    .map((s) => s.title);
}
