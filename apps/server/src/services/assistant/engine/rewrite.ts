import type { OverviewFacts } from '../types';

const MAX_LENGTH = 320;

/** Sentences of a text, keeping abbreviations like "Dr." and initials whole. */
export function sentences(text: string): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  const parts = clean.match(/[^.!?]+(?:[.!?]+["'’”)]*|$)/g) ?? [clean];
  const out: string[] = [];
  for (const raw of parts) {
    const part = raw.trim();
    if (!part) continue;
    const previous = out.at(-1);
    if (
      previous &&
      /(?:\b(?:Dr|Mr|Mrs|Ms|St|Jr|Sr|vs|Lt|Col|Gen|Capt|No)\.|\b[A-Z]\.)$/.test(previous)
    ) {
      out[out.length - 1] = `${previous} ${part}`;
    } else out.push(part);
  }
  return out;
}

function lead(facts: OverviewFacts): string {
  const kind = facts.type === 'tv' ? 'series' : 'film';
  const genres = facts.genres
    .filter(Boolean)
    .slice(0, 2)
    .map((g) => g.toLowerCase());
  const what = [facts.year ? String(facts.year) : '', genres.join(' and '), kind]
    .filter(Boolean)
    .join(' ');
  const article = /^[aeiou8]|^18\d\d|^11\d\d/.test(what) ? 'an' : 'a';
  let rating = '';
  if (facts.imdbRating) rating = ` rated ${facts.imdbRating.toFixed(1)} on IMDb`;
  else if (facts.tmdbRating) rating = ` rated ${facts.tmdbRating.toFixed(1)} by TMDB users`;
  return `Uncle recommends: ${article} ${what}${rating}.`;
}

/**
 * The embedded rewrite: a lead built from the title's own facts, then the overview's first
 * sentences, cut at a sentence boundary. Nothing is invented; '' when there is no overview.
 */
export function embeddedRewrite(facts: OverviewFacts): string {
  const parts = sentences(facts.overview);
  if (parts.length === 0) return '';
  const head = lead(facts);
  let body = parts[0]!;
  if (body.length > MAX_LENGTH) {
    const cut = body.slice(0, MAX_LENGTH);
    body = `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40)).replace(/[,;:]$/, '')}…`;
  }
  for (const next of parts.slice(1)) {
    if (body.length + next.length + 1 > MAX_LENGTH) break;
    body = `${body} ${next}`;
  }
  return `${head} ${body}`;
}
