import type { QuestionKind } from './question-kinds';

/** The words that make a message a question, and those that point back at its subject. */
export const personKinds = new Set<QuestionKind>([
  'filmography',
  'directed',
  'birthday',
  'birthplace',
]);
export const titlePronouns = new Set([
  'it',
  'its',
  'that',
  'this',
  'one',
  'the',
  'movie',
  'film',
  'show',
  'series',
]);
export const personPronouns = new Set([
  'he',
  'she',
  'they',
  'him',
  'her',
  'them',
  'his',
  'hers',
  'their',
  'that',
  'this',
  'the',
  'actor',
  'actress',
  'director',
  'person',
  'guy',
  'woman',
  'man',
]);
export const questionStart =
  /^(?:(?:and|so|ok|okay|but|then|hey|also|now|um|well) )*(?:who|whos|what|whats|when|whens|where|wheres|which|how|hows|is|was|does|did|do|can|could|tell|give|show|any|list|info|information)\b/;
/** Cues that are questions even without a question word ("Inception trailer", "cast of Up"). */
export const standalone = new Set<QuestionKind>([
  'similar',
  'trailer',
  'cast',
  'director',
  'plot',
  'seasons',
]);
