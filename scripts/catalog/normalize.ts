/** Text helpers shared by the readers and the joiner. */

import { foldText } from '@unclewatch/core';

/**
 * Join key for titles: folded text without a leading article (the/a/an) and without a
 * trailing ", The" (library-style "Dark Knight, The"). Empty string if nothing is left.
 */
export function normTitle(title: string): string {
  let t = title.trim();
  const trailing = /,\s*(the|a|an)\s*$/i.exec(t);
  if (trailing) t = t.slice(0, trailing.index);
  const folded = foldText(t);
  const stripped = folded.replace(/^(the|a|an) (?=\S)/, '');
  return stripped;
}

/** Join key for person names: folded text (initials "J. K." and "J.K." fold alike). */
export function normName(name: string): string {
  return foldText(name);
}

/** Year from "YYYY-MM-DD", "YYYY", "Jun 12 1998" or a number; undefined if none. */
export function yearOf(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value >= 1870 && value <= 2100 ? value : undefined;
  const m = /(?:^|\D)(1[89]\d\d|20\d\d)(?:\D|$)/.exec(value);
  return m ? Number(m[1]) : undefined;
}

/** Normalises a date to "YYYY-MM-DD" when it is one, else undefined. */
export function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** Strips HTML tags and decodes the common entities; collapses whitespace. */
export function stripHtml(s: string): string {
  return s
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|[a-z]+);/gi, (all, name: string) => {
      const k = name.toLowerCase();
      if (ENTITIES[k] !== undefined) return ENTITIES[k];
      if (k.startsWith('#')) return String.fromCodePoint(Number(k.slice(1)));
      return all;
    })
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1')
    .trim();
}

/** Trimmed string or undefined for empty / "nan" / "None" cells. */
export function clean(s: string | null | undefined): string | undefined {
  if (s === null || s === undefined) return undefined;
  const t = s.trim();
  if (!t || t === 'nan' || t === 'NaN' || t === 'None' || t === 'null') return undefined;
  return t;
}

/** Finite number from a cell, or undefined. */
export function num(s: string | number | null | undefined): number | undefined {
  if (s === null || s === undefined) return undefined;
  if (typeof s === 'number') return Number.isFinite(s) ? s : undefined;
  const t = s.trim();
  if (!t) return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

export function round(n: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(n * f) / f;
}

/** IMDb score from "8.8", "8.8/10" or a number; undefined unless 0 < x <= 10. */
export function parseImdbScore(s: string | number | null | undefined): number | undefined {
  const n = num(typeof s === 'string' ? s.replace(/\/\s*10\s*$/, '') : s);
  return n !== undefined && n > 0 && n <= 10 ? round(n, 1) : undefined;
}

/** Rotten Tomatoes percent from "87%", "87/100" or a number; undefined unless 0..100. */
export function parseRtPercent(s: string | number | null | undefined): number | undefined {
  const n = num(typeof s === 'string' ? s.replace(/(%|\/\s*100)\s*$/, '') : s);
  return n !== undefined && n >= 0 && n <= 100 ? Math.round(n) : undefined;
}

/** TMDB image path ("/abc.jpg") from a full image.tmdb.org URL or a bare path. */
export function tmdbImagePath(value: string | null | undefined): string | undefined {
  const v = clean(value);
  if (!v) return undefined;
  if (v.startsWith('/')) return /^\/[^/]+\.(jpg|jpeg|png|svg|webp)$/i.test(v) ? v : undefined;
  const m = /image\.tmdb\.org\/t\/p\/[^/]+(\/[^/?#]+\.(?:jpg|jpeg|png|svg|webp))/i.exec(v);
  return m ? m[1] : undefined;
}

/** TMDB ids are written as "574475", "574475.0" or numbers; positive integers only. */
export function tmdbIdOf(s: string | number | null | undefined): number | undefined {
  const n = num(s);
  return n !== undefined && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** "tt0468569" from "tt0468569", "0468569" or 468569; undefined otherwise. */
export function imdbIdOf(s: string | number | null | undefined): string | undefined {
  if (s === null || s === undefined) return undefined;
  const t = String(s).trim();
  const m = /^(?:tt)?(\d{5,10})$/.exec(t);
  if (!m) return undefined;
  const digits = (m[1] as string).padStart(7, '0');
  return `tt${digits}`;
}
