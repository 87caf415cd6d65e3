import type { ChatFocus } from '../types';
import { mediaTypeOf } from '@unclewatch/core';

import type { CatalogProvider } from '../../../providers/catalog/index';
import type { TitleRecordsProvider } from '../../../providers/title-records/index';
import { catalogPersonAnswer } from './catalog-person';
import { answerAboutPerson, answerBirthday, answerBirthplace } from './person-answers';
import type { PersonQuestionKind, QuestionKind } from './question-kinds';
import type { QuestionResult } from './question-result';

/**
 * A question about a person: born when and where, who they are, or (a list for the engine)
 * what they directed or were in, read from the title records. People only the live catalogue
 * knows are answered from the catalogue port's person and credits.
 */
export async function answerPersonQuestion(
  kind: QuestionKind,
  personId: number,
  focus: ChatFocus,
  catalog: CatalogProvider,
  records: TitleRecordsProvider,
): Promise<QuestionResult | undefined> {
  // Someone the conversation named whose page the catalogue cannot give: what is known, by name.
  const named = focus.person?.id === personId ? focus.person : undefined;
  const person =
    (await records.person(personId).catch(() => null)) ??
    (named && {
      ...named,
      profile_path: null,
      known_for_department: '',
      place_of_birth: null,
      biography: '',
      popularity: 0,
    });
  if (!person) return undefined;
  const personFocus: ChatFocus = { ...focus, person: { id: person.id, name: person.name } };
  // Their titles as records, or null when only the live catalogue knows them.
  const credits = await records.credits(personId);
  if (!credits && kind !== 'birthday' && kind !== 'birthplace') {
    // Only the live catalogue knows them: their titles come from its credits.
    const listed = kind === 'directed' || kind === 'filmography' ? kind : 'about';
    const listedCredits = await catalog.personCredits(person.id).catch(() => null);
    const answer = catalogPersonAnswer(listed, person, listedCredits);
    return { type: 'fact', text: answer.text, cards: answer.cards, focus: personFocus };
  }
  switch (kind as PersonQuestionKind | 'about' | QuestionKind) {
    case 'birthday':
      return { type: 'fact', text: answerBirthday(person).text, cards: [], focus: personFocus };
    case 'birthplace':
      return { type: 'fact', text: answerBirthplace(person).text, cards: [], focus: personFocus };
    case 'filmography':
    case 'directed': {
      const directed = kind === 'directed';
      const skip = focus.title && focus.person?.id === person.id ? [focus.title] : [];
      return {
        type: 'list',
        constraints: {
          person: { id: person.id, name: person.name, ...(directed ? { director: true } : {}) },
        },
        skip: skip.map(({ type, id }) => ({ type, id })),
        focus: personFocus,
        empty: directed
          ? `The catalogue has no titles directed by ${person.name}.`
          : `The catalogue has no other titles with ${person.name}.`,
      };
    }
    default: {
      const about = answerAboutPerson(person, credits ?? [], await records.biography(person.id));
      const cards = about.titles.map((t) => ({ type: mediaTypeOf(t), id: t.id }));
      return { type: 'fact', text: about.text, cards, focus: personFocus };
    }
  }
}
