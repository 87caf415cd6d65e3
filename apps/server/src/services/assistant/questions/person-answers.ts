import { isListable, type SnapshotPerson, type TitleRecord } from '@unclewatch/core';

import type { RecordCredit } from '../../../providers/title-records/index';
import { baseScore } from '../engine/title-filter';
import type { FactAnswer } from './title-answers';
import { named } from './title-answers';
import { formatDate, joinNames, yearsBetween } from './wording';

export const roles: Record<string, string> = {
  Acting: 'acting',
  Directing: 'directing',
  Writing: 'writing',
  Production: 'producing',
  Sound: 'music',
  Camera: 'cinematography',
  Editing: 'editing',
  Creator: 'creating shows',
};

/** A person's listable titles, best known first (optionally only those they directed). */
export function titlesOf(all: readonly RecordCredit[], directedOnly = false): TitleRecord[] {
  const credits = all.filter(
    (c) => isListable(c.title) && (!directedOnly || c.department === 'Directing'),
  );
  const titles = [...new Set(credits.map((c) => c.title))];
  return titles.sort((a, b) => baseScore(b) - baseScore(a) || a.id - b.id);
}

const today = () => new Date().toISOString().slice(0, 10);

export function answerBirthday(person: SnapshotPerson): FactAnswer {
  if (!person.birthday) {
    return {
      text: `The catalogue doesn't have ${person.name}'s date of birth.`,
      personId: person.id,
    };
  }
  const born = formatDate(person.birthday);
  const place = person.place_of_birth ? ` in ${person.place_of_birth}` : '';
  const text = person.deathday
    ? `${person.name} was born on ${born}${place} and died on ${formatDate(person.deathday)}, aged ${yearsBetween(person.birthday, person.deathday)}.`
    : `${person.name} was born on ${born}${place}, so is ${yearsBetween(person.birthday, today())} years old.`;
  return { text, personId: person.id };
}

export function answerBirthplace(person: SnapshotPerson): FactAnswer {
  if (!person.place_of_birth) {
    return {
      text: `The catalogue doesn't say where ${person.name} was born.`,
      personId: person.id,
    };
  }
  const when = person.birthday ? ` on ${formatDate(person.birthday)}` : '';
  return {
    text: `${person.name} was born in ${person.place_of_birth}${when}.`,
    personId: person.id,
  };
}

/** Who a person is: their trade, the titles they are best known for here, and a bio line. */
export function answerAboutPerson(
  person: SnapshotPerson,
  credits: readonly RecordCredit[],
  biography: string,
): FactAnswer & { titles: TitleRecord[] } {
  const directing = person.known_for_department === 'Directing';
  const titles = titlesOf(credits, directing);
  const best = (titles.length ? titles : titlesOf(credits)).slice(0, 4);
  const role = roles[person.known_for_department] ?? person.known_for_department.toLowerCase();
  const trade = role ? ` is known for ${role}` : '';
  const knownFor = best.length
    ? `${trade ? ';' : ''} in the catalogue: ${joinNames(best.map(named))}`
    : '';
  const bio = firstSentence(biography);
  const text = `${person.name}${trade}${knownFor}.${bio ? ` ${bio}` : ''}`;
  return { text: text.replace(/^(\S.*?)\.\s*$/, '$1.'), personId: person.id, titles: best };
}

export function firstSentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const match = /^(.{40,300}?[.!?])\s/.exec(trimmed);
  return match ? match[1]! : trimmed.length <= 300 ? trimmed : '';
}
