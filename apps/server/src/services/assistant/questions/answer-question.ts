import {
  displayTitle,
  foldText,
  mediaTypeOf,
  type SearchResponse,
  type TitleRecord,
} from '@unclewatch/core';

import type {
  CatalogProvider,
  EntityNames,
  NameRecogniser,
} from '../../../providers/catalog/index';
import type { TitleRecordsProvider, TitleSheet } from '../../../providers/title-records/index';
import type { ChatFocus } from '../types';
import { linkEntity, searched, type Entity } from './link-entity';
import { answerPersonQuestion } from './person-questions';
import { questionCues, type QuestionCue, type QuestionKind } from './question-kinds';
import type { QuestionResult } from './question-result';
import { subjectOf } from './question-subject';
import {
  personKinds,
  personPronouns,
  questionStart,
  standalone,
  titlePronouns,
} from './question-words';
import { answerCharacter, answerTitleQuestion, named } from './title-answers';

export type { QuestionResult };

/**
 * Answers plain questions about titles and people from the catalogue, and resolves "it",
 * "she", "that one" against the conversation's focus. Returns undefined for anything that is
 * not such a question, which the recommendation engine then reads.
 */
export class QuestionAnswerer {
  constructor(
    private readonly catalog: CatalogProvider,
    private readonly records: TitleRecordsProvider,
    private readonly names: NameRecogniser,
  ) {}

  private search(query: string): Promise<SearchResponse> {
    return this.catalog.search(query, 1);
  }

  /** The recogniser's names of titles, people and characters (built on the first question). */
  get index(): EntityNames {
    return this.names.entities;
  }

  private async focusTitle(focus: ChatFocus): Promise<TitleRecord | undefined> {
    if (!focus.title) return undefined;
    return (await this.records.titles([focus.title]))[0] ?? undefined;
  }

