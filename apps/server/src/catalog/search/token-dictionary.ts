import { deletes1, editDistance, maxTypos, phoneticKey } from './text';

/** How much each kind of word match is worth to an index. */
export interface MatchWeights {
  exact: number;
  /** A prefix match is worth `prefix - 0.01 × letters missing (up to 10)`. */
  prefix: number;
  /** One typo, two typos. */
  typos: [number, number];
  /** One typo in a word of 4–5 letters (where a typo more often makes another word). */
  shortTypo?: number;
  /** Same sound-alike key (`phoneticKey`); 0 turns it off. */
  phonetic: number;
}

const PREFIX_EXPANSION_LIMIT = 64;
const PHONETIC_MIN_LENGTH = 5;

/**
 * The words of an index, sorted, each with a small integer id (its rank, so a prefix is a
 * range of ids), with SymSpell one-deletion neighbourhoods for typos and, optionally, a
 * sound-alike key.
 */
export class TokenDictionary {
  readonly words: readonly string[];
  private readonly ids = new Map<string, number>();
  /** Most keys lead to one word: a bare id then, an array only when shared. */
  private readonly deletions = new Map<string, number | number[]>();
  private readonly phonetic = new Map<string, number | number[]>();

  /** `typoTolerant` limits typo and sound-alike matching (the costly part) to some words. */
  constructor(
    words: Iterable<string>,
    private readonly weights: MatchWeights,
    typoTolerant: (word: string) => boolean = () => true,
  ) {
    this.words = [...new Set(words)].sort();
    this.words.forEach((word, id) => {
      this.ids.set(word, id);
      if (!typoTolerant(word)) return;
      if (maxTypos(word.length) > 0) {
        for (const variant of deletes1(word)) push(this.deletions, variant, id);
      }
      if (weights.phonetic > 0 && word.length >= PHONETIC_MIN_LENGTH) {
        push(this.phonetic, phoneticKey(word), id);
      }
    });
  }

  get size(): number {
    return this.words.length;
  }

  id(word: string): number | undefined {
    return this.ids.get(word);
  }

  /** Word ids matching one query word, with their match weight. */
  expand(token: string, allowPrefix: boolean): Map<number, number> {
    const w = this.weights;
    const matches = new Map<number, number>();
    const exact = this.ids.get(token);
    if (exact !== undefined) matches.set(exact, w.exact);
    if (allowPrefix) {
      let at = lowerBound(this.words, token);
      for (let taken = 0; at < this.words.length && taken < PREFIX_EXPANSION_LIMIT; taken++) {
        const candidate = this.words[at]!;
        if (!candidate.startsWith(token)) break;
        if (!matches.has(at)) {
          matches.set(at, w.prefix - 0.01 * Math.min(10, candidate.length - token.length));
        }
        at++;
      }
    }
    const typos = maxTypos(token.length);
    if (typos > 0) {
      const candidates = new Set<number>(idsOf(this.deletions.get(token)));
      for (const variant of deletes1(token)) {
        const id = this.ids.get(variant);
        if (id !== undefined) candidates.add(id);
        for (const c of idsOf(this.deletions.get(variant))) candidates.add(c);
      }
      for (const candidate of candidates) {
        if (matches.has(candidate)) continue;
        const distance = editDistance(token, this.words[candidate]!, typos);
        if (distance < 1 || distance > typos) continue;
        const short = token.length <= 5 && w.shortTypo !== undefined;
        matches.set(candidate, short ? w.shortTypo! : w.typos[distance - 1]!);
      }
    }
    if (w.phonetic > 0 && token.length >= PHONETIC_MIN_LENGTH) {
      // A sound-alike may be spelt one letter further off than a typo (from 6 letters), and
      // is worth no more than a typo of the same distance.
      const reach = token.length >= 6 ? typos + 1 : typos;
      for (const id of idsOf(this.phonetic.get(phoneticKey(token)))) {
        const distance = editDistance(token, this.words[id]!, reach);
        if (distance > reach) continue;
        const weight = Math.min(w.phonetic, w.typos[Math.max(0, distance - 1)] ?? w.typos[1]);
        if ((matches.get(id) ?? 0) < weight) matches.set(id, weight);
      }
    }
    return matches;
  }
}

function push(map: Map<string, number | number[]>, key: string, value: number): void {
  const known = map.get(key);
  if (known === undefined) map.set(key, value);
  else if (typeof known === 'number') map.set(key, [known, value]);
  else known.push(value);
}

function idsOf(entry: number | number[] | undefined): readonly number[] {
  return entry === undefined ? [] : typeof entry === 'number' ? [entry] : entry;
}

function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
