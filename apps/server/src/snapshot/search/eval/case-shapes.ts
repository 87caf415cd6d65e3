import { mediaTypeOf, type SnapshotTitle } from '../../titles';

/**
 * A labelled search evaluation generated from the catalogue's own data (never from hand-picked
 * examples): who or what a searcher means, and the query they would type.
 */
export type CaseKind =
  | 'full-name actor'
  | 'full-name director'
  | 'surname'
  | 'first-name'
  | 'surname typo'
  | 'phonetic'
  | 'spacing'
  | 'accents'
  | 'initials'
  | 'non-english'
  | 'also-known-as'
  | 'title exact'
  | 'title typo'
  | 'title prefix'
  | 'title and name'
  | 'title one word'
  | 'title first word'
  | 'title with a name word';

export interface SearchCase {
  kind: CaseKind;
  query: string;
  /** The person the searcher means: within the first `personWithin` of the people strip. */
  personId?: number;
  personWithin?: number;
  /** Title keys (`movie:155`): one of them must be in the first `within` title results. */
  titles: string[];
  within: number;
  /** Title queries: every person in the people strip has a name word the query names. */
  namesOnly?: boolean;
}

export const PERSON_KINDS: readonly CaseKind[] = [
  'full-name actor',
  'full-name director',
  'surname',
  'first-name',
  'surname typo',
  'phonetic',
  'spacing',
  'accents',
  'initials',
  'non-english',
  'also-known-as',
];

export const titleKey = (t: { id: number; media_type?: string } | SnapshotTitle) =>
  `${'media_type' in t && t.media_type ? t.media_type : mediaTypeOf(t as SnapshotTitle)}:${t.id}`;

/** A deterministic pseudo-random sequence, so the set is the same on every run. */
export function seeded(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
}

export function pick<T>(items: T[], count: number, rand: () => number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length)
    out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]!);
  return out;
}
