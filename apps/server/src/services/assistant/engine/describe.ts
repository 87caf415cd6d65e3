import { languageName, MOVIE_GENRE } from '@unclewatch/core';

import type { ChatConstraints } from '../types';
import { genreNouns, moods, placePhrases } from './vocabulary';

function placeLabel(c: ChatConstraints): string | undefined {
  if (!c.languages?.length) return undefined;
  const key = c.languages.join(',');
  const place = Object.values(placePhrases).find((p) => p.languages?.join(',') === key);
  return place?.label ?? c.languages.map((code) => languageName(code)).join('/');
}

function decadeLabel(c: ChatConstraints): string | undefined {
  const { yearFrom: from, yearTo: to } = c;
  if (from !== undefined && to !== undefined) {
    if (from === to) return `from ${from}`;
    if (from % 10 === 0 && to === from + 9) return `from the ${from}s`;
    return `from ${from}–${to}`;
  }
  if (from !== undefined) return `from ${from} on`;
  if (to !== undefined) return `from before ${to + 1}`;
  return undefined;
}

const length = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`;

/** "under 2 hours", "90 minutes or less", "episodes under 30 minutes", "over 2 hours". */
function runtimeLabel(c: ChatConstraints): string | undefined {
  const parts: string[] = [];
  const { maxRuntime: max, minRuntime: min } = c;
  if (max !== undefined)
    parts.push((max + 1) % 5 === 0 ? `under ${length(max + 1)}` : `${length(max)} or less`);
  if (min !== undefined)
    parts.push((min - 1) % 5 === 0 ? `over ${length(min - 1)}` : `${length(min)} or more`);
  if (!parts.length) return undefined;
  return `${c.type === 'tv' ? 'with episodes ' : ''}${parts.join(' and ')}`;
}

/** The line above a list of cards, e.g. "Korean thrillers from the 2010s". */
export function describeConstraints(c: ChatConstraints, capitalized = true): string {
  const words: string[] = c.audience === 'children' ? ['family-friendly'] : [];
  for (const mood of c.moods ?? []) words.push(moods[mood]?.label ?? mood);
  const place = placeLabel(c);
  if (place) words.push(place);
  // "Family-friendly" already says "family".
  const genres = (c.genres ?? []).filter(
    (g) => genreNouns[g] && !(c.audience === 'children' && g === MOVIE_GENRE.family),
  );
  const kind = c.type === 'tv' ? 'shows' : c.type === 'movie' ? 'movies' : undefined;
  genres.forEach((g, i) => {
    const [adjective, plural] = genreNouns[g]!;
    words.push(i === genres.length - 1 && !kind ? plural : adjective);
  });
  if (kind) words.push(kind);
  else if (genres.length === 0) words.push('titles');
  const tail: string[] = [];
  if (c.like) tail.push(`like ${c.like.title}`);
  if (c.topic) tail.push(`about ${c.topic}`);
  if (c.person) tail.push(`${c.person.director ? 'by' : 'with'} ${c.person.name}`);
  const decade = decadeLabel(c);
  if (decade) tail.push(decade);
  const runtime = runtimeLabel(c);
  // "Titles like Interstellar, 168 minutes or less" (the title's name and the length apart).
  if (runtime) tail.push(c.like && tail.length === 1 ? `, ${runtime}` : runtime);
  if (c.minRating !== undefined) tail.push(`rated ${c.minRating}+`);
  if (c.streaming) tail.push(`on ${c.streaming} (US, 2021–22)`);
  if (c.services) tail.push(`on your services (${c.services.region}, 2021–22)`);
  if (c.watchlist) tail.push('in your watchlist');
  if (c.excludeGenres?.length) {
    tail.push(`without ${c.excludeGenres.map((g) => genreNouns[g]?.[0] ?? g).join(' or ')}`);
  }
  const phrase = [...words, ...tail].join(' ').replace(' , ', ', ');
  return capitalized ? phrase.charAt(0).toUpperCase() + phrase.slice(1) : phrase;
}
