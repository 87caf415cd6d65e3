import { tokenize } from './text';
import { IntList, TopHits, type SearchHit } from './top-hits';

export type { SearchHit } from './top-hits';
import { TokenDictionary, type MatchWeights } from './token-dictionary';

/** One searchable title, with the numbers ranking needs. */
export interface SearchDoc<T> {
  item: T;
  names: string[];
  popularity: number;
  votes: number;
  year: number | null;
}

const TITLE_WEIGHTS: MatchWeights = { exact: 1, prefix: 0.8, typos: [0.65, 0.55], phonetic: 0 };
/** When no title has every word, score at most this many candidates that have some. */
const OR_CANDIDATE_LIMIT = 20_000;
const NO_YEAR = 0;
const ARTICLES = ['the', 'a', 'an', 'la', 'le', 'les', 'el', 'il', 'der', 'die', 'das'];

/**
 * An in-memory inverted index over titles, with prefix matching and typo tolerance (see
 * `TokenDictionary`). Compact for large catalogues: words are integer ids, and each title's
 * words, its names' word sequences and each word's postings live in flat typed arrays
 * (offsets + values) rather than millions of small JS arrays and strings.
 */
export class SearchIndex<T> {
  private readonly items: T[] = [];
  private readonly dictionary: TokenDictionary;
  private readonly popularity: Float32Array;
  private readonly votes: Float32Array;
  private readonly years: Uint16Array;
  /** Distinct word ids of doc i: `docWords[docStart[i] .. docStart[i+1])`. */
  private readonly docStart: Uint32Array;
  private readonly docWords: Int32Array;
  /** Word ids of doc i's names, each name ended by -1: `nameWords[nameStart[i] ..)`. */
  private readonly nameStart: Uint32Array;
  private readonly nameWords: Int32Array;
  /** Words in the first name of each doc. */
  private readonly firstNameLength: Uint8Array;
  /** Docs with word w: `postingDocs[postingStart[w] .. postingStart[w+1])`. */
  private readonly postingStart: Uint32Array;
  private readonly postingDocs: Int32Array;
  /** Per query: docs already scored carry the query's stamp (cheaper than a Set of ids). */
  private readonly visited: Uint32Array;
  private stamp = 0;
  /** Ids of leading articles ("the", "a", "an"…) a query may leave out of a title. */
  private readonly articles: Set<number>;
  /** Per query word: the match weight of each dictionary word (reset after the query). */
  private readonly weightPool: Float32Array[] = [];

  constructor(docs: Iterable<SearchDoc<T>>) {
    // One pass: words get provisional ids in order of appearance, renumbered once sorted.
    const provisional = new Map<string, number>();
    const idOf = (word: string) => {
      let id = provisional.get(word);
      if (id === undefined) provisional.set(word, (id = provisional.size));
      return id;
    };
    const docWords = new IntList();
    const nameWords = new IntList();
    const docStart = new IntList();
    const nameStart = new IntList();
    const popularity: number[] = [];
    const votes: number[] = [];
    const years: number[] = [];
    const firstNameLength: number[] = [];
    for (const doc of docs) {
      docStart.push(docWords.length);
      nameStart.push(nameWords.length);
      const seen = new Set<number>();
      const names = new Set(doc.names.map((n) => tokenize(n).join(' ')));
      for (const name of names) {
        if (!name) continue;
        for (const word of name.split(' ')) {
          const id = idOf(word);
          nameWords.push(id);
          if (!seen.has(id)) docWords.push(id);
          seen.add(id);
        }
        nameWords.push(-1);
      }
      this.items.push(doc.item);
      popularity.push(doc.popularity);
      votes.push(doc.votes);
      years.push(doc.year ?? NO_YEAR);
      firstNameLength.push(Math.min(255, tokenize(doc.names[0] ?? '').length));
    }
    docStart.push(docWords.length);
    nameStart.push(nameWords.length);

    this.dictionary = new TokenDictionary(provisional.keys(), TITLE_WEIGHTS);
    this.articles = new Set(
      ARTICLES.map((word) => this.dictionary.id(word)).filter((id) => id !== undefined),
    );
    const remap = new Int32Array(provisional.size);
    for (const [word, id] of provisional) remap[id] = this.dictionary.id(word)!;
    provisional.clear();
    this.docWords = docWords.done().map((id) => remap[id]!);
    this.nameWords = nameWords.done().map((id) => (id < 0 ? id : remap[id]!));
    this.docStart = Uint32Array.from(docStart.done());
    this.nameStart = Uint32Array.from(nameStart.done());
    this.popularity = Float32Array.from(popularity);
    this.votes = Float32Array.from(votes);
    this.years = Uint16Array.from(years);
    this.firstNameLength = Uint8Array.from(firstNameLength);

    // Postings by counting: sizes, offsets, then fill.
    const counts = new Uint32Array(this.dictionary.size + 1);
    for (const id of this.docWords) counts[id + 1]!++;
    for (let w = 0; w < this.dictionary.size; w++) counts[w + 1]! += counts[w]!;
    this.postingStart = counts;
    this.postingDocs = new Int32Array(this.docWords.length);
    this.visited = new Uint32Array(this.items.length);
    const fill = counts.slice(0, this.dictionary.size);
    for (let doc = 0; doc < this.items.length; doc++) {
      for (let i = this.docStart[doc]!; i < this.docStart[doc + 1]!; i++) {
        this.postingDocs[fill[this.docWords[i]!]!++] = doc;
      }
    }
  }

