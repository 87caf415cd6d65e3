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

/**
 * An in-memory inverted index with prefix matching (binary search over sorted tokens) and
 * typo tolerance (SymSpell-style one-deletion neighbourhoods verified by edit distance).
 */
export class SearchIndex<T> {
  private readonly postings = new Map<string, number[]>();
  private readonly sortedTokens: string[];
  private readonly deletions = new Map<string, string[]>();
  private readonly docTokens: number[] = [];
  private readonly foldedNames: string[][] = [];

  constructor(private readonly docs: SearchDoc<T>[]) {
    docs.forEach((doc, index) => {
      const seen = new Set<string>();
      this.foldedNames.push(doc.names.map((n) => tokenize(n).join(' ')));
      for (const name of doc.names) for (const token of tokenize(name)) seen.add(token);
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

  search(tokens: string[], text: string, filter?: (doc: SearchDoc<T>) => boolean): SearchHit<T>[] {
    if (tokens.length === 0) return [];
    const perToken: Map<number, number>[] = tokens.map((token, i) => {
      const weights = new Map<number, number>();
      const isLast = i === tokens.length - 1;
      for (const [match, weight] of this.expand(token, isLast || token.length >= 4)) {
        for (const doc of this.postings.get(match) ?? []) {
          if ((weights.get(doc) ?? 0) < weight) weights.set(doc, weight);
        }
      }
      return weights;
    });
    const smallest = perToken.reduce((a, b) => (a.size <= b.size ? a : b));
    const hits: SearchHit<T>[] = [];
    const collect = (doc: number, requireAll: boolean) => {
      let sum = 0;
      let matched = 0;
      for (const weights of perToken) {
        const w = weights.get(doc);
        if (w !== undefined) {
          sum += w;
          matched++;
        } else if (requireAll) return;
      }
      const d = this.docs[doc]!;
      if (filter && !filter(d)) return;
      hits.push({
        item: d.item,
        score: this.rank(doc, sum / tokens.length, matched, tokens.length, text),
      });
    };
    for (const doc of smallest.keys()) collect(doc, true);
    if (hits.length === 0 && tokens.length > 1) {
      const union = new Set<number>();
      for (const weights of perToken) for (const doc of weights.keys()) union.add(doc);
      for (const doc of union) collect(doc, false);
    }
    return hits.sort((a, b) => b.score - a.score);
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
