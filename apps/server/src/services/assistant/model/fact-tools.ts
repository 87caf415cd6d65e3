import { isMovie } from '@unclewatch/core';

import type { TitleRecordsProvider, TitleSheet } from '../../../providers/title-records/index';
import {
  answerAboutPerson,
  answerBirthday,
  answerBirthplace,
  titlesOf,
} from '../questions/person-answers';
import type { TitleQuestionKind } from '../questions/question-kinds';
import { answerTitleQuestion } from '../questions/title-answers';

type FactKind = Exclude<TitleQuestionKind, 'similar' | 'character'>;

/** The facts every title has, after those that differ between movies and shows. */
const sharedFacts: FactKind[] = [
  'year',
  'genre',
  'language',
  'rating',
  'plot',
  'streaming',
  'trailer',
];
const movieFacts: FactKind[] = ['director', 'cast', 'runtime', ...sharedFacts];
const tvFacts: FactKind[] = ['creator', 'cast', 'seasons', 'network', ...sharedFacts];

/**
 * What the catalogue knows about one title, as the same sentences the built-in engine answers
 * with (one per kind of question): the model quotes facts, it doesn't look them up elsewhere.
 */
export function titleFacts({ title, people }: TitleSheet): Record<string, string> {
  const kinds = isMovie(title) ? movieFacts : tvFacts;
  return Object.fromEntries(
    kinds.map((kind) => [kind, answerTitleQuestion(kind, title, people).text]),
  );
}

/** What the catalogue knows about one person, and the titles they directed and acted in. */
export async function personFacts(personId: number, records: TitleRecordsProvider) {
  const person = await records.person(personId);
  if (!person) return undefined;
  const credits = (await records.credits(personId)) ?? [];
  const directed = titlesOf(credits, true);
  const directedIds = new Set(directed);
  return {
    name: person.name,
    facts: {
      about: answerAboutPerson(person, credits, await records.biography(personId)).text,
      birthday: answerBirthday(person).text,
      birthplace: answerBirthplace(person).text,
    },
    directed: directed.slice(0, 10),
    other: titlesOf(credits)
      .filter((t) => !directedIds.has(t))
      .slice(0, 10),
  };
}