  get size(): number {
    return this.items.length;
  }

  private postingCount(word: number): number {
    return this.postingStart[word + 1]! - this.postingStart[word]!;
  }

  /** How many titles hold every one of these words exactly (0 if any is unknown). */
  countWithAll(tokens: string[]): number {
    let fewest = Infinity;
    for (const token of tokens) {
      const id = this.dictionary.id(token);
      if (id === undefined) return 0;
      fewest = Math.min(fewest, this.postingCount(id));
    }
    return tokens.length ? fewest : 0;
  }

  /**
   * Ranked hits for the query tokens (the last one may be a prefix). Every token must match
   * (exactly, as a prefix or with a typo); when none does, titles matching most tokens win.
   * Cost grows with the rarest token's postings, not the catalogue size.
   */
  search(tokens: string[], year?: number, limit = 200): SearchHit<T>[] {
    if (tokens.length === 0) return [];
    const expansions = tokens.map((token, i) =>
      this.dictionary.expand(token, i === tokens.length - 1 || token.length >= 4),
    );
    const sizes = expansions.map((e) => {
      let n = 0;
      for (const word of e.keys()) n += this.postingCount(word);
      return n;
    });
    const order = tokens.map((_, i) => i).sort((a, b) => sizes[a]! - sizes[b]!);
    const top = new TopHits<T>(limit);
    const queryIds = tokens.map((t) => this.dictionary.id(t) ?? -2);
    const weights = expansions.map((expansion, i) => {
      const table = (this.weightPool[i] ??= new Float32Array(this.dictionary.size));
      for (const [word, weight] of expansion) table[word] = weight;
      return table;
    });

    const score = (doc: number, requireAll: boolean): void => {
      if (year !== undefined && this.years[doc] !== year) return;
      const from = this.docStart[doc]!;
      const to = this.docStart[doc + 1]!;
      let sum = 0;
      let matched = 0;
      for (const table of weights) {
        let best = 0;
        for (let i = from; i < to; i++) {
          const w = table[this.docWords[i]!]!;
          if (w > best) best = w;
        }
        if (best > 0) {
          sum += best;
          matched++;
        } else if (requireAll) return;
      }
      const whole = this.wholeNameMatch(doc, tokens, queryIds);
      top.add(
        this.items[doc]!,
        this.rank(doc, sum / tokens.length, matched, tokens.length, whole),
        whole,
      );
    };

    let visitedCount = 0;
    const newStamp = () => {
      if (++this.stamp === 0xffffffff) {
        this.visited.fill(0);
        this.stamp = 1;
      }
      visitedCount = 0;
    };
    const visit = (word: number, requireAll: boolean) => {
      for (let i = this.postingStart[word]!; i < this.postingStart[word + 1]!; i++) {
        const doc = this.postingDocs[i]!;
        if (this.visited[doc] === this.stamp) continue;
        this.visited[doc] = this.stamp;
        visitedCount++;
        score(doc, requireAll);
      }
    };
    try {
      newStamp();
      for (const word of expansions[order[0]!]!.keys()) visit(word, true);
      if (top.size === 0 && tokens.length > 1) {
        newStamp();
        for (const i of order) {
          for (const word of expansions[i]!.keys()) {
            if (visitedCount >= OR_CANDIDATE_LIMIT) break;
            visit(word, false);
          }
        }
      }
    } finally {
      expansions.forEach((expansion, i) => {
        for (const word of expansion.keys()) weights[i]![word] = 0;
      });
    }
    return top.sorted();
  }

  /**
   * Does one of the doc's names equal the query (2), or start with it (1)? 0 otherwise. A
   * leading article the query leaves out does not count ("office" is "The Office").
   */
  private wholeNameMatch(doc: number, tokens: string[], queryIds: number[]): number {
    let best = 0;
    let next = this.nameStart[doc]!;
    const end = this.nameStart[doc + 1]!;
    while (next < end) {
      let length = 0;
      while (this.nameWords[next + length]! >= 0) length++;
      let at = next;
      next += length + 1;
      if (this.articles.has(this.nameWords[at]!) && queryIds[0] !== this.nameWords[at]) {
        at++;
        length--;
      }
      if (length >= tokens.length) {
        let same = true;
        for (let i = 0; i < tokens.length - 1 && same; i++) {
          same = this.nameWords[at + i] === queryIds[i];
        }
        const last = this.nameWords[at + tokens.length - 1]!;
        if (same && last === queryIds[tokens.length - 1] && length === tokens.length) return 2;
        if (same && this.dictionary.words[last]!.startsWith(tokens[tokens.length - 1]!)) best = 1;
      }
    }
    return best;
  }

  private rank(
    doc: number,
    quality: number,
    matched: number,
    wanted: number,
    whole: number,
  ): number {
    let score = quality * (matched / wanted);
    if (whole === 2) score += 0.6;
    else if (whole === 1) score += 0.3;
    score -= 0.02 * Math.max(0, this.firstNameLength[doc]! - wanted);
    score += 0.15 * Math.min(1, Math.log10(1 + this.votes[doc]!) / 4.5);
    score += 0.1 * Math.min(1, Math.log10(1 + this.popularity[doc]!) / 3);
    return score;
  }
}
