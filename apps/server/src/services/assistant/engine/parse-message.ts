import { foldText, type MediaType, type TitleRef } from '@unclewatch/core';

import type { ChatConstraints } from '../types';
import { agePhrase, asksForChildren } from './audience';
import { parseMinRating, parseYears } from './numbers';
import { indexOfWords, scanPhrases } from './phrases';
import {
  FEATURE_MINUTES,
  parseRuntime,
  SHORT_EPISODE_MINUTES,
  SHORT_MINUTES,
} from './runtime-words';
import {
  genrePhrases,
  moodPhrases,
  movieWords,
  placePhrases,
  requestWords,
  streamingPhrases,
  tvWords,
} from './vocabulary';

export type Intent = 'greeting' | 'help' | 'thanks' | 'reset' | 'more' | 'search' | 'unknown';

export interface PersonMatch {
  id: number;
  name: string;
  /** Known mainly as a director ("films by …"). */
  director?: boolean;
}

export interface TitleMatch extends TitleRef {
  title: string;
}

/** Catalogue lookups the parser needs, synchronous and exact (built once at start). */
export interface ParserLookups {
  titleByName(folded: string): TitleMatch | undefined;
  personByName(folded: string): PersonMatch | undefined;
  personByLastName(token: string, role: 'director' | 'any'): PersonMatch | undefined;
  /** A title's runtime in minutes (a show's episode runtime), when the catalogue has it. */
  runtimeOf(title: TitleRef): number | undefined;
  /** The newest release year in the catalogue ("recent" counts back from it). */
  newestYear: number;
}

export interface ParsedMessage {
  intent: Intent;
  /** Constraints said in this message; merged into the conversation's by the engine. */
  delta: ChatConstraints;
  reset: boolean;
  more: boolean;
  /** Text after "like"/"similar to" that named no known title (the engine searches it). */
  unresolvedLike?: string;
  /**
   * A length relative to a title: "shorter than {text}" (`text` set: a title the lookups did
   * not know, for the engine to search) or a bare "shorter"/"longer" (no text: relative to the
   * conversation's title or limit).
   */
  relativeRuntime?: { bound: 'max' | 'min'; text?: string };
  /** "on my services" / "my subscriptions": the engine reads the asker's saved services. */
  myServices?: boolean;
}

const myServicesPattern =
  /\b(my|our) (streaming )?(services|subscriptions|streaming apps|streamers|platforms)\b|\bi (pay for|subscribe to)\b/;

const greetings =
  /^(hi|hii+|hello|hey|heya|hiya|howdy|yo|namaste|good (morning|afternoon|evening)|greetings|sup)\b/;
const helpPattern =
  /\b(help|what can you do|what do you do|how does this work|how do i use|examples?|commands|who are you)\b/;
const thanksPattern = /^(thanks|thank you|thx|ty|cheers|great thanks|awesome|cool|nice|ok|okay)\b/;
const resetPattern =
  /\b(reset|start over|start again|clear( all| everything)?|new search|forget (it|that|everything)|never ?mind)\b/;
const morePattern =
  /^(more|another|next|others?|show more|more please|some more|give me more|anything else|something else|different ones?|other ones?|again)\b|\b(show|give) me (some )?more\b|\bmore (of (those|them|these)|like (that|this|these|those)|results|options|please)\b/;
const likePattern =
  /(?:^|\s)(?:like|similar to|such as|same as|in the vein of|reminds? me of)\s+(.+)$/;
const notLikePrefix = /(?:^|\s)(?:i|id|i d|would|we|you|they|do|dont|don t|would you)\s*$/;
const negators = new Set([
  'no',
  'not',
  'without',
  'except',
  'exclude',
  'excluding',
  'minus',
  'nothing',
  'avoid',
  'skip',
  'hate',
  'dont',
  'but',
]);
const personTriggers = [
  'starring',
  'featuring',
  'feat',
  'with',
  'actor',
  'actress',
  'by',
  'director',
  'directed',
];
const directorTriggers = new Set(['by', 'director', 'directed']);
const topicStop = new Set([
  'from',
  'with',
  'in',
  'on',
  'rated',
  'that',
  'and',
  'or',
  'but',
  'set',
  'starring',
  'directed',
  'like',
  'made',
  'released',
  'for',
  'please',
  'movies',
  'movie',
  'films',
  'shows',
  'series',
]);

