import { foldText } from '@unclewatch/core';

const VOWELS = 'aeiou';

/** One slip of the keyboard, never on the first letter: a swap, a wrong vowel, a dropped letter. */
export function typo(word: string, rand: () => number): string {
  for (let attempt = 0; attempt < 8; attempt++) {
    const i = 1 + Math.floor(rand() * (word.length - 2));
    const kind = Math.floor(rand() * 3);
    let out = word;
    if (kind === 0 && word[i] !== word[i + 1]) {
      out = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    } else if (kind === 1 && VOWELS.includes(word[i]!)) {
      const others = VOWELS.replace(word[i]!, '');
      out = word.slice(0, i) + others[Math.floor(rand() * others.length)] + word.slice(i + 1);
    } else if (kind === 2) {
      out = word.slice(0, i) + word.slice(i + 1);
    }
    if (out !== word) return out;
  }
  return word.slice(0, -1);
}

/** Ways a name is spelt by ear: the first rule that applies after the first letter. */
const SOUND_ALIKES: [RegExp, string][] = [
  [/ck/, 'k'],
  [/ph/, 'f'],
  [/sch/, 'sh'],
  [/([a-z])\1/, '$1'],
  [/c(?=[aou])/, 'k'],
  [/k(?=[aou])/, 'c'],
  [/ee/, 'i'],
  [/oo/, 'u'],
  [/ei/, 'ie'],
  [/ie/, 'ei'],
  [/y$/, 'ie'],
  [/i$/, 'y'],
  [/z/, 's'],
  [/(?<=[aeiou])s(?=[aeiou])/, 'z'],
  [/th/, 't'],
  [/w/, 'v'],
  [/v/, 'w'],
];

export function phoneticVariant(word: string): string | null {
  const head = word[0]!;
  const tail = word.slice(1);
  for (const [pattern, replacement] of SOUND_ALIKES) {
    if (pattern.test(tail)) return head + tail.replace(pattern, replacement);
  }
  return null;
}

/**
 * How people space a name differently from the catalogue: a capital inside a word split off
 * ("DiCaprio" → "di caprio"), a short particle joined ("De Niro" → "deniro"), hyphenated or
 * multi-part given names joined ("Chan-wook" → "chanwook", "Shah Rukh" → "shahrukh").
 */
export function spacingVariants(name: string): string[] {
  const out = new Set<string>();
  const words = name.split(/\s+/).filter(Boolean);
  const folded = (parts: string[]) => foldText(parts.join(' '));
  words.forEach((w, i) => {
    const camel = w.match(/^(\p{Lu}\p{Ll}+)(\p{Lu}\p{Ll}+)$/u);
    if (camel) out.add(folded([...words.slice(0, i), camel[1]!, camel[2]!, ...words.slice(i + 1)]));
    if (w.includes('-') && /^[\p{L}-]+$/u.test(w)) {
      out.add(folded([...words.slice(0, i), w.replace(/-/g, ''), ...words.slice(i + 1)]));
    }
    const next = words[i + 1];
    if (i > 0 && next && w.length <= 3 && /^\p{L}+$/u.test(w)) {
      out.add(folded([...words.slice(0, i), w + next, ...words.slice(i + 2)]));
    }
  });
  // Two short given names written as one ("Shah Rukh" → "shahrukh").
  const short = (w: string) => /^\p{L}{2,4}$/u.test(w);
  if (words.length >= 3 && short(words[0]!) && short(words[1]!)) {
    out.add(folded([words[0]! + words[1]!, ...words.slice(2)]));
  }
  return [...out].filter((v) => v.length > 0);
}

/** A full name with one typo in its longest word (long enough to be typo-tolerant). */
export function misspell(full: string, rand: () => number): string {
  const words = full.split(' ');
  const i = words.reduce((best, w, j) => (w.length > words[best]!.length ? j : best), 0);
  if (words[i]!.length < 5) return full;
  words[i] = typo(words[i]!, rand);
  return words.join(' ');
}
