import { tokenize } from './text';
import { TokenDictionary, type MatchWeights, type TokenDictionaryParts } from './token-dictionary';

/** One searchable person: their name first, then other names (also-known-as). */
export interface PersonDoc<T> {
  item: T;
  names: string[];
  /** 0..1: how likely a searcher means this person at all (see `prominence.ts`). */
  prominence: number;
}

/** Names are forgiving: a typo in a name costs less than in a title. */
export const NAME_WEIGHTS: MatchWeights = {
  exact: 1,
  prefix: 0.7,
  typos: [0.82, 0.68],
  shortTypo: 0.72,
  phonetic: 0.78,
};
/**
 * A built index as plain data (typed arrays and strings): what `toParts` gives and `fromParts`
 * takes back, so the index can be built once per snapshot and kept in a file
 * (`people-index-file.ts`).
 *
 * Names are numbered across the index. A name's units run from `nameStart[n]` to
 * `nameStart[n + 1]` in `units`, as (word id, bit mask of the name's
 * word positions it covers) pairs; its first `nameWords[n]` units are its words in order, then
 * two neighbouring words or all of them written as one ("dicaprio").
 */
export interface PeopleIndexParts {
  dictionary: TokenDictionaryParts;
  units: Int32Array;
  nameStart: Int32Array;
  nameWords: Int32Array;
  /** Word positions a full-name match must cover (initials are optional). */
  nameSignificant: Int32Array;
  /** A person's names are `personNameStart[p]` to `personNameStart[p + 1]`, their own first. */
  personNameStart: Int32Array;
  prominence: Float64Array;
  /** People with word `w`: `postings[postingStart[w]]` up to `postings[postingStart[w + 1]]`. */
  postingStart: Int32Array;
  postings: Int32Array;
}

/**
 * Builds an index: names tokenised into units, words interned (a provisional id in order of
 * appearance, then the dictionary's sorted id), then postings counted and placed.
 */
export function buildPeopleIndex<T>(docs: Iterable<PersonDoc<T>>) {
  const provisional = new Map<string, number>();
  const wordList: string[] = [];
  const nameWordSet = new Set<string>();
  const intern = (word: string) => {
    let id = provisional.get(word);
    if (id === undefined) {
      id = wordList.length;
      provisional.set(word, id);
      wordList.push(word);
    }
    return id;
  };
  const items: T[] = [];
  const prominence: number[] = [];
  const units: number[] = [];
  const nameStart: number[] = [];
  const nameWords: number[] = [];
  const nameSignificant: number[] = [];
  const personNameStart: number[] = [0];
  for (const doc of docs) {
    const seen: string[] = [];
    for (const raw of doc.names) {
      const words = tokenize(raw);
      const key = words.join(' ');
      if (words.length === 0 || words.length > 8 || seen.includes(key)) continue;
      seen.push(key);
      nameStart.push(units.length);
      words.forEach((word, i) => {
        units.push(intern(word), 1 << i);
        nameWordSet.add(word);
      });
      for (let i = 0; i + 1 < words.length; i++) {
        units.push(intern(words[i]! + words[i + 1]!), (1 << i) | (1 << (i + 1)));
      }
      if (words.length >= 3) units.push(intern(words.join('')), (1 << words.length) - 1);
      let significant = 0;
      // Initials between the first and last word are optional ("samuel jackson").
      words.forEach((w, i) => {
        if (w.length > 1 || i === 0 || i === words.length - 1) significant |= 1 << i;
      });
      nameWords.push(words.length);
      nameSignificant.push(significant);
    }
    if (nameStart.length === personNameStart.at(-1)) continue;
    items.push(doc.item);
    prominence.push(doc.prominence);
    personNameStart.push(nameStart.length);
  }
  nameStart.push(units.length);
  // Joined forms ("dicaprio" for "di caprio") match exactly or by sound, not with typos.
  const dictionary = new TokenDictionary(wordList, NAME_WEIGHTS, (w) => nameWordSet.has(w));
  const idOf = new Int32Array(wordList.length);
  wordList.forEach((word, i) => (idOf[i] = dictionary.id(word)!));
  const unitArray = new Int32Array(units.length);
  for (let i = 0; i < units.length; i += 2) {
    unitArray[i] = idOf[units[i]!]!;
    unitArray[i + 1] = units[i + 1]!;
  }
  const people = Int32Array.from(personNameStart);
  const starts = Int32Array.from(nameStart);
  return {
    items,
    dictionary,
    parts: {
      units: unitArray,
      nameStart: starts,
      nameWords: Int32Array.from(nameWords),
      nameSignificant: Int32Array.from(nameSignificant),
      personNameStart: people,
      prominence: Float64Array.from(prominence),
      ...postingsOf(unitArray, starts, people, dictionary.size),
    },
  };
}

/** Each word's people (each person once per word), as offsets + values. */
function postingsOf(units: Int32Array, nameStart: Int32Array, people: Int32Array, words: number) {
  const lastPerson = new Int32Array(words).fill(-1);
  const postingStart = new Int32Array(words + 1);
  const eachWord = (visit: (word: number, person: number) => void) => {
    for (let p = 0; p + 1 < people.length; p++) {
      for (let u = nameStart[people[p]!]!; u < nameStart[people[p + 1]!]!; u += 2) {
        const word = units[u]!;
        if (lastPerson[word] === p) continue;
        lastPerson[word] = p;
        visit(word, p);
      }
    }
  };
  eachWord((word) => postingStart[word + 1]!++);
  for (let w = 0; w < words; w++) postingStart[w + 1]! += postingStart[w]!;
  const postings = new Int32Array(postingStart[words]!);
  const fill = postingStart.slice(0, words);
  lastPerson.fill(-1);
  eachWord((word, person) => {
    postings[fill[word]!++] = person;
  });
  return { postingStart, postings };
}
