import {
  allowedByLimits,
  DEFAULT_MONETIZATION,
  foldText,
  isMovie,
  mediaTypeOf,
  releaseYear,
  type RatingLimits,
  type TitleRecord,
} from '@unclewatch/core';

import type { TitleRecordsProvider } from '../../../providers/title-records/index';
import type { ChatConstraints } from '../types';
import { childrenScore, suitsChildren } from './audience';
import { moods, tvGenreEquivalents } from './vocabulary';

/** Who says whether a title is on a service (the title records). */
export type ServicesCheck = Pick<TitleRecordsProvider, 'onServices'>;

/** Without a check, no title is known to be on any service. */
const unknownServices: ServicesCheck = { onServices: () => false };

/** On one of the saved services: subscription, free or with ads. */
function onServices(
  title: TitleRecord,
  services: NonNullable<ChatConstraints['services']>,
  check: ServicesCheck,
) {
  return check.onServices(title, {
    region: services.region,
    providerIds: services.ids,
    monetization: DEFAULT_MONETIZATION,
  });
}

/** Whether a title has a genre, counting TV's combined genres (Sci-Fi & Fantasy …). */
export function hasGenre(title: TitleRecord, genre: number, tvEquivalents = true): boolean {
  if (title.genre_ids.includes(genre)) return true;
  if (isMovie(title) || !tvEquivalents) return false;
  return (tvGenreEquivalents[genre] ?? []).some((id) => title.genre_ids.includes(id));
}

/** Genres a title must not have: the stated ones plus those of the moods. */
export function excludedGenres(c: ChatConstraints): number[] {
  const fromMoods = (c.moods ?? []).flatMap((m) => moods[m]?.exclude ?? []);
  return [...new Set([...(c.excludeGenres ?? []), ...fromMoods])].filter(
    (g) => !(c.genres ?? []).includes(g),
  );
}

const foldedText = new WeakMap<TitleRecord, string>();

function mentions(title: TitleRecord, topic: string): boolean {
  if ((title.keywords ?? []).some((k) => foldText(k).includes(topic))) return true;
  let text = foldedText.get(title);
  if (text === undefined) {
    text = ` ${foldText(`${title.overview} ${title.tagline ?? ''}`)} `;
    foldedText.set(title, text);
  }
  return text.includes(` ${topic} `);
}

/** Every hard constraint; soft ones (moods' boosts) only rank. */
export function matchesConstraints(
  title: TitleRecord,
  c: ChatConstraints,
  excluded: number[] = excludedGenres(c),
  services: ServicesCheck = unknownServices,
): boolean {
  if (title.adult || !title.poster_path) return false;
  if (c.type && mediaTypeOf(title) !== c.type) return false;
  // TV's combined genres stand in for a movie genre only when shows were asked for.
  if (c.genres?.some((g) => !hasGenre(title, g, c.type === 'tv'))) return false;
  if (excluded.some((g) => hasGenre(title, g))) return false;
  if (c.languages && !c.languages.includes(title.original_language)) {
    const country = c.countries?.some((code) => title.origin_country?.includes(code));
    if (!country) return false;
  }
  if (
    c.countries &&
    !c.languages &&
    !c.countries.some((code) => title.origin_country?.includes(code))
  )
    return false;
  if (c.yearFrom !== undefined || c.yearTo !== undefined) {
    const year = releaseYear(title);
    if (year === null) return false;
    if (c.yearFrom !== undefined && year < c.yearFrom) return false;
    if (c.yearTo !== undefined && year > c.yearTo) return false;
  }
  if (c.minRating !== undefined && (title.vote_average < c.minRating || title.vote_count < 20))
    return false;
  if (c.streaming && !(title.streaming ?? []).some((s) => s.name === c.streaming)) return false;
  if (c.services && !onServices(title, c.services, services)) return false;
  if (c.topic && !mentions(title, c.topic)) return false;
  if (c.audience === 'children' && !suitsChildren(title, c.genres)) return false;
  // Length limits are hard: a title whose runtime the catalogue lacks cannot be shown to hold.
  if (c.maxRuntime !== undefined && !(title.runtime && title.runtime <= c.maxRuntime)) return false;
  if (c.minRuntime !== undefined && !(title.runtime && title.runtime >= c.minRuntime)) return false;
  return true;
}

/** A steady quality order: well-rated titles that many people voted on come first. */
export function baseScore(title: TitleRecord): number {
  const confidence = Math.min(1, Math.log10(1 + title.vote_count) / 3.5);
  return title.vote_average * confidence + 0.6 * Math.log10(1 + title.popularity);
}

export function moodScore(title: TitleRecord, c: ChatConstraints): number {
  let score = 0;
  const keywords = new Set((title.keywords ?? []).map((k) => k.toLowerCase()));
  for (const name of c.moods ?? []) {
    const mood = moods[name];
    if (!mood) continue;
    score += 1.2 * mood.boost.filter((g) => hasGenre(title, g)).length;
    score += 0.8 * mood.keywords.filter((k) => keywords.has(k)).length;
    score -= 1.5 * (mood.penaltyKeywords ?? []).filter((k) => keywords.has(k)).length;
  }
  if (c.audience === 'children') score += childrenScore(title);
  return score + genreLead(title, c);
}

/**
 * How much the asked genres lead the title's own list (TMDB lists a title's main genre first):
 * "a funny 90s comedy" ranks comedies above crime films that have a comic streak.
 */
function genreLead(title: TitleRecord, c: ChatConstraints): number {
  let score = 0;
  for (const genre of c.genres ?? []) {
    const ids = [genre, ...(isMovie(title) ? [] : (tvGenreEquivalents[genre] ?? []))];
    const index = title.genre_ids.findIndex((g) => ids.includes(g));
    if (index === 0) score += 1;
    else if (index === 1) score += 0.5;
  }
  return score;
}

/** The titles a conversation's constraints allow, best first (pool order kept when ranked). */
export function rankTitles(
  pool: readonly TitleRecord[],
  c: ChatConstraints,
  keepPoolOrder: boolean,
  services: ServicesCheck = unknownServices,
): TitleRecord[] {
  const excluded = excludedGenres(c);
  const matches = pool.filter((t) => matchesConstraints(t, c, excluded, services));
  if (keepPoolOrder) return matches;
  return matches
    .map((title) => ({ title, score: baseScore(title) + moodScore(title, c) }))
    .sort((a, b) => b.score - a.score || a.title.id - b.title.id)
    .map((s) => s.title);
}

/** The titles a limited asker may be recommended (issue 41); everyone else: all of them. */
export function withinLimits(
  titles: TitleRecord[],
  limits: RatingLimits | null | undefined,
): TitleRecord[] {
  if (!limits) return titles;
  return titles.filter((t) =>
    allowedByLimits(
      {
        kind: mediaTypeOf(t),
        certification: t.certification,
        genreIds: t.genre_ids,
        adult: t.adult,
      },
      limits,
    ),
  );
}
