/** Inputs of the Uncle Score; any may be missing. rt may be "94%" or 94. */
export interface UncleScoreInput {
  tmdbRating?: number | string | null;
  imdbRating?: number | string | null;
  rtRating?: number | string | null;
}

export interface UncleScore {
  /** 0–10, one decimal. */
  score: number;
  /** Which sources went into it, e.g. ['TMDB', 'IMDb', 'Rotten Tomatoes']. */
  sources: ('TMDB' | 'IMDb' | 'Rotten Tomatoes')[];
}

function toNumber(value: number | string | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value).replace('%', ''));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** The Uncle Score as every payload carries it: the score (null when unavailable) and its sources. */
export interface UncleScoreFields {
  uncleScore: number | null;
  uncleScoreSources: string[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Spec §3: TMDB and IMDb ×10, Rotten Tomatoes as a percentage, zeros dropped, the rest
 * averaged, ÷10, one decimal. With no valid value, a positive TMDB rating rounded to one
 * decimal; otherwise null.
 */
export function uncleScore(input: UncleScoreInput): UncleScore | null {
  const parts: { source: UncleScore['sources'][number]; value: number }[] = [];
  const tmdb = toNumber(input.tmdbRating);
  const imdb = toNumber(input.imdbRating);
  const rt = toNumber(input.rtRating);
  if (tmdb > 0 && tmdb <= 10) parts.push({ source: 'TMDB', value: tmdb * 10 });
  if (imdb > 0 && imdb <= 10) parts.push({ source: 'IMDb', value: imdb * 10 });
  if (rt > 0 && rt <= 100) parts.push({ source: 'Rotten Tomatoes', value: rt });
  if (parts.length === 0) return tmdb > 0 ? { score: round1(tmdb), sources: ['TMDB'] } : null;
  const mean = parts.reduce((sum, p) => sum + p.value, 0) / parts.length;
  return { score: round1(mean / 10), sources: parts.map((p) => p.source) };
}

/** The payload fields of {@link uncleScore}, so every answer that carries a score spells it alike. */
export function uncleScoreFields(input: UncleScoreInput): UncleScoreFields {
  const score = uncleScore(input);
  return { uncleScore: score?.score ?? null, uncleScoreSources: score?.sources ?? [] };
}