/** Reads one chat message into an intent and the constraints it states. Deterministic. */
export function parseMessage(message: string, lookups: ParserLookups): ParsedMessage {
  let lower = message.toLowerCase().replace(/[’`]/g, "'");
  const delta: ChatConstraints = {};
  let unresolvedLike: string | undefined;

  const like = likePattern.exec(lower);
  if (like && !notLikePrefix.test(lower.slice(0, like.index))) {
    const resolved = resolveTitle(like[1]!, lookups);
    if (resolved) {
      delta.like = resolved.match;
      lower = `${lower.slice(0, like.index)} ${resolved.rest}`;
    } else {
      unresolvedLike = like[1]!.trim();
      lower = lower.slice(0, like.index);
    }
  }

  const runtime = parseRuntime(lower);
  lower = runtime.rest;
  if (runtime.maxRuntime !== undefined) delta.maxRuntime = runtime.maxRuntime;
  if (runtime.minRuntime !== undefined) delta.minRuntime = runtime.minRuntime;
  let relativeRuntime: ParsedMessage['relativeRuntime'];
  if (runtime.than) {
    const title = resolveTitle(runtime.than.text, lookups);
    const minutes = title && lookups.runtimeOf(title.match);
    if (title && minutes) {
      const key = runtime.than.bound === 'max' ? 'maxRuntime' : 'minRuntime';
      delta[key] = minutes + (runtime.than.bound === 'max' ? -1 : 1);
      lower = `${lower} ${title.rest}`;
    } else relativeRuntime = { bound: runtime.than.bound, text: runtime.than.text };
  } else if (runtime.relative) {
    relativeRuntime = { bound: runtime.relative === 'shorter' ? 'max' : 'min' };
  }

  const folded = foldText(lower);
  if (asksForChildren(folded)) delta.audience = 'children';
  const tokens = folded ? folded.split(' ') : [];
  const used = tokens.map(() => false);

  if (/\b(watch ?list|my list)\b/.test(folded)) delta.watchlist = true;
  const myServices = myServicesPattern.test(folded);
  for (const hit of scanPhrases(tokens, used, streamingPhrases, 2)) delta.streaming = hit.value;

  findPerson(tokens, used, lookups, delta);

  for (const hit of scanPhrases(tokens, used, moodPhrases)) {
    delta.moods = [...new Set([...(delta.moods ?? []), hit.value])];
  }
  const placeTable = Object.fromEntries(Object.entries(placePhrases).map(([k]) => [k, k]));
  const genreUsed = [...used];
  for (const hit of scanPhrases(tokens, genreUsed, genrePhrases)) {
    const negated = hit.start > 0 && negators.has(tokens[hit.start - 1]!);
    const key = negated ? 'excludeGenres' : 'genres';
    delta[key] = [...new Set([...(delta[key] ?? []), ...hit.value])];
  }
  for (const hit of scanPhrases(tokens, used, placeTable)) {
    const place = placePhrases[hit.value]!;
    if (place.languages)
      delta.languages = [...new Set([...(delta.languages ?? []), ...place.languages])];
    if (place.countries)
      delta.countries = [...new Set([...(delta.countries ?? []), ...place.countries])];
  }
  for (let i = 0; i < tokens.length; i++) if (genreUsed[i]) used[i] = true;

  const type = mediaTypeIn(tokens);
  if (type) delta.type = type;
  if (/\bk ?dramas?\b/.test(folded)) delta.type = 'tv';
  const episodes = delta.type === 'tv' || /\bepisodes?\b/.test(folded);
  if (runtime.short) delta.maxRuntime = episodes ? SHORT_EPISODE_MINUTES : SHORT_MINUTES;
  const longest = Math.max(delta.maxRuntime ?? 0, delta.minRuntime ?? 0);
  if (!delta.type && !episodes && longest >= FEATURE_MINUTES) delta.type = 'movie';

  const numbers = lower.replace(agePhrase, ' ');
  Object.assign(delta, parseYears(numbers, lookups.newestYear));
  const minRating = parseMinRating(numbers);
  if (minRating !== undefined) delta.minRating = minRating;

  const about = indexOfWords(tokens, ['about']);
  if (about >= 0) {
    const words: string[] = [];
    for (let i = about + 1; i < tokens.length && words.length < 3; i++) {
      if (used[i] || topicStop.has(tokens[i]!)) break;
      if (words.length === 0 && ['a', 'an', 'the', 'some'].includes(tokens[i]!)) continue;
      words.push(tokens[i]!);
    }
    if (words.length) delta.topic = words.join(' ');
  }

  const reset = resetPattern.test(folded);
  const more = morePattern.test(folded);
  const hasConstraints = Object.keys(delta).length > 0;
  let intent: Intent;
  if (hasConstraints || unresolvedLike || relativeRuntime || myServices) intent = 'search';
  else if (reset) intent = 'reset';
  else if (more) intent = 'more';
  else if (greetings.test(folded)) intent = 'greeting';
  else if (helpPattern.test(folded)) intent = 'help';
  else if (thanksPattern.test(folded)) intent = 'thanks';
  else if (tokens.some((t) => requestWords.includes(t))) intent = 'search';
  else intent = 'unknown';
  return {
    intent,
    delta,
    reset,
    more,
    ...(unresolvedLike ? { unresolvedLike } : {}),
    ...(relativeRuntime ? { relativeRuntime } : {}),
    ...(myServices ? { myServices } : {}),
  };
}

const notTvAfterShow = new Set(['me', 'us', 'more', 'some', 'something', 'anything', 'all']);

function mediaTypeIn(tokens: string[]): MediaType | undefined {
  const tv = tokens.some(
    (t, i) => tvWords.includes(t) && !(t === 'show' && notTvAfterShow.has(tokens[i + 1] ?? '')),
  );
  const movie = tokens.some((t) => movieWords.includes(t));
  if (tv && !movie) return 'tv';
  if (movie && !tv) return 'movie';
  return undefined;
}

/** The longest run of words after "like" that is a catalogue title; the rest is kept. */
function resolveTitle(tail: string, lookups: ParserLookups) {
  const words = tail.trim().split(/\s+/);
  for (let n = Math.min(words.length, 12); n >= 1; n--) {
    const candidate = foldText(words.slice(0, n).join(' '));
    const stripped = candidate.replace(/^(the movie|the film|the show|the series)\s+/, '');
    const match = lookups.titleByName(candidate) ?? lookups.titleByName(stripped);
    if (match) return { match, rest: words.slice(n).join(' ') };
  }
  return undefined;
}

function findPerson(
  tokens: string[],
  used: boolean[],
  lookups: ParserLookups,
  delta: ChatConstraints,
): void {
  for (let size = Math.min(4, tokens.length); size >= 2; size--) {
    for (let start = 0; start + size <= tokens.length; start++) {
      if (used.slice(start, start + size).some(Boolean)) continue;
      const person = lookups.personByName(tokens.slice(start, start + size).join(' '));
      if (!person) continue;
      delta.person = person;
      for (let i = start; i < start + size; i++) used[i] = true;
      return;
    }
  }
  for (let i = 0; i + 1 < tokens.length; i++) {
    const trigger = tokens[i]!;
    if (!personTriggers.includes(trigger)) continue;
    const next = trigger === 'directed' && tokens[i + 1] === 'by' ? i + 2 : i + 1;
    const token = tokens[next];
    if (!token || used[next] || token.length < 3) continue;
    const role = directorTriggers.has(trigger) ? 'director' : 'any';
    const person = lookups.personByLastName(token, role);
    if (!person) continue;
    delta.person = person;
    used[next] = true;
    return;
  }
}
