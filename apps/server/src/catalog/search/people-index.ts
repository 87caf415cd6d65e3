import { tokenize } from './text';
import { TokenDictionary, type MatchWeights } from './token-dictionary';

/** One searchable person: their name first, then other names (also-known-as). */
export interface PersonDoc<T> {
  item: T;
  names: string[];
  /** 0..1: how likely a searcher means this person at all (see `prominence.ts`). */
  prominence: number;
}

export interface PersonHit<T> {
  item: T;
  /** 0..1: how well the name matches, whatever the person's fame. */
  nameScore: number;
  /** `nameScore` weighed with prominence: the order of the people strip. */
  score: number;
  /** Every query word matched a name word as typed (no typo, sound-alike, prefix, initial). */
  exact: boolean;
}

/** Names are forgiving: a typo in a name costs less than in a title. */
const NAME_WEIGHTS: MatchWeights = {
  exact: 1,
  prefix: 0.7,
  typos: [0.82, 0.68],
  shortTypo: 0.72,
  phonetic: 0.78,
};
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

interface IndexedName {
  /**
   * The name's units, flat: (word id, bit mask of the name's word positions it covers) pairs.
   * A unit is a word of the name, or two or all of its words written as one ("dicaprio").
   */
  units: Int32Array;
  words: string[];
  /** Positions that must be covered for a full-name match (initials are optional). */
  significant: number;
  aka: boolean;
}

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
 */
export class PeopleIndex<T> {
  private readonly people: { item: T; prominence: number; names: IndexedName[] }[] = [];
  private readonly dictionary: TokenDictionary;
  private readonly postings = new Map<number, number[]>();

  constructor(docs: Iterable<PersonDoc<T>>) {
    const raw: { doc: PersonDoc<T>; names: string[][]; units: UnitText[][] }[] = [];
    const words = new Set<string>();
    const nameWords = new Set<string>();
    for (const doc of docs) {
      const names = [...new Set(doc.names.map((n) => tokenize(n).join(' ')))]
        .filter((n) => n && n.split(' ').length <= 8)
        .map((n) => n.split(' '));
      if (names.length === 0) continue;
      const units = names.map(unitTexts);
      for (const list of units) for (const unit of list) words.add(unit.text);
      for (const name of names) for (const word of name) nameWords.add(word);
      raw.push({ doc, names, units });
    }
    // Joined forms ("dicaprio" for "di caprio") match exactly or by sound, not with typos.
    this.dictionary = new TokenDictionary(words, NAME_WEIGHTS, (w) => nameWords.has(w));
    raw.forEach(({ doc, names, units: unitLists }, index) => {
      const mine = new Set<number>();
      const indexed = names.map((name, k) => {
        const list = unitLists[k]!;
        const units = new Int32Array(list.length * 2);
        list.forEach((u, i) => {
          const word = this.dictionary.id(u.text)!;
          units[2 * i] = word;
          units[2 * i + 1] = u.covers;
          mine.add(word);
        });
        let significant = 0;
        // Initials between the first and last word are optional ("samuel jackson").
        name.forEach((w, i) => {
          if (w.length > 1 || i === 0 || i === name.length - 1) significant |= 1 << i;
        });
        return { units, words: name, significant, aka: k > 0 };
      });
      this.people.push({ item: doc.item, prominence: doc.prominence, names: indexed });
      for (const word of mine) {
        const list = this.postings.get(word);
        if (list) list.push(index);
        else this.postings.set(word, [index]);
      }
    });
  }

  get size(): number {
    return this.people.length;
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
        for (const word of expansion.keys()) n += this.postings.get(word)?.length ?? 0;
        if (n < fewest) [driver, fewest] = [expansion, n];
      }
      for (const word of driver?.keys() ?? []) {
        for (const person of this.postings.get(word) ?? []) candidates.add(person);
      }
    }
    const matches: { index: number; nameScore: number; exact: boolean }[] = [];
    let exactExists = false;
    for (const index of candidates) {
      let best: NameMatch = { score: 0, exact: false };
      for (const name of this.people[index]!.names) {
        for (const segments of segmentations) {
          const m = scoreName(name, segments, query.length);
          if (name.aka) m.score *= OTHER_NAME;
          if (m.score > best.score) best = m;
        }
      }
      if (best.score < MIN_NAME_SCORE) continue;
      matches.push({ index, nameScore: best.score, exact: best.exact });
      if (best.exact && best.score >= 0.6) exactExists = true;
    }
    const hits = matches.map(({ index, nameScore, exact }) => {
      const person = this.people[index]!;
      const score = exactExists && !exact ? nameScore * INEXACT_WHEN_EXACT_EXISTS : nameScore;
      return {
        item: person.item,
        nameScore,
        exact,
        score: score + PROMINENCE_WEIGHT * person.prominence,
      };
    });
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}

/** A name's units: each word, each two neighbouring words joined, all words joined. */
interface UnitText {
  text: string;
  covers: number;
}

function unitTexts(name: string[]): UnitText[] {
  const units = name.map((text, i) => ({ text, covers: 1 << i }));
  for (let i = 0; i + 1 < name.length; i++) {
    units.push({ text: name[i]! + name[i + 1]!, covers: (1 << i) | (1 << (i + 1)) });
  }
  if (name.length >= 3) units.push({ text: name.join(''), covers: (1 << name.length) - 1 });
  return units;
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
}

function scoreName(name: IndexedName, segments: ExpandedSegment[], queryWords: number): NameMatch {
  let used = 0;
  let sum = 0;
  let exact = true;
  for (const segment of segments) {
    const expansion = segment.expansion;
    let best = 0;
    let bestCovers = 0;
    for (let u = 0; u < name.units.length; u += 2) {
      const covers = name.units[u + 1]!;
      if (covers & used) continue;
      let weight = expansion.get(name.units[u]!) ?? 0;
      if (weight === 0 && segment.text.length === 1 && isSingle(covers)) {
        const word = name.words[Math.log2(covers)]!;
        if (word[0] === segment.text) weight = word.length === 1 ? 1 : INITIAL;
      }
      if (weight > best) {
        best = weight;
        bestCovers = covers;
      }
    }
    if (best === 0) return { score: 0, exact: false };
    used |= bestCovers;
    sum += best;
    if (best < 1) exact = false;
  }
  const joins = queryWords - segments.length;
  const quality = sum / segments.length - JOIN_PENALTY * Math.abs(joins);
  const lastWord = 1 << (name.words.length - 1);
  let coverage: number = COVERAGE.other;
  if ((used & name.significant) === name.significant) coverage = COVERAGE.full;
  else if (used & lastWord) coverage = COVERAGE.surname;
  else if (used & 1) coverage = COVERAGE.first;
  return { score: quality * coverage, exact };
}

const isSingle = (mask: number) => (mask & (mask - 1)) === 0;
