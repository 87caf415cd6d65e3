import {
  buildPeopleIndex,
  NAME_WEIGHTS,
  type PeopleIndexParts,
  type PersonDoc,
} from './people-index-build';
import { TokenDictionary } from './token-dictionary';

export type { PeopleIndexParts, PersonDoc } from './people-index-build';

export interface PersonHit<T> {
  item: T;
  /** 0..1: how well the name matches, whatever the person's fame. */
  nameScore: number;
  /** `nameScore` weighed with prominence: the order of the people strip. */
  score: number;
  /** Every query word matched a name word as typed (no typo, sound-alike, prefix, initial). */
  exact: boolean;
  /** The match is on the person's own name, not one of the other names they are known by. */
  primary: boolean;
  /** Some query word matched only by a typo, a sound-alike spelling or an initial. */
  fuzzy: boolean;
  /** The query covers the name's significant words (first name and surname). */
  fullName: boolean;
}

/** When some name matches exactly, names that only resemble the query count this much. */
const INEXACT_WHEN_EXACT_EXISTS = 0.85;
const INITIAL = 0.7;
const JOIN_PENALTY = 0.03;
const OTHER_NAME = 0.95;
/** How much of the query a name covers decides how sure the match is. */
const COVERAGE = { full: 1, surname: 0.85, first: 0.75, other: 0.6 } as const;
const PROMINENCE_WEIGHT = 0.4;
const MIN_NAME_SCORE = 0.5;
const MAX_QUERY_WORDS = 6;

interface Segment {
  text: string;
  prefix: boolean;
}

interface ExpandedSegment extends Segment {
  expansion: Map<number, number>;
}

/**
 * People search by name, as people type names: any word of the name (a surname alone, a
 * first name alone), typos, sound-alike spellings, spaces added or dropped, hyphens, initials
 * and other names the person is known by. Ranks by how well the name matches weighed with how
 * prominent the person is.
 *
 * Laid out flat (see `PeopleIndexParts`) rather than as an array per name and per word: it
 * covers every credited person, and start-up restores it from a file.
 */
export class PeopleIndex<T> {
  private readonly items: T[];
  private readonly parts: PeopleIndexParts;
  private readonly dictionary: TokenDictionary;

  constructor(docs: Iterable<PersonDoc<T>> | { parts: PeopleIndexParts; items: T[] }) {
    if ('parts' in docs) {
      this.items = docs.items;
      this.parts = docs.parts;
      this.dictionary = TokenDictionary.fromParts(docs.parts.dictionary, NAME_WEIGHTS);
      return;
    }
    const built = buildPeopleIndex(docs);
    this.items = built.items;
    this.dictionary = built.dictionary;
    this.parts = { ...built.parts, dictionary: built.dictionary.toParts() };
  }

  /** An index built earlier (see `toParts`); `items[p]` is the p-th person it was built with. */
  static fromParts<T>(parts: PeopleIndexParts, items: T[]): PeopleIndex<T> {
    if (items.length !== parts.prominence.length) {
      throw new Error(`the index holds ${parts.prominence.length} people, not ${items.length}`);
    }
    return new PeopleIndex({ parts, items });
  }

  toParts(): PeopleIndexParts {
    return this.parts;
  }

  /** The people indexed, in index order. */
  get people(): readonly T[] {
    return this.items;
  }

  get size(): number {
    return this.items.length;
  }

  private postingCount(word: number): number {
    return this.parts.postingStart[word + 1]! - this.parts.postingStart[word]!;
  }

