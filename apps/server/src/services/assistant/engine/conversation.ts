import { foldText } from '@unclewatch/core';

import type { ChatConstraints } from '../types';

/** Words that make a message narrow or adjust the last request rather than start a new one. */
const refining =
  /^(?:and|but|also|only|just|now|what about|how about|actually|instead|same|make it|ok|okay|no|not|without|except|less|more|with|from|in|on|after|before|since|rated|between)\b|\b(?:ones?|those|them|these|instead|too|also|only|just|among|of them|narrow|filter|same)\b/;

/**
 * A message that names what it wants (a genre, a person, a title to match, a topic) and does
 * not say it narrows the last request starts clean, so earlier filters never leak into it.
 */
export function startsNewRequest(message: string, delta: ChatConstraints): boolean {
  const folded = foldText(message);
  if (refining.test(folded)) return false;
  return Boolean(delta.genres?.length || delta.person || delta.like || delta.topic);
}
