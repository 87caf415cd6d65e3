import { isMovie, type SnapshotCatalog, type SnapshotTitle } from '../../../catalog/index';
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
export function titleFacts(title: SnapshotTitle, data: SnapshotCatalog): Record<string, string> {
  const kinds = isMovie(title) ? movieFacts : tvFacts;
  return Object.fromEntries(
    kinds.map((kind) => [kind, answerTitleQuestion(kind, title, data).text]),
  );
}

/** What the catalogue knows about one person, and the titles they directed and acted in. */
export function personFacts(personId: number, data: SnapshotCatalog) {
  const person = data.person(personId);
  if (!person) return undefined;
  const directed = titlesOf(data, personId, true);
  const directedIds = new Set(directed);
  return {
    name: person.name,
    facts: {
      about: answerAboutPerson(person, data).text,
      birthday: answerBirthday(person).text,
      birthplace: answerBirthplace(person).text,
    },
    directed: directed.slice(0, 10),
    other: titlesOf(data, personId)
      .filter((t) => !directedIds.has(t))
      .slice(0, 10),
  };
}
