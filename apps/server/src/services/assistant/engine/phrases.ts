/** Finds known phrases in a folded token list, longest first, each token used at most once. */
export interface PhraseHit<T> {
  value: T;
  phrase: string;
  start: number;
  end: number;
}

export function scanPhrases<T>(
  tokens: string[],
  used: boolean[],
  table: Readonly<Record<string, T>>,
  maxWords = 3,
): PhraseHit<T>[] {
  const hits: PhraseHit<T>[] = [];
  for (let size = Math.min(maxWords, tokens.length); size >= 1; size--) {
    for (let start = 0; start + size <= tokens.length; start++) {
      if (used.slice(start, start + size).some(Boolean)) continue;
      const phrase = tokens.slice(start, start + size).join(' ');
      if (!Object.hasOwn(table, phrase)) continue;
      hits.push({ value: table[phrase] as T, phrase, start, end: start + size });
      for (let i = start; i < start + size; i++) used[i] = true;
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

/** Index of the first token sequence equal to `words`, or -1. */
export function indexOfWords(tokens: string[], words: string[], from = 0): number {
  outer: for (let i = from; i + words.length <= tokens.length; i++) {
    for (let j = 0; j < words.length; j++) if (tokens[i + j] !== words[j]) continue outer;
    return i;
  }
  return -1;
}
