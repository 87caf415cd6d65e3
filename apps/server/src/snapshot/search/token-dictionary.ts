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

/** A dictionary as plain data: what `toParts` gives and `fromParts` takes back. */
export interface TokenDictionaryParts {
  words: string[];
  deletions: Float64Array;
  phoneticKeys: string[];
  /** Word ids per phonetic key: `phoneticIds[phoneticStart[k]]` to `phoneticStart[k + 1]`. */
  phoneticStart: Int32Array;
  phoneticIds: Int32Array;
}

/**
 * The words of an index, sorted, each with a small integer id (its rank, so a prefix is a
 * range of ids), with SymSpell one-deletion neighbourhoods for typos and, optionally, a
 * sound-alike key.
 */
export class TokenDictionary {
  readonly words: readonly string[];
  /** Word → id; absent in a dictionary restored from parts, which finds ids by binary search. */
  private readonly ids: Map<string, number> | undefined;
  /** One-deletion neighbourhoods, hashed (see `DeletionTable`): no string per variant. */
  private readonly deletions: DeletionTable;
  /** Most keys lead to one word: a bare id then, an array only when shared. */
  private readonly phonetic = new Map<string, number | number[]>();

  /** `typoTolerant` limits typo and sound-alike matching (the costly part) to some words. */
  constructor(
    words: Iterable<string>,
    private readonly weights: MatchWeights,
    typoTolerant: ((word: string) => boolean) | TokenDictionaryParts = () => true,
  ) {
    if (typeof typoTolerant !== 'function') {
      const parts = typoTolerant;
      this.words = parts.words;
      this.deletions = new DeletionTable(parts.words, [], parts.deletions);
      parts.phoneticKeys.forEach((key, k) => {
        for (let at = parts.phoneticStart[k]!; at < parts.phoneticStart[k + 1]!; at++) {
          push(this.phonetic, key, parts.phoneticIds[at]!);
        }
      });
      return;
    }
    this.words = [...new Set(words)].sort();
    const ids = (this.ids = new Map<string, number>());
    const typoWords: number[] = [];
    this.words.forEach((word, id) => {
      ids.set(word, id);
      if (!typoTolerant(word)) return;
      if (maxTypos(word.length) > 0) typoWords.push(id);
      if (weights.phonetic > 0 && word.length >= PHONETIC_MIN_LENGTH) {
        push(this.phonetic, phoneticKey(word), id);
      }
    });
    this.deletions = new DeletionTable(this.words, typoWords);
  }

  /** A dictionary built earlier (see `toParts`), without sorting or hashing anything again. */
  static fromParts(parts: TokenDictionaryParts, weights: MatchWeights): TokenDictionary {
    return new TokenDictionary([], weights, parts);
  }

  toParts(): TokenDictionaryParts {
    const phoneticKeys = [...this.phonetic.keys()];
    const phoneticStart = new Int32Array(phoneticKeys.length + 1);
    const ids: number[] = [];
    phoneticKeys.forEach((key, k) => {
      ids.push(...idsOf(this.phonetic.get(key)));
      phoneticStart[k + 1] = ids.length;
    });
    return {
      words: [...this.words],
      deletions: this.deletions.entries,
      phoneticKeys,
      phoneticStart,
      phoneticIds: Int32Array.from(ids),
    };
  }

  get size(): number {
    return this.words.length;
  }

  id(word: string): number | undefined {
    if (this.ids) return this.ids.get(word);
    const at = lowerBound(this.words, word);
    return this.words[at] === word ? at : undefined;
  }

  /** Word ids matching one query word, with their match weight. */
  expand(token: string, allowPrefix: boolean): Map<number, number> {
    const w = this.weights;
    const matches = new Map<number, number>();
    const exact = this.id(token);
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
      // Hash collisions may add a stray candidate: the edit distance below drops it.
      const candidates = new Set<number>();
      this.deletions.collect(token, candidates);
      for (const variant of deletes1(token)) {
        const id = this.id(variant);
        if (id !== undefined) candidates.add(id);
        this.deletions.collect(variant, candidates);
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

/** FNV-1a of `text` without the character at `skip` (-1: none), as an unsigned 32-bit number. */
function hashWithout(text: string, skip: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    if (i === skip) continue;
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  }
  return hash >>> 0;
}

/**
 * SymSpell's one-deletion neighbourhoods as one sorted Float64Array of `hash × 2^idBits + id`
 * (exact below 2^53), built without a string per variant: millions of short-lived strings and
 * Map entries made start-up slow and the heap large. A lookup is a binary search.
 */
class DeletionTable {
  readonly entries: Float64Array;
  private readonly scale: number;
  private readonly hashShift: number;

  /** `built`: the entries of an earlier table over the same words (`ids` is then unused). */
  constructor(words: readonly string[], ids: readonly number[], built?: Float64Array) {
    const idBits = Math.max(1, Math.ceil(Math.log2(words.length + 1)));
    this.scale = 2 ** idBits;
    // Keep hash + id within 53 bits: huge dictionaries use a shorter hash (more collisions,
    // which the caller's edit distance filters out).
    this.hashShift = Math.max(0, idBits - 21);
    if (built) {
      this.entries = built;
      return;
    }
    let total = 0;
    for (const id of ids) total += words[id]!.length;
    this.entries = new Float64Array(total);
    let at = 0;
    for (const id of ids) {
      const word = words[id]!;
      for (let skip = 0; skip < word.length; skip++) {
        this.entries[at++] = (hashWithout(word, skip) >>> this.hashShift) * this.scale + id;
      }
    }
    this.entries.sort();
  }

  /** Adds the ids of words that one deletion turns into `variant`. */
  collect(variant: string, into: Set<number>): void {
    const low = (hashWithout(variant, -1) >>> this.hashShift) * this.scale;
    const high = low + this.scale;
    const { entries } = this;
    let lo = 0;
    let hi = entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (entries[mid]! < low) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < entries.length && entries[i]! < high; i++) into.add(entries[i]! - low);
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
