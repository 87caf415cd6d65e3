import { foldText } from '@unclewatch/core';

/** Query and name words: folded (core's one text folding), split on spaces. */
export function tokenize(text: string): string[] {
  const folded = foldText(text);
  return folded ? folded.split(' ') : [];
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions), capped. */
export function editDistance(a: string, b: string, max = 2): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prevPrev = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const current = new Array<number>(cols).fill(0);
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, current[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = current;
  }
  return prev[cols - 1]!;
}

/** Every string made by deleting one character (the SymSpell neighbourhood). */
export function deletes1(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** Typos allowed for a query token of this length. */
export function maxTypos(length: number): number {
  if (length < 4) return 0;
  if (length < 8) return 1;
  return 2;
}

/**
 * A sound-alike key for a name word: spellings that sound the same ("kubrik" / "kubrick",
 * "jakman" / "jackman", "filips" / "phillips") share it. Letters that spell one sound are
 * unified, doubled letters collapse, and after the first letter each run of vowels becomes
 * one placeholder (its position kept, its spelling not).
 */
export function phoneticKey(word: string): string {
  const unified = word
    .replace(/ph/g, 'f')
    .replace(/[sc]ch|tch/g, 'sh')
    .replace(/ck|q|c(?![eiyh])/g, 'k')
    .replace(/c(?!h)/g, 's')
    .replace(/x/g, 'ks')
    .replace(/z/g, 's')
    .replace(/w/g, 'v')
    .replace(/y/g, 'i')
    .replace(/([bdgkpt])h/g, '$1');
  const tail = unified
    .slice(1)
    .replace(/h/g, '')
    .replace(/[aeiou]+/g, '*')
    .replace(/(.)\1+/g, '$1');
  return (unified[0] ?? '') + tail;
}
