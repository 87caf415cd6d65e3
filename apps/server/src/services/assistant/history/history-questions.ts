import { foldText, type MediaType } from '@unclewatch/core';

/**
 * Questions about the asker's own history (issue #45): "how many episodes of Hunter x Hunter
 * have I watched?", "have I seen Inception?", "did I finish Breaking Bad?", "when did I last
 * watch Alien?". Read from the folded message by the shape of the question (a first-person
 * watch verb and the title it asks about), before every other question: the show's own totals
 * are never the answer to them.
 */
export type HistoryKind = 'episodes' | 'seen' | 'finished';

export interface HistoryQuestion {
  kind: HistoryKind;
  /** The title as asked (folded), or '' for "it" / "that one" (the conversation's title). */
  subject: string;
  /** The type the question asks about ("how many episodes …": a show). */
  type?: MediaType;
  /** A type the name's words suggest ("the film …", "the show …"): preferred, not required. */
  prefer?: MediaType;
  /** The name with trailing words that were taken off put back one by one ("… strikes again"). */
  longer?: string[];
  /** Its words may not be a title ("have I seen all …"): answered only for an exact name. */
  vague?: boolean;
  /** A season the question is about ("season 2 of Severance"). */
  season?: number;
}

const ME = String.raw`(?:i|we)`;
const SEEN = String.raw`(?:watched|seen|watch|see|saw|viewed|logged|log|marked)`;
const FINISH = String.raw`(?:finish|finished|complete|completed|end|ended)`;
const ADVERB = String.raw`(?:(?:ever|already|actually|previously|even|really|yet|last|first) )*`;
/** "Do" is left out: "what do we watch tonight?" asks for a recommendation. */
const AUX = String.raw`(?:have|did|had|has)`;
const NOT_AUX = String.raw`(?:havent|didnt|hadnt|dont)`;
const WHOLE = String.raw`(?:all of(?: the episodes of)?|all (?:the )?episodes of|all (?:the )?seasons of|every(?: single)? episode of|each episode of|the whole(?: of)?|the entire|the rest of|everything of|all seasons of|every season of)`;
const EPISODES = String.raw`(?:episodes|eps|episode|seasons|season|chapters)`;

type Reader = (t: string) => HistoryQuestion | null;
const rx = (source: string) => new RegExp(source);
const on =
  (kind: HistoryKind, source: string, group = 1, type?: MediaType): Reader =>
  (t) => {
    const m = rx(source).exec(t);
    return m ? { kind, subject: m[group] ?? '', ...(type ? { type } : {}) } : null;
  };

/** Most specific first: a count, then "finished", then "seen". */
const readers: Reader[] = [
  // How many episodes of X have I watched / how many X episodes did I see / … of season 2 of X.
  on(
    'episodes',
    String.raw`\bhow many (?:${EPISODES} (?:(?:of|from|in) )?|of )?(.+?) (?:${EPISODES} )?${AUX} ${ME} ${ADVERB}${SEEN}(?: so far| until now| by now)?$`,
    1,
    'tv',
  ),
  on(
    'episodes',
    String.raw`\bhow many ${EPISODES} (?:${AUX} ${ME} ${ADVERB}${SEEN}|${AUX} ${ME} got through|are left|are there left|do ${ME} have left|${ME} have left|left) (?:of|in|from|for) (.+)$`,
    1,
    'tv',
  ),
  on(
    'episodes',
    String.raw`\bhow many (?:${EPISODES} (?:(?:of|in|from) )?|of )?(.+?) (?:${EPISODES} )?(?:do|have|did) ${ME} (?:have|got|still have) (?:left|to go|to watch)$`,
    1,
    'tv',
  ),
  on(
    'episodes',
    String.raw`\bhow (?:far|much) (?:along )?(?:am ${ME}|are ${ME}|${AUX} ${ME} (?:got|gotten|get|come|made it)) (?:in|into|with|through|on) (.+)$`,
    1,
    'tv',
  ),
  on('episodes', String.raw`\bhow (?:far|much) (?:into|through) (.+?) (?:am|are) ${ME}$`, 1, 'tv'),
  on('episodes', String.raw`\bhow much of (.+?) ${AUX} ${ME} ${ADVERB}${SEEN}$`, 1, 'tv'),
  on(
    'episodes',
    String.raw`\b(?:what is|whats|show me|tell me|check) my (?:progress|count|episode count|watch count) (?:in|on|with|for|of) (.+)$`,
    1,
    'tv',
  ),
  on('episodes', String.raw`^my (?:progress|episode count) (?:in|on|with|for|of) (.+)$`, 1, 'tv'),
  // Did I finish X / am I done with X / have I seen every episode of X.
  on('finished', String.raw`\b${AUX} ${ME} ${ADVERB}${FINISH} (?:watching |seeing )?(.+)$`),
  on('finished', String.raw`\b${NOT_AUX} ${ME} ${ADVERB}${FINISH} (?:watching |seeing )?(.+)$`),
  on(
    'finished',
    String.raw`\b(?:am|are) ${ME} (?:done|finished|through|caught up|up to date|all caught up) (?:with|on|in|watching) (.+)$`,
  ),
  on('finished', String.raw`\b${AUX} ${ME} ${ADVERB}${SEEN} ${WHOLE} (.+)$`),
  on(
    'finished',
    String.raw`\b${AUX} ${ME} ${ADVERB}${SEEN} (.+?) (?:all the way through|to the end|till the end|until the end|completely|in full|from start to finish)$`,
  ),
  on('finished', String.raw`\bis (.+?) (?:finished|completed|done) (?:for me|by me)$`),
  // How many times have I seen X / when did I last watch X / have I seen X.
  on(
    'seen',
    String.raw`\bhow (?:many times|often) ${AUX} ${ME} ${ADVERB}(?:${SEEN}|rewatched) (.+)$`,
  ),
  on('seen', String.raw`\bwhen ${AUX} ${ME} ${ADVERB}${SEEN} (.+)$`),
  on(
    'seen',
    String.raw`\bwhen was the (?:last|first) time ${ME} (?:watched|saw|seen|watch|see) (.+)$`,
  ),
  on('seen', String.raw`\b${AUX} ${ME} ${ADVERB}${SEEN} (.+)$`),
  on('seen', String.raw`\b${NOT_AUX} ${ME} ${ADVERB}${SEEN} (.+)$`),
  on('seen', String.raw`\bive ${ADVERB}(?:seen|watched) (.+?) (?:right|havent i|didnt i|no)$`),
  on('seen', String.raw`\b(?:is|was) (.+?) in my (?:diary|history|watch history|log)$`),
  on(
    'seen',
    String.raw`\b(?:is|was) (.+?) (?:something|one|a (?:film|movie|show|title)) ${ME} (?:have |ve |ive |weve )?(?:seen|watched)(?: before)?$`,
  ),
];

