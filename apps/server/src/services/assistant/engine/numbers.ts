import { decadeWords } from './vocabulary';

/** Years, decades and minimum ratings, read from lower-cased text (dots and '+' kept). */
export interface NumberFacts {
  yearFrom?: number;
  yearTo?: number;
  minRating?: number;
}

const twoDigitDecade = (n: number) => (n >= 30 ? 1900 + n : 2000 + n);

export function parseYears(lower: string, newestYear: number): NumberFacts {
  const text = lower.replace(/[’']/g, '');
  let m = /\bbetween\s+((?:19|20)\d\d)\s+(?:and|to|-)\s+((?:19|20)\d\d)\b/.exec(text);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])].sort((x, y) => x - y) as [number, number];
    return { yearFrom: a, yearTo: b };
  }
  m = /\b((?:19|20)\d\d)\s*(?:-|to|–)\s*((?:19|20)\d\d)\b/.exec(text);
  if (m) return { yearFrom: Number(m[1]), yearTo: Number(m[2]) };
  m = /\b(?:early|mid|late)?\s*((?:19|20)\d0)s\b/.exec(text);
  if (m) return decade(Number(m[1]), text);
  m = /(?:^|[\s(])((?:[3-9]|[0-2])0)s\b/.exec(text);
  if (m) return decade(twoDigitDecade(Number(m[1])), text);
  for (const [word, start] of Object.entries(decadeWords)) {
    if (new RegExp(`\\b${word}\\b`).test(text)) return decade(start, text);
  }
  m = /\b(?:after|since|post)\s+((?:19|20)\d\d)\b/.exec(text);
  if (m) return { yearFrom: Number(m[1]) + (text.includes('since') ? 0 : 1) };
  m = /\b((?:19|20)\d\d)\s+(?:onwards?|or later|and later|or newer|and up)\b/.exec(text);
  if (m) return { yearFrom: Number(m[1]) };
  m = /\b(?:before|until|pre|older than)\s+((?:19|20)\d\d)\b/.exec(text);
  if (m) return { yearTo: Number(m[1]) - (text.includes('until') ? 0 : 1) };
  m = /\b((?:19|20)\d\d)\b/.exec(text);
  if (m) return { yearFrom: Number(m[1]), yearTo: Number(m[1]) };
  if (/\b(recent|latest|newest|new releases?|new ones|brand new|this year)\b/.test(text)) {
    return { yearFrom: newestYear - 3 };
  }
  if (/\b(old|older|classic|classics|vintage|golden age)\b/.test(text)) return { yearTo: 1979 };
  return {};
}

function decade(start: number, text: string): NumberFacts {
  if (new RegExp(`\\bearly\\s+(?:${start}|${start % 100})s`).test(text))
    return { yearFrom: start, yearTo: start + 3 };
  if (new RegExp(`\\blate\\s+(?:${start}|${start % 100})s`).test(text))
    return { yearFrom: start + 6, yearTo: start + 9 };
  return { yearFrom: start, yearTo: start + 9 };
}

const ratingNumber = '(10(?:\\.0)?|\\d(?:\\.\\d)?)(?!\\d|\\.\\d|s\\b)';

export function parseMinRating(lower: string): number | undefined {
  const patterns = [
    new RegExp(
      `\\b(?:rated|rating|ratings|score|scored|imdb)\\s*(?:of\\s+)?(?:above|over|at least|more than|greater than|higher than|>=?|min(?:imum)?)?\\s*${ratingNumber}`,
    ),
    new RegExp(
      `\\b(?:above|over|at least|more than|greater than|higher than|minimum|min)\\s+(?:a\\s+)?${ratingNumber}`,
    ),
    new RegExp(`(?:^|\\s)${ratingNumber}\\s*(?:\\+|/\\s*10\\b|stars?\\b|and up\\b|or higher\\b)`),
  ];
  for (const pattern of patterns) {
    const m = pattern.exec(lower);
    if (!m) continue;
    const value = Number(m[1]);
    if (value > 0 && value <= 10) return value;
  }
  if (/\b(highly rated|top rated|top-rated|best rated|acclaimed|masterpieces?)\b/.test(lower)) {
    return 7.5;
  }
  return undefined;
}
