const MARKS = /\p{M}+/gu;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;

/**
 * The one text folding for matching (search, import, ratings look-ups, the assistant and the
 * catalogue builder's join keys): NFKD with every combining mark dropped (so accents vanish
 * and Devanagari vowel signs or kana voicing marks do not split a word), case folded, `&` read
 * as "and", apostrophes dropped ("Schindler's" → "schindlers"), any other run of punctuation
 * or space → one space.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`´]/g, '')
    .replace(NOT_LETTER_OR_DIGIT, ' ')
    .trim();
}
