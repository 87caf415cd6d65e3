import { foldText } from '@unclewatch/core';

import type { ChatConstraints } from '../types';
import { parseRuntime } from './runtime-words';
import { movieWords, tvWords } from './vocabulary';

/** Words that make a message narrow or adjust the last request rather than start a new one. */
const refining =
  /^(?:and|but|also|only|just|now|what about|how about|actually|instead|same|make it|ok|okay|no|not|without|except|less|more|with|from|in|on|for|after|before|since|rated|between|under|over|shorter|longer)\b|\b(?:ones?|those|them|these|instead|too|also|only|just|among|of them|narrow|filter|same|shorter(?! than)|longer(?! than))\b/;

/** Words that make a message a whole request of its own ("movies under 2 hours"). */
const requestNouns = new Set([
  ...movieWords,
  ...tvWords.filter((w) => w !== 'show'),
  'recommend',
  'suggest',
  'watch',
  'something',
  'anything',
]);

/**
 * A message that names what it wants (a genre, a person, a title to match, a topic, an
 * audience) or asks for titles in a whole sentence starts clean, so earlier filters never leak
 * into it; a fragment ("under 2 hours", "from the 90s", "Korean") or a message that says it
 * narrows ("only the ones…", "shorter") refines the last request.
 */
export function startsNewRequest(message: string, delta: ChatConstraints): boolean {
  // Lengths are read apart ("one hour" is not "one of them"); a bare "shorter" refines.
  const runtime = parseRuntime(message.toLowerCase());
  if (runtime.relative) return false;
  const folded = foldText(runtime.rest);
  if (refining.test(folded)) return false;
  if (delta.genres?.length || delta.person || delta.like || delta.topic || delta.audience)
    return true;
  const tokens = folded.split(' ');
  return tokens.some((t, i) => requestNouns.has(t) || (t === 'show' && tokens[i + 1] !== 'me'));
}
