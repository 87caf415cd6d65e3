import { tokenize } from './text';

export interface ParsedQuery {
  tokens: string[];
  year?: number;
  imdbId?: string;
  /** Folded free text, for whole-title comparisons. */
  text: string;
}

const yearOperator = /\byear:(\d{4})\b/i;
const imdbOperator = /\bimdb:(tt\d{5,10})\b/i;

/** Splits operators (`year:1999`, `imdb:tt0133093`) from the free text of a query. */
export function parseSearchQuery(raw: string): ParsedQuery {
  let rest = raw;
  const parsed: ParsedQuery = { tokens: [], text: '' };
  const year = yearOperator.exec(rest);
  if (year) {
    parsed.year = Number(year[1]);
    rest = rest.replace(year[0], ' ');
  }
  const imdb = imdbOperator.exec(rest);
  if (imdb) {
    parsed.imdbId = imdb[1]!.toLowerCase();
    rest = rest.replace(imdb[0], ' ');
  }
  parsed.tokens = tokenize(rest);
  parsed.text = parsed.tokens.join(' ');
  return parsed;
}