  async answer(message: string, focus: ChatFocus = {}): Promise<QuestionResult | undefined> {
    const folded = foldText(message.replace(/[’`]/g, "'"));
    const asked = message.trim().endsWith('?') || questionStart.test(folded);
    const cue = this.cueOf(folded, asked);
    if (!cue) return undefined;

    if (cue.kind === 'character') return this.character(folded, focus);
    if (cue.kind === 'similar') {
      if (!focus.title) return undefined;
      return {
        type: 'list',
        constraints: { like: focus.title },
        skip: [],
        focus,
        empty: `I couldn't find anything similar to ${focus.title.title}.`,
      };
    }

    const subject = subjectOf(folded, cue);
    const wantsPerson = personKinds.has(cue.kind);
    const entity = await this.entityFor(subject, folded, focus, wantsPerson ? 'person' : 'title');
    if (!entity) {
      if (!asked || !subject) return undefined;
      const what = wantsPerson ? 'anyone' : 'a title';
      return {
        type: 'fact',
        text: `I couldn't find ${what} called "${subject}" in the catalogue.`,
        cards: [],
        focus,
      };
    }
    if (entity.kind === 'person')
      return answerPersonQuestion(cue.kind, entity.personId, focus, this.catalog, this.records);
    const sheet =
      entity.kind === 'title'
        ? await this.records.sheet(mediaTypeOf(entity.title), entity.title.id)
        : await this.records.sheet(entity.type, entity.id).catch(() => null);
    if (!sheet) return undefined;
    return this.aboutTitle(cue.kind, sheet, focus);
  }

  /** The first cue the message matches outside a title it names ("Cast Away" holds no cast cue). */
  private cueOf(folded: string, asked: boolean): QuestionCue | undefined {
    for (const cue of questionCues) {
      // A recommendation ("films directed by Nolan") is not a question: no index needed.
      if (!asked && !standalone.has(cue.kind)) continue;
      const match = cue.detect.exec(folded);
      if (!match) continue;
      if (!this.insideTitle(folded, match.index, match.index + match[0].length)) return cue;
    }
    return undefined;
  }

  private insideTitle(folded: string, from: number, to: number): boolean {
    const tokens = folded.split(' ');
    const starts: number[] = [];
    let at = 0;
    for (const token of tokens) {
      starts.push(at);
      at += token.length + 1;
    }
    for (let size = 2; size <= Math.min(10, tokens.length); size++) {
      for (let i = 0; i + size <= tokens.length; i++) {
        const spanFrom = starts[i]!;
        const spanTo = starts[i + size - 1]! + tokens[i + size - 1]!.length;
        if (spanFrom > from || spanTo < to) continue;
        if (this.index.title(tokens.slice(i, i + size).join(' '))) return true;
      }
    }
    return false;
  }

  private async entityFor(
    subject: string,
    folded: string,
    focus: ChatFocus,
    prefer: 'title' | 'person',
  ): Promise<Entity | undefined> {
    const words = subject ? subject.split(' ') : [];
    const fromFocus = (): Entity | undefined => {
      const person = focus.person
        ? ({ kind: 'person', personId: focus.person.id } as const)
        : undefined;
      // The title talked about, read through the title records when answered.
      const asTitle: Entity | undefined = focus.title && {
        kind: 'catalog-title',
        type: focus.title.type,
        id: focus.title.id,
      };
      if (words.some((w) => personPronouns.has(w) && !titlePronouns.has(w)))
        return person ?? asTitle;
      if (words.some((w) => titlePronouns.has(w) && !personPronouns.has(w)))
        return asTitle ?? person;
      return prefer === 'person' ? (person ?? asTitle) : (asTitle ?? person);
    };
    const pronounOnly = words.every((w) => personPronouns.has(w) || titlePronouns.has(w));
    if (pronounOnly) {
      const found = fromFocus();
      if (found || words.length === 0) return found;
    }
    // Live, a name the catalogue's search holds exactly is that title or person (a 2025 film
    // is not taken for an older one of the snapshot with a similar name).
    const live =
      this.catalog.mode === 'live'
        ? await searched(subject, this.records, (q) => this.search(q), prefer, true)
        : undefined;
    return (
      live ?? linkEntity(subject, folded, this.index, this.records, (q) => this.search(q), prefer)
    );
  }

  private aboutTitle(kind: QuestionKind, sheet: TitleSheet, focus: ChatFocus): QuestionResult {
    const { title, people } = sheet;
    const ref = { type: mediaTypeOf(title), id: title.id };
    const titleFocus = { ...ref, title: displayTitle(title) };
    if (personKinds.has(kind)) {
      return {
        type: 'fact',
        text: `${named(title)} is a title; ask me about a person for that.`,
        cards: [ref],
        focus: { ...focus, title: titleFocus },
      };
    }
    const answerKind =
      kind === 'about' ? 'plot' : (kind as Parameters<typeof answerTitleQuestion>[0]);
    const answer = answerTitleQuestion(answerKind, title, people);
    const person = answer.personId !== undefined ? people.person(answer.personId) : undefined;
    return {
      type: 'fact',
      text: answer.text,
      cards: [ref],
      focus: {
        title: titleFocus,
        ...(person
          ? { person: { id: person.id, name: person.name } }
          : focus.person
            ? { person: focus.person }
            : {}),
      },
    };
  }

  private async character(folded: string, focus: ChatFocus): Promise<QuestionResult> {
    const rest = folded
      .replace(
        /^.*?\bwho (?:plays|played|portrays|portrayed|voices|voiced|is playing|was playing|acts as|acted as)\s*/,
        '',
      )
      .replace(/^(?:the (?:role|part) of|the character) /, '')
      .trim();
    const words = rest.split(' ');
    let title: TitleRecord | undefined;
    const focusTitle = await this.focusTitle(focus);
    let asked = rest;
    for (let i = 1; i < words.length - 1; i++) {
      if (words[i] !== 'in' && words[i] !== 'on') continue;
      const titleText = words.slice(i + 1).join(' ');
      const left = words.slice(0, i).join(' ');
      const pronoun = titleText.split(' ').every((w) => titlePronouns.has(w));
      let found: TitleRecord | undefined = pronoun ? focusTitle : undefined;
      if (!pronoun) {
        const linked = await linkEntity(
          titleText,
          titleText,
          this.index,
          this.records,
          (q) => this.search(q),
          'title',
        );
        if (linked?.kind === 'title') found = linked.title;
      }
      if (found) {
        title = found;
        asked = left;
        break;
      }
    }
    asked = asked.replace(/^the /, '');
    const candidates = this.index.character(asked);
    const people = this.index.people;
    const answer = answerCharacter(asked, title, candidates, people);
    if (!('title' in answer)) {
      return {
        type: 'fact',
        text: answer.text,
        cards: title ? [{ type: mediaTypeOf(title), id: title.id }] : [],
        focus,
      };
    }
    const person = answer.personId !== undefined ? people.person(answer.personId) : undefined;
    const ref = { type: mediaTypeOf(answer.title), id: answer.title.id };
    return {
      type: 'fact',
      text: answer.text,
      cards: [ref],
      focus: {
        title: { ...ref, title: displayTitle(answer.title) },
        ...(person ? { person: { id: person.id, name: person.name } } : {}),
      },
    };
  }
}
