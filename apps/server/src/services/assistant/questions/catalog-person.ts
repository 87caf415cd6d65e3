import type { PersonCredits, SnapshotPerson, TitleRef, TitleSummary } from '@unclewatch/core';

import { firstSentence, roles } from './person-answers';
import { joinNames } from './wording';

/** "Lantern Over Quarry Lake (2025)". */
function named(title: TitleSummary): string {
  const name = title.title ?? title.name ?? '';
  const year = (title.release_date ?? title.first_air_date ?? '').slice(0, 4);
  return year ? `${name} (${year})` : name;
}

/**
 * A person the snapshot does not hold (live mode: TMDB's), from the catalogue port's credits:
 * who they are and what they are known for, or the titles they directed or were in.
 */
export function catalogPersonAnswer(
  kind: 'about' | 'filmography' | 'directed',
  person: SnapshotPerson,
  credits: PersonCredits | null,
): { text: string; cards: TitleRef[] } {
  const directing =
    kind === 'directed' || (kind === 'about' && person.known_for_department === 'Directing');
  const pool = directing ? (credits?.directing ?? []) : (credits?.cast ?? []);
  const best = pool.filter((t) => !t.adult).slice(0, kind === 'about' ? 4 : 6);
  const cards = best.map((t) => ({ type: t.media_type, id: t.id }));
  const titles = joinNames(best.map(named));
  if (kind === 'directed') {
    return {
      text: best.length
        ? `${person.name} directed ${titles}.`
        : `The catalogue has no titles directed by ${person.name}.`,
      cards,
    };
  }
  if (kind === 'filmography') {
    return {
      text: best.length
        ? `${person.name} is in ${titles}.`
        : `The catalogue has no titles with ${person.name}.`,
      cards,
    };
  }
  const role = roles[person.known_for_department] ?? person.known_for_department.toLowerCase();
  const trade = role ? ` is known for ${role}` : '';
  const knownFor = best.length ? `${trade ? ';' : ''} in the catalogue: ${titles}` : '';
  const bio = firstSentence(person.biography);
  return { text: `${person.name}${trade}${knownFor}.${bio ? ` ${bio}` : ''}`, cards };
}