/** Words before or after the name that are not part of it. */
const LEAD = /^(?:(?:the|that|this) (?:tv show|show|series|anime|movie|film) )/;
const TRAIL =
  /(?: (?:yet|already|before|ever|so far|at all|right|then|now|or not|again|in my diary|till now|until now|to date|myself|please))+$/;
const TRAIL_WORD =
  / (?:yet|already|before|ever|so far|at all|right|then|now|or not|again|in my diary|till now|until now|to date|myself|please)$/;
const TV_WORDS =
  /\b(?:episodes?|eps|seasons?|show|series|anime|tv show)\b|\bcaught up\b|\bup to date\b/;
const MOVIE_WORDS = /\b(?:movie|film)\b/;
/** Subjects that are not a title: a request ("anything by Nolan") is the engine's. */
const NOT_A_TITLE =
  /^(?:anything|something|any|everything|all|many|much|lots|a lot|some|them|those|these|every|what|which|how|who|last night|yesterday|today|tonight|recently|lately|this (?:week|month|year)|last (?:week|month|year))\b/;
const SEASON_OF = /^(?:the )?season (\d{1,3}) of (.+)$|^(.+?),? season (\d{1,3})$/;
const PRONOUNS = new Set([
  'it',
  'that',
  'this',
  'that one',
  'this one',
  'the show',
  'the series',
  'the movie',
  'the film',
  'that show',
  'that movie',
  'that film',
  'this show',
  'this movie',
  'this film',
]);

/** The message folded as the readers expect it: no punctuation, no greeting before it. */
function normalise(message: string): string {
  return foldText(message)
    .replace(/\s+/g, ' ')
    .replace(
      /^(?:(?:hey|hi|so|ok|okay|and|but|also|uncle|please|quick question|remind me|can you (?:tell|remind) me|could you (?:tell|remind) me|do you know|tell me|i wonder|i forgot)\b ?)+/,
      '',
    )
    .replace(/^(?:if|whether) (?:ive|weve|i have|we have|i|we) /, 'have i ')
    .trim();
}

function cleanSubject(raw: string): { subject: string; type?: MediaType; season?: number } {
  let subject = raw.trim().replace(TRAIL, '').trim() || raw.trim();
  let season: number | undefined;
  const inSeason = SEASON_OF.exec(subject);
  if (inSeason) {
    season = Number(inSeason[1] ?? inSeason[4]);
    subject = (inSeason[2] ?? inSeason[3]!).trim();
  }
  const type: MediaType | undefined =
    season !== undefined || TV_WORDS.test(subject)
      ? 'tv'
      : MOVIE_WORDS.test(subject)
        ? 'movie'
        : undefined;
  const extra = { ...(type ? { type } : {}), ...(season !== undefined ? { season } : {}) };
  if (PRONOUNS.has(subject)) return { subject: '', ...extra };
  subject = subject.replace(LEAD, '').trim();
  return { subject, ...extra };
}

/** The history question a message asks, or null when it asks none. */
export function parseHistoryQuestion(message: string): HistoryQuestion | null {
  const text = normalise(message);
  if (!text) return null;
  for (const read of readers) {
    const found = read(text);
    if (!found) continue;
    const { subject, type, season } = cleanSubject(found.subject);
    // "Johnny English Strikes Again before": "… again" is tried after "… strikes".
    const longer: string[] = [];
    for (let rest = found.subject.trim(); rest.length > subject.length;) {
      longer.unshift(rest);
      const cut = TRAIL_WORD.exec(rest);
      if (!cut) break;
      rest = rest.slice(0, cut.index);
    }
    const vague = NOT_A_TITLE.test(subject);
    const asked = found.type ?? (season !== undefined ? 'tv' : undefined);
    return {
      kind: found.kind,
      subject,
      ...(asked ? { type: asked } : {}),
      ...(type && !asked ? { prefer: type } : {}),
      ...(vague ? { vague } : {}),
      ...(subject && longer.length ? { longer } : {}),
      ...(season !== undefined ? { season } : {}),
    };
  }
  return null;
}
