import type { QuestionCue } from './question-kinds';

const edgeFillers = new Set([
  'and',
  'so',
  'ok',
  'okay',
  'then',
  'but',
  'well',
  'hey',
  'please',
  'tell',
  'me',
  'do',
  'you',
  'know',
  'can',
  'could',
  'is',
  'was',
  'are',
  'were',
  'does',
  'did',
  'of',
  'for',
  'in',
  'on',
  'a',
  'what',
  'whats',
  'who',
  'whos',
  'by',
  'to',
  'about',
  'uncle',
  'now',
  'also',
  'again',
]);

/** Words that never make a name on their own. */
const glue = new Set([
  'of',
  'for',
  'in',
  'on',
  'to',
  'by',
  'a',
  'the',
  'is',
  'was',
  'are',
  'were',
  'does',
  'did',
  'do',
  'and',
  'so',
  'please',
  'about',
  'what',
  'whats',
  'who',
  'whos',
  'there',
  'tell',
  'me',
  'can',
  'could',
]);

/** The words left once a question's cues and fillers are cut: the name it asks about. */
export function subjectOf(folded: string, cue: QuestionCue): string {
  let rest = ` ${folded} `;
  for (const re of cue.strip) rest = rest.replace(re, ' ');
  const tokens = rest.split(' ').filter(Boolean);
  const core = tokens.filter((t) => !glue.has(t));
  while (tokens.length && edgeFillers.has(tokens[0]!)) tokens.shift();
  while (tokens.length && edgeFillers.has(tokens.at(-1)!)) tokens.pop();
  // A name that is itself a filler word ("You", "Us") is all that is left: keep it.
  return tokens.length ? tokens.join(' ') : core.join(' ');
}
