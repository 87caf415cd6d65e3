import {
  genrePhrases,
  moodPhrases,
  movieWords,
  placePhrases,
  requestWords,
  streamingPhrases,
  tvWords,
} from './vocabulary';

/** The assistant's own words ("drama", "netflix", "tonight"): never read as a person's surname. */
export const reservedWords: ReadonlySet<string> = new Set(
  [
    genrePhrases,
    placePhrases,
    moodPhrases,
    streamingPhrases,
    Object.fromEntries([...requestWords, ...tvWords, ...movieWords].map((w) => [w, w])),
  ].flatMap((table) => Object.keys(table)),
);
