import type { DraftCredit, PeopleIndex } from './credits.ts';
import { countryCode, languageFromCountries } from './languages.ts';

/** Country code of a TMDB place of birth ("Queens, New York City, New York, USA" → "US"). */
export function birthCountry(place: string | undefined): string | undefined {
  if (!place) return undefined;
  const last = place.split(',').pop()?.trim();
  return last ? countryCode(last.replace(/^(?:now|present-day)\s+/i, '')) : undefined;
}

/**
 * A guess at a title's original language when no source names it: the languages of the
 * birth countries of its director(s) and first three billed actors (only countries with one
 * obvious language count). At least two of them must agree and form a strict majority;
 * otherwise no guess (an unknown language beats a wrong one).
 */
export function guessLanguageFromPeople(
  drafts: readonly DraftCredit[],
  people: PeopleIndex,
): string | undefined {
  const picked = [
    ...drafts.filter((d) => d.job === 'Director'),
    ...drafts.filter((d) => d.department === 'Acting').slice(0, 3),
  ];
  const votes = new Map<string, number>();
  let total = 0;
  for (const d of picked) {
    if (d.tmdbPersonId === undefined) continue;
    const cc = birthCountry(people.byId.get(d.tmdbPersonId)?.placeOfBirth);
    const lang = cc ? languageFromCountries([cc]) : undefined;
    if (!lang) continue;
    total++;
    votes.set(lang, (votes.get(lang) ?? 0) + 1);
  }
  const [best, n] = [...votes].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return n >= 2 && n * 2 > total ? best : undefined;
}