  search(tokens: string[], limit = 3): PersonHit<T>[] {
    const query = tokens.slice(0, MAX_QUERY_WORDS);
    if (query.length === 0) return [];
    const expansions = new Map<string, Map<number, number>>();
    const expand = (s: Segment) => {
      const key = `${s.prefix ? '>' : '='}${s.text}`;
      let e = expansions.get(key);
      if (!e) {
        e = s.text.length > 1 ? this.dictionary.expand(s.text, s.prefix) : new Map();
        expansions.set(key, e);
      }
      return e;
    };
    const segmentations = segmentationsOf(query).map((segments) =>
      segments.map((segment) => ({ ...segment, expansion: expand(segment) })),
    );
    // Candidates: for each way of reading the query, the people with its rarest part.
    const candidates = new Set<number>();
    for (const segments of segmentations) {
      let driver: Map<number, number> | undefined;
      let fewest = Infinity;
      for (const { expansion } of segments) {
        if (expansion.size === 0) continue;
        let n = 0;
        for (const word of expansion.keys()) n += this.postingCount(word);
        if (n < fewest) [driver, fewest] = [expansion, n];
      }
      const { postingStart, postings } = this.parts;
      for (const word of driver?.keys() ?? []) {
        const end = postingStart[word + 1]!;
        for (let at = postingStart[word]!; at < end; at++) candidates.add(postings[at]!);
      }
    }
    const matches: (NameMatch & { index: number })[] = [];
    let exactExists = false;
    const { personNameStart } = this.parts;
    for (const index of candidates) {
      let best: NameMatch = NO_MATCH;
      const own = personNameStart[index]!;
      for (let name = own; name < personNameStart[index + 1]!; name++) {
        for (const segments of segmentations) {
          const m = this.scoreName(name, segments, query.length);
          m.primary = name === own;
          if (!m.primary) m.score *= OTHER_NAME;
          if (m.score > best.score) best = m;
        }
      }
      if (best.score < MIN_NAME_SCORE) continue;
      matches.push({ ...best, index });
      if (best.exact && best.score >= 0.6) exactExists = true;
    }
    const hits = matches.map(({ index, score: nameScore, exact, primary, fuzzy, fullName }) => {
      const score = exactExists && !exact ? nameScore * INEXACT_WHEN_EXACT_EXISTS : nameScore;
      return {
        item: this.items[index]!,
        nameScore,
        exact,
        primary,
        fuzzy,
        fullName,
        score: score + PROMINENCE_WEIGHT * this.parts.prominence[index]!,
      };
    });
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }

  /** How well name number `name` matches one reading of the query. */
  private scoreName(name: number, segments: ExpandedSegment[], queryWords: number): NameMatch {
    const { units, nameStart, nameWords, nameSignificant } = this.parts;
    const start = nameStart[name]!;
    let used = 0;
    let sum = 0;
    let exact = true;
    let fuzzy = false;
    for (const segment of segments) {
      const expansion = segment.expansion;
      let best = 0;
      let bestCovers = 0;
      let bestUnit = 0;
      for (let u = start; u < nameStart[name + 1]!; u += 2) {
        const covers = units[u + 1]!;
        if (covers & used) continue;
        let weight = expansion.get(units[u]!) ?? 0;
        if (weight === 0 && segment.text.length === 1 && isSingle(covers)) {
          // A single word's unit: the word at that position, as the name's first units are.
          const word = this.dictionary.words[units[start + 2 * Math.log2(covers)]!]!;
          if (word[0] === segment.text) weight = word.length === 1 ? 1 : INITIAL;
        }
        if (weight > best) {
          best = weight;
          bestCovers = covers;
          bestUnit = units[u]!;
        }
      }
      if (best === 0) return { ...NO_MATCH };
      used |= bestCovers;
      sum += best;
      if (best < 1) {
        exact = false;
        if (!this.dictionary.words[bestUnit]!.startsWith(segment.text)) fuzzy = true;
      }
    }
    const joins = queryWords - segments.length;
    const quality = sum / segments.length - JOIN_PENALTY * Math.abs(joins);
    const significant = nameSignificant[name]!;
    const lastWord = 1 << (nameWords[name]! - 1);
    let coverage: number = COVERAGE.other;
    if ((used & significant) === significant) coverage = COVERAGE.full;
    else if (used & lastWord) coverage = COVERAGE.surname;
    else if (used & 1) coverage = COVERAGE.first;
    return {
      score: quality * coverage,
      exact,
      fuzzy,
      primary: true,
      fullName: coverage === COVERAGE.full,
    };
  }
}

/** The query as typed, and with neighbouring words joined (each pair once, or all of them). */
function segmentationsOf(tokens: string[]): Segment[][] {
  const last = tokens.length - 1;
  const out: Segment[][] = [tokens.map((text, i) => ({ text, prefix: i === last }))];
  for (let i = 0; i < last; i++) {
    out.push([
      ...tokens.slice(0, i).map((text) => ({ text, prefix: false })),
      { text: tokens[i]! + tokens[i + 1]!, prefix: i + 1 === last },
      ...tokens.slice(i + 2).map((text, j) => ({ text, prefix: i + 2 + j === last })),
    ]);
  }
  if (tokens.length >= 3) out.push([{ text: tokens.join(''), prefix: true }]);
  return out;
}

interface NameMatch {
  score: number;
  /** Every query word matched a name word exactly (no typo, prefix or initial). */
  exact: boolean;
  /** Some word matched by a typo, a sound-alike or an initial (not as typed or as a prefix). */
  fuzzy: boolean;
  primary: boolean;
  fullName: boolean;
}

const NO_MATCH: NameMatch = {
  score: 0,
  exact: false,
  fuzzy: false,
  primary: true,
  fullName: false,
};

const isSingle = (mask: number) => (mask & (mask - 1)) === 0;

/** What a stored people index holds: its parts and the person id of each entry. */
export interface StoredPeopleIndex {
  parts: PeopleIndexParts;
  personIds: Int32Array;
}
