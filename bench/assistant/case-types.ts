import type { TitleQuestionKind } from '../../apps/server/src/services/assistant/questions/question-kinds';
import type { RequestRules } from './request-checks';
import type { RequestKind } from './request-makers';

/** The assistant evaluation's case shapes (questions, follow-ups and requests). */
export type CaseKind =
  | Exclude<TitleQuestionKind, 'similar'>
  | 'typo'
  | 'person-about'
  | 'filmography'
  | 'directed'
  | 'birthday'
  | 'birthplace'
  | 'follow-up: title'
  | 'follow-up: person'
  | 'follow-up: refine'
  | 'follow-up: similar'
  | 'follow-up: more'
  | 'new request'
  | RequestKind;

export type Ref = { type: 'movie' | 'tv'; id: number };

/** What the last answer must hold. `absent`: the catalogue lacks the fact; say so. */
export type Expect =
  | { fact: 'title'; title: Ref; about: TitleFact; absent?: boolean }
  | { fact: 'character'; title: Ref; personId: number }
  | {
      fact: 'person';
      personId: number;
      about: 'about' | 'birthday' | 'birthplace';
      absent?: boolean;
    }
  | {
      fact: 'list';
      personId?: number;
      directedOnly?: boolean;
      yearFrom?: number;
      yearTo?: number;
      similarTo?: Ref;
      notTitle?: Ref;
      language?: string;
      genre?: number;
      /** No card repeats one from an earlier turn. */
      fresh?: boolean;
      /** A name that must not be in the reply (a filter leaking from an earlier turn). */
      notMentioning?: string;
      /** Rules every card must hold (request-checks.ts). */
      rules?: RequestRules;
    };

export type TitleFact = Exclude<
  CaseKind,
  | 'character'
  | 'typo'
  | 'person-about'
  | 'filmography'
  | 'directed'
  | 'birthday'
  | 'birthplace'
  | `follow-up: ${string}`
  | 'new request'
  | RequestKind
>;

export interface QuestionCase {
  kind: CaseKind;
  turns: string[];
  expect: Expect;
  /** A signed-in asker with saved services ("on my services"); a visitor without it. */
  asker?: { services: { region: string; ids: number[] } };
}
