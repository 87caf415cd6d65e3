import { deletes1, editDistance, maxTypos, tokenize } from './text';

/** One searchable thing: a title or a person, with the numbers ranking needs. */
export interface SearchDoc<T> {
  item: T;
  names: string[];
  popularity: number;
  votes: number;
  year: number | null;
}

export interface SearchHit<T> {
  item: T;
  score: number;
}

const EXACT = 1;
const PREFIX = 0.8;
const PREFIX_EXPANSION_LIMIT = 64;
/** When no title has every word, score at most this many candidates that have some. */
const OR_CANDIDATE_LIMIT = 20_000;

/** Keeps the best `limit` hits without sorting everything (the catalogue can be huge). */
class TopHits<T> {
  private hits: SearchHit<T>[] = [];
  private floor = -Infinity;

  constructor(private readonly limit: number) {}

  get size(): number {
    return this.hits.length;
  }

  add(item: T, score: number): void {
    if (score <= this.floor) return;
    this.hits.push({ item, score });
    if (this.hits.length >= this.limit * 4) this.trim();
  }

  private trim(): void {
    this.hits.sort((a, b) => b.score - a.score);
    this.hits.length = Math.min(this.hits.length, this.limit);
    if (this.hits.length === this.limit) this.floor = this.hits[this.limit - 1]!.score;
  }

  sorted(): SearchHit<T>[] {
    this.trim();
    return this.hits;
  }
}

/**
 * An in-memory inverted index with prefix matching (binary search over sorted tokens) and
 * typo tolerance (SymSpell-style one-deletion neighbourhoods verified by edit distance).
 */
export class SearchIndex<T> {
  private readonly postings = new Map<string, number[]>();
  private readonly sortedTokens: string[];
  private readonly deletions = new Map<string, string[]>();
  private readonly docTokens: number[] = [];
  private readonly tokenLists: string[][] = [];
  private readonly foldedNames: string[][] = [];

  constructor(private readonly docs: SearchDoc<T>[]) {
    docs.forEach((doc, index) => {
      const seen = new Set<string>();
      this.foldedNames.push(doc.names.map((n) => tokenize(n).join(' ')));
      for (const name of doc.names) for (const token of tokenize(name)) seen.add(token);
      this.tokenLists.push([...seen]);
      this.docTokens.push(tokenize(doc.names[0] ?? '').length);
      for (const token of seen) {
        let list = this.postings.get(token);
        if (!list) this.postings.set(token, (list = []));
        list.push(index);
      }
    });
    this.sortedTokens = [...this.postings.keys()].sort();
    for (const token of this.sortedTokens) {
      if (maxTypos(token.length) === 0) continue;
      for (const variant of deletes1(token)) {
        let list = this.deletions.get(variant);
        if (!list) this.deletions.set(variant, (list = []));
        list.push(token);
      }
    }
  }

  get size(): number {
    return this.docs.length;
  }

  /** Dictionary tokens matching one query token, with their match weight. */
  private expand(token: string, allowPrefix: boolean): Map<string, number> {
    const matches = new Map<string, number>();
    if (this.postings.has(token)) matches.set(token, EXACT);
    if (allowPrefix) {
      let at = lowerBound(this.sortedTokens, token);
      let taken = 0;
      while (at < this.sortedTokens.length && taken < PREFIX_EXPANSION_LIMIT) {
        const candidate = this.sortedTokens[at++]!;
        if (!candidate.startsWith(token)) break;
        if (!matches.has(candidate))
          matches.set(candidate, PREFIX - 0.01 * Math.min(10, candidate.length - token.length));
        taken++;
      }
    }
    const typos = maxTypos(token.length);
    if (typos > 0) {
      const candidates = new Set<string>(this.deletions.get(token) ?? []);
      for (const variant of deletes1(token)) {
        if (this.postings.has(variant)) candidates.add(variant);
        for (const c of this.deletions.get(variant) ?? []) candidates.add(c);
      }
      for (const candidate of candidates) {
        if (matches.has(candidate)) continue;
        const distance = editDistance(token, candidate, typos);
        if (distance <= typos) matches.set(candidate, 0.75 - 0.1 * distance);
      }
    }
    return matches;
  }

  /**
   * Ranked hits for the query tokens (the last one may be a prefix). Every token must match
   * (exactly, as a prefix or with a typo); when none does, titles matching most tokens win.
   * Cost grows with the rarest token's postings, not the catalogue size.
   */
  search(
    tokens: string[],
    text: string,
    filter?: (doc: SearchDoc<T>) => boolean,
    limit = 200,
  ): SearchHit<T>[] {
    if (tokens.length === 0) return [];
    const expansions = tokens.map((token, i) =>
      this.expand(token, i === tokens.length - 1 || token.length >= 4),
    );
    const sizes = expansions.map((e) => {
      let n = 0;
      for (const match of e.keys()) n += this.postings.get(match)?.length ?? 0;
      return n;
    });
    const order = tokens.map((_, i) => i).sort((a, b) => sizes[a]! - sizes[b]!);
    const top = new TopHits<T>(limit);

    const score = (doc: number, requireAll: boolean): void => {
      const docTokens = this.tokenLists[doc]!;
      let sum = 0;
      let matched = 0;
      for (const expansion of expansions) {
        let best = 0;
        for (const token of docTokens) best = Math.max(best, expansion.get(token) ?? 0);
        if (best > 0) {
          sum += best;
          matched++;
        } else if (requireAll) return;
      }
      const d = this.docs[doc]!;
      if (filter && !filter(d)) return;
      top.add(d.item, this.rank(doc, sum / tokens.length, matched, tokens.length, text));
    };

    const driver = expansions[order[0]!]!;
    const seen = new Set<number>();
    for (const match of driver.keys()) {
      for (const doc of this.postings.get(match) ?? []) {
        if (seen.has(doc)) continue;
        seen.add(doc);
        score(doc, true);
      }
    }
    if (top.size === 0 && tokens.length > 1) {
      seen.clear();
      for (const i of order) {
        for (const match of expansions[i]!.keys()) {
          for (const doc of this.postings.get(match) ?? []) {
            if (seen.size >= OR_CANDIDATE_LIMIT) break;
            if (seen.has(doc)) continue;
            seen.add(doc);
            score(doc, false);
          }
        }
      }
    }
    return top.sorted();
  }

  private rank(
    doc: number,
    quality: number,
    matched: number,
    wanted: number,
    text: string,
  ): number {
    const d = this.docs[doc]!;
    const names = this.foldedNames[doc]!;
    let score = quality * (matched / wanted);
    if (names.includes(text)) score += 0.6;
    else if (names.some((n) => n.startsWith(text))) score += 0.3;
    score -= 0.02 * Math.max(0, (this.docTokens[doc] ?? 0) - wanted);
    score += 0.15 * Math.min(1, Math.log10(1 + d.votes) / 4.5);
    score += 0.1 * Math.min(1, Math.log10(1 + d.popularity) / 3);
    return score;
  }
}

function lowerBound(sorted: string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
