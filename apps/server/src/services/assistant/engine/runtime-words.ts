/**
 * Length limits read from lower-cased text: "under 2 hours", "90 minutes or less", "no longer
 * than an hour and a half", "over 2 hours", "shorter than {title}", a bare "shorter". Movies are
 * held to their runtime, shows to their episode runtime (the catalogue's `runtime` of a show).
 */
export interface RuntimeWords {
  maxRuntime?: number;
  minRuntime?: number;
  /** "shorter than {text}" / "longer than {text}" where the text is not a length: a title. */
  than?: { bound: 'max' | 'min'; text: string };
  /** A bare "shorter" / "longer": relative to the title the conversation is about. */
  relative?: 'shorter' | 'longer';
  /** "something short", "short episodes": how short depends on movie or show. */
  short?: boolean;
  /** The text with the length phrases cut out (so "over 2 hours" is not read as a rating). */
  rest: string;
}

const numberWords: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  ninety: 90,
  sixty: 60,
  thirty: 30,
  forty: 40,
  'forty five': 45,
  twenty: 20,
};
const num = `(\\d+(?:\\.\\d+)?|${Object.keys(numberWords)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
const hours = '(?:hours?|hrs?|h)';
const minutes = '(?:minutes?|mins?|m)';
/** A length: "2 hours", "1.5 hrs", "1h30", "2 and a half hours", "an hour and a half", "90 min". */
const duration = new RegExp(
  `^(?:${num}(\\s*and a half)?\\s*${hours}(?:\\s*(?:and\\s*)?(\\d+)\\s*${minutes}|(\\d\\d))?(\\s*and a half)?|${num}\\s*${minutes}|half an hour)\\b`,
);

const value = (word: string) => numberWords[word] ?? Number(word);

/** Minutes of the length at the start of `text`, and how many characters it took. */
export function readDuration(text: string): { minutes: number; length: number } | undefined {
  const m = duration.exec(text);
  if (!m) return undefined;
  if (m[0] === 'half an hour') return { minutes: 30, length: m[0].length };
  if (m[1] !== undefined) {
    const half = m[2] || m[5] ? 30 : 0;
    const total = value(m[1]) * 60 + half + Number(m[3] ?? m[4] ?? 0);
    return { minutes: Math.round(total), length: m[0].length };
  }
  return { minutes: Math.round(value(m[6]!)), length: m[0].length };
}

/** Words before a length that make it a limit, longest first: [pattern, bound, strict]. */
const boundsBefore: [RegExp, 'max' | 'min', boolean][] = [
  [/\b(?:at most|max(?:imum)?|up to|within|tops)\s+$/, 'max', false],
  [/\b(?:at least|min(?:imum)?)\s+$/, 'min', false],
  [/\b(?:under|less than|shorter than|below|fewer than)\s+$/, 'max', true],
  [/\b(?:over|more than|longer than|above)\s+$/, 'min', true],
];
/** "no more than", "not over", "isn't longer than": the bound turns round and includes the length. */
const negation = /(?:\b(?:no|not|never|isnt|arent|wasnt|dont|doesnt)|n't)\s+$/;
/** "a 90 minute movie", "30-minute episodes": at most that long. */
const kindAfter =
  /^[\s-]*(?:long\s+)?(?:[a-z-]+\s+){0,2}?(?:movies?|films?|flicks?|episodes?|shows?|series)\b/;
const maxAfter = /^\s*(?:or (?:less|shorter|under)|max(?:imum)?\b|tops\b|at most\b|or fewer)/;
const minAfter = /^\s*(?:or (?:more|longer|over)|plus\b|\+|at least\b)/;
const runtimeWord = /^\s*(?:long|runtime|run time|in length)?/;

/** Reads every length limit in `lower`; the first of each bound wins. */
export function parseRuntime(lower: string): RuntimeWords {
  let rest = lower;
  const out: Omit<RuntimeWords, 'rest'> = {};
  const cut = (from: number, to: number) => {
    rest = `${rest.slice(0, from)} ${rest.slice(to)}`;
  };
  for (let i = 0; i < rest.length; i++) {
    if (i > 0 && /[a-z0-9]/.test(rest[i - 1]!)) continue;
    const found = readDuration(rest.slice(i));
    if (!found) continue;
    const before = rest.slice(0, i);
    const afterStart = i + found.length;
    const after = rest.slice(afterStart);
    let start = i;
    let end = afterStart;
    const bound = boundsBefore.find(([pattern]) => pattern.test(before));
    if (bound) {
      const [pattern, kind, strict] = bound;
      start = pattern.exec(before)!.index;
      const negated = negation.exec(before.slice(0, start));
      if (negated) start = negated.index;
      // "not over 2 hours" is at most 2 hours; "no shorter than 100 minutes" at least 100.
      const max = negated ? kind === 'min' : kind === 'max';
      const step = strict && !negated ? 1 : 0;
      if (max) out.maxRuntime ??= found.minutes - step;
      else out.minRuntime ??= found.minutes + step;
    } else {
      const maxTail = maxAfter.exec(after) ?? kindAfter.exec(after);
      const minTail = minAfter.exec(after);
      if (maxTail) out.maxRuntime ??= found.minutes;
      else if (minTail) out.minRuntime ??= found.minutes;
      else continue;
      // The kind word stays: it still says movie or show.
      if (!kindAfter.test(after) || maxAfter.test(after) || minTail)
        end += (maxTail ?? minTail)![0].length;
    }
    end += runtimeWord.exec(rest.slice(end))![0].length;
    cut(start, end);
    i = start;
  }
  const than = /\b(shorter|longer) than\s+(?!\d)(.+)$/.exec(rest);
  if (than && out.maxRuntime === undefined && out.minRuntime === undefined) {
    out.than = { bound: than[1] === 'shorter' ? 'max' : 'min', text: than[2]!.trim() };
    cut(than.index, rest.length);
  } else {
    const bare = /\b(shorter|longer|short|quick|not (?:too |very |that |so )?long)\b(?! film)/.exec(
      rest,
    );
    if (bare && out.maxRuntime === undefined && out.minRuntime === undefined) {
      if (!/^(?:shorter|longer)$/.test(bare[1]!)) out.short = true;
      else out.relative = bare[1] as 'shorter' | 'longer';
      cut(bare.index, bare.index + bare[0].length);
    }
  }
  return { ...out, rest };
}

/** "Something short": at most this long (a feature film's usual length is 90–120 minutes). */
export const SHORT_MINUTES = 100;
/** "Short episodes": at most this long (a sitcom's episode; dramas run 40–60 minutes). */
export const SHORT_EPISODE_MINUTES = 30;
/**
 * A limit this long or longer with no "show"/"episode" said is about a movie: no show's episode
 * is feature length, and "something under 2 hours" does not mean a series.
 */
export const FEATURE_MINUTES = 75;
/** A bare "shorter" with nothing to compare against lowers the limit by this much. */
export const SHORTER_STEP = 15;

/** Whether a message states a length limit ("under 2 hours", "shorter than …", "shorter"). */
export function statesLengthLimit(message: string): boolean {
  const found = parseRuntime(message.toLowerCase());
  return Boolean(
    found.maxRuntime !== undefined ||
    found.minRuntime !== undefined ||
    found.than ||
    found.relative,
  );
}
