import { isMovie, MOVIE_GENRE, TV_GENRE, type TitleRecord } from '@unclewatch/core';

/**
 * Titles for children ("kids", "family", "my 6 year old", "young children"). The catalogue's
 * US certification decides where it has one; a title without one (every show, some films)
 * must carry a children's genre instead. Never horror, thriller, crime, war or adult.
 */

/** US certifications (and their TV and UK equivalents) that say "fine for children". */
export const CHILD_CERTIFICATIONS = new Set(['G', 'PG', 'U', 'TV-Y', 'TV-Y7', 'TV-G', 'TV-Y7-FV']);
/** "Not rated" says nothing: such a title is judged by its genres. */
const UNRATED = new Set(['NR', 'UNRATED', 'NOT RATED', '']);

/** Genres never shown to children unless asked for by name (and then only certified ones). */
export const CHILD_UNSAFE_GENRES: readonly number[] = [
  MOVIE_GENRE.horror,
  MOVIE_GENRE.thriller,
  MOVIE_GENRE.crime,
  MOVIE_GENRE.war,
  TV_GENRE.warPolitics,
];
/** Genres that make an uncertified title a children's title. */
const CHILD_GENRES: readonly number[] = [MOVIE_GENRE.family, TV_GENRE.kids];
const ADULT_KEYWORDS = new Set(['adult animation', 'sex comedy', 'erotic', 'softcore']);

function hasCertification(title: TitleRecord): boolean {
  return !UNRATED.has((title.certification ?? '').trim().toUpperCase());
}

/**
 * Whether a title suits children. `asked`: genres the user named (a certified G/PG title of
 * an unsafe genre is allowed when that genre was asked for: "scary movies for kids").
 */
export function suitsChildren(title: TitleRecord, asked: readonly number[] = []): boolean {
  if (title.adult) return false;
  if ((title.keywords ?? []).some((k) => ADULT_KEYWORDS.has(k.toLowerCase()))) return false;
  const certified = hasCertification(title);
  if (certified && !CHILD_CERTIFICATIONS.has(title.certification!.trim().toUpperCase()))
    return false;
  const unsafe = title.genre_ids.filter((g) => CHILD_UNSAFE_GENRES.includes(g));
  if (unsafe.length && !(certified && unsafe.every((g) => asked.includes(g)))) return false;
  if (certified) return true;
  if (title.genre_ids.some((g) => CHILD_GENRES.includes(g))) return true;
  // A film without a certification may stand on animation alone; a show may not (TV animation
  // is as often for adults as for children, and shows carry no keywords to tell them apart).
  return isMovie(title) && title.genre_ids.includes(MOVIE_GENRE.animation);
}

/** Ranking for children: family, kids and animated titles first. */
export function childrenScore(title: TitleRecord): number {
  let score = 0;
  if (title.genre_ids.some((g) => CHILD_GENRES.includes(g))) score += 2;
  if (title.genre_ids.includes(MOVIE_GENRE.animation)) score += 1;
  return score;
}

const ageWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

const childWords =
  /\b(little (?:boy|girl|one|ones)|kids?|kiddos?|children|childrens|child|toddlers?|little ones?|preschoolers?|youngsters|grandkids|grandchildren|family|families|all ages|family friendly|kid friendly|child friendly)\b/;
const ages = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';
/** "6 year old", "10 yo", "who is 5", "aged 7" (not "is 2 hours"). */
const age = new RegExp(
  `\\b${ages} ?(?:(?:year|yr)s? ?olds?|yo|y o)\\b|\\b(?:who is|whos|aged?) ${ages}\\b(?! (?:hours?|minutes?|stars?|seasons?))`,
);
const negated = /\b(?:no|not|without|nothing for|not for|adults? only|grown ups?)\s+(?:\w+\s+)?$/;

/** "6-year-old", "ten year olds" in lower-cased text (cut before years are read: "old"). */
export const agePhrase =
  /\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[\s-]*(?:(?:year|yr)s?[\s-]*olds?|y\.?o\.?)(?=\W|$)/g;

/** Whether folded text asks for titles suitable for children. */
export function asksForChildren(folded: string): boolean {
  const years = age.exec(folded);
  if (years) {
    const said = years[1] ?? years[2]!;
    const n = ageWords[said] ?? Number(said);
    if (n <= 12 && !negated.test(folded.slice(0, years.index))) return true;
  }
  const word = childWords.exec(folded);
  return Boolean(word && !negated.test(folded.slice(0, word.index)));
}
