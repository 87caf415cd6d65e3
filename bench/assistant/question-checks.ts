// Judges one answer of the assistant against the catalogue: is it right (the expected facts
// are there) and did it invent anything (a fact or title the catalogue does not hold)?
import { foldText, genreNames, languageName, type ChatMovieCard } from '@unclewatch/core';

import {
  displayTitle,
  isMovie,
  releaseYear,
  type SnapshotCatalog,
  type SnapshotTitle,
} from '../../apps/server/src/snapshot/index';
import { hasGenre } from '../../apps/server/src/services/assistant/engine/title-filter';
import type { ChatAnswer } from '../../apps/server/src/services/assistant/types';
import type { Expect, Ref } from './question-cases';
import { ruleProblems } from './request-checks';

export interface Verdict {
  correct: boolean;
  /** Facts or titles in the answer that the catalogue does not support. */
  invented: string[];
  problems: string[];
}

/** Said when the catalogue lacks a fact. */
const saysUnknown =
  /doesn't (say|have)|has no|have no|don't know|couldn't find|no (cast|trailer|streaming|plot|release)/i;

const yearsIn = (text: string) =>
  [...text.matchAll(/\b(1[89]\d\d|20\d\d)\b/g)].map((m) => Number(m[1]));

export class AnswerJudge {
  private readonly personNames: { folded: string; ids: number[] }[];

  constructor(
    private readonly data: SnapshotCatalog,
    /** Similar titles of a title (the catalogue port's first two pages). */
    private readonly similarIds: (ref: Ref) => Promise<Set<number>>,
  ) {
    // Names of people credited on listable titles: any of them in a reply must be right.
    const seen = new Map<string, number[]>();
    for (const [id, credits] of data.credited()) {
      const person = data.person(id);
      if (!person || !person.name.includes(' ') || credits.length === 0) continue;
      const key = foldText(person.name);
      seen.set(key, [...(seen.get(key) ?? []), id]);
    }
    this.personNames = [...seen].map(([folded, ids]) => ({ folded, ids }));
  }

  async judge(answer: ChatAnswer, expect: Expect, earlier: Set<string>): Promise<Verdict> {
    const problems: string[] = [];
    const invented: string[] = [];
    const cards = Array.isArray(answer.reply) ? answer.reply : (answer.cards ?? []);
    for (const card of cards) {
      const title = this.data.title(card.type, card.id);
      if (!title || displayTitle(title) !== card.title)
        invented.push(`card ${card.title} (${card.type} ${card.id})`);
    }
    if (expect.fact === 'list') {
      this.checkList(answer, cards, expect, earlier, problems, invented);
      const similar = expect.similarTo ? await this.similarIds(expect.similarTo) : undefined;
      if (similar)
        for (const c of cards) if (!similar.has(c.id)) problems.push(`${c.title} is not similar`);
      return { correct: problems.length === 0 && invented.length === 0, invented, problems };
    }
    const text = typeof answer.reply === 'string' ? answer.reply : '';
    if (!text) problems.push('no text answer');
    if (expect.fact === 'title') this.checkTitleFact(text, cards, expect, problems, invented);
    else if (expect.fact === 'character')
      this.checkCharacter(text, cards, expect, problems, invented);
    else this.checkPerson(text, cards, expect, problems, invented);
    return { correct: problems.length === 0 && invented.length === 0, invented, problems };
  }

  /**
   * Names of catalogue people in a text (parenthesised character names left out), each with
   * the ids of everyone who has that name.
   */
  private peopleIn(text: string): { name: string; ids: number[] }[] {
    const folded = ` ${foldText(text.replace(/\([^)]*\)/g, ' '))} `;
    return this.personNames
      .filter((p) => folded.includes(` ${p.folded} `))
      .map((p) => ({ name: p.folded, ids: p.ids }));
  }

  private checkList(
    answer: ChatAnswer,
    cards: ChatMovieCard[],
    expect: Extract<Expect, { fact: 'list' }>,
    earlier: Set<string>,
    problems: string[],
    invented: string[],
  ) {
    if (!Array.isArray(answer.reply) || cards.length === 0) {
      problems.push(`no cards: ${String(answer.reply).slice(0, 100)}`);
      return;
    }
    const before = [...earlier].flatMap((key) => {
      const [type, id] = key.split(':');
      return this.data.title(type as 'movie' | 'tv', Number(id)) ?? [];
    });
    for (const card of cards) {
      const title = this.data.title(card.type, card.id);
      if (!title) continue;
      const name = `${card.title} (${releaseYear(title)})`;
      if (expect.personId !== undefined) {
        const credits = this.data.creditsOf(expect.personId).filter((c) => c.title === title);
        const ok = expect.directedOnly
          ? credits.some((c) => c.department === 'Directing')
          : credits.length > 0;
        if (!ok) invented.push(`${name} is not a title of person ${expect.personId}`);
      }
      const year = releaseYear(title) ?? 0;
      if (expect.yearFrom !== undefined && year < expect.yearFrom)
        problems.push(`${name}: before ${expect.yearFrom}`);
      if (expect.yearTo !== undefined && year > expect.yearTo)
        problems.push(`${name}: after ${expect.yearTo}`);
      if (expect.notTitle && expect.notTitle.type === card.type && expect.notTitle.id === card.id)
        problems.push(`${name} is the title asked about`);
      if (expect.language && title.original_language !== expect.language)
        problems.push(`${name}: language ${title.original_language}`);
      if (expect.genre !== undefined && !hasGenre(title, expect.genre, card.type === 'tv'))
        problems.push(`${name}: not ${genreNames[expect.genre]}`);
      if (expect.fresh && earlier.has(`${card.type}:${card.id}`)) problems.push(`${name} repeated`);
      if (expect.rules)
        for (const why of ruleProblems(this.data, title, expect.rules, before))
          problems.push(`${name}: ${why}`);
    }
    if (expect.notMentioning && (answer.text ?? '').includes(expect.notMentioning))
      problems.push(`leaked "${expect.notMentioning}" into: ${answer.text}`);
  }

  private checkTitleFact(
    text: string,
    cards: ChatMovieCard[],
    expect: Extract<Expect, { fact: 'title' }>,
    problems: string[],
    invented: string[],
  ) {
    const title = this.data.title(expect.title.type, expect.title.id)!;
    if (!cards.some((c) => c.type === expect.title.type && c.id === expect.title.id))
      problems.push(`no card of ${displayTitle(title)}`);
    if (!text.includes(displayTitle(title))) problems.push(`does not name ${displayTitle(title)}`);
    if (expect.absent) {
      if (!saysUnknown.test(text))
        invented.push(`claims a ${expect.about} the catalogue lacks: ${text.slice(0, 100)}`);
      return;
    }
    const credits = title.credits ?? [];
    const people = (department: string) =>
      credits.filter((c) => c.department === department).map((c) => c.personId);
    const names = (ids: number[]) => ids.flatMap((id) => this.data.person(id)?.name ?? []);
    const expectNames = (ids: number[], all: number[]) => {
      for (const name of names(ids)) if (!text.includes(name)) problems.push(`missing ${name}`);
      const allowed = new Set(all);
      for (const named of this.peopleIn(text.replace(displayTitle(title), ' ')))
        if (!named.ids.some((id) => allowed.has(id))) invented.push(`names ${named.name}`);
    };
    const allowedYears = new Set([releaseYear(title), ...yearsIn(displayTitle(title))]);
    if (!isMovie(title) && title.last_air_date)
      allowedYears.add(Number(title.last_air_date.slice(0, 4)));
    const checkYears = () => {
      for (const y of yearsIn(text)) if (!allowedYears.has(y)) invented.push(`year ${y}`);
    };
    const directors = credits
      .filter((c) => c.department === 'Directing' && (!c.job || c.job === 'Director'))
      .map((c) => c.personId);
    switch (expect.about) {
      case 'director':
        expectNames(directors, people('Directing'));
        checkYears();
        break;
      case 'cast': {
        const cast = credits
          .filter((c) => c.department === 'Acting')
          .sort((a, b) => a.order - b.order);
        expectNames(
          cast.slice(0, 1).map((c) => c.personId),
          people('Acting'),
        );
        break;
      }
      case 'creator':
        expectNames(isMovie(title) ? directors : (title.creators ?? []), [
          ...(isMovie(title) ? [] : (title.creators ?? [])),
          ...people('Directing'),
        ]);
        break;
      case 'year': {
        const year = releaseYear(title)!;
        if (!text.includes(String(year))) problems.push(`missing ${year}`);
        checkYears();
        break;
      }
      case 'runtime': {
        const minutes = [...text.matchAll(/(\d+) minutes/g)].map((m) => Number(m[1]));
        if (!minutes.includes(title.runtime!)) problems.push(`missing ${title.runtime} minutes`);
        for (const m of minutes) if (m !== title.runtime) invented.push(`${m} minutes`);
        break;
      }
      case 'streaming': {
        const services = new Set((title.streaming ?? []).map((s) => s.name));
        for (const s of services) if (!text.includes(s)) problems.push(`missing ${s}`);
        for (const s of [
          'Netflix',
          'Hulu',
          'Prime Video',
          'Disney+',
          'HBO Max',
          'Apple TV+',
          'Peacock',
        ])
          if (text.includes(s) && !services.has(s)) invented.push(`on ${s}`);
        break;
      }
      case 'genre': {
        const genres = title.genre_ids.flatMap((g) => genreNames[g] ?? []);
        for (const g of genres) if (!text.includes(g)) problems.push(`missing ${g}`);
        for (const g of Object.values(genreNames))
          if (text.includes(g) && !genres.some((x) => x.includes(g))) invented.push(`genre ${g}`);
        break;
      }
      case 'language': {
        const language = languageName(title.original_language);
        if (!text.includes(language)) problems.push(`missing ${language}`);
        break;
      }
      case 'rating': {
        const tmdb = title.vote_average.toFixed(1);
        if (!text.includes(tmdb)) problems.push(`missing TMDB ${tmdb}`);
        if (title.imdbRating && !text.includes(title.imdbRating.toFixed(1)))
          problems.push('missing IMDb');
        break;
      }
      case 'plot': {
        const start = title.overview.trim().slice(0, 30);
        if (!text.includes(start)) problems.push('missing the overview');
        break;
      }
      case 'seasons': {
        const seasons = isMovie(title) ? 0 : title.number_of_seasons!;
        if (!new RegExp(`\\b${seasons} seasons?\\b`).test(text))
          problems.push(`missing ${seasons} seasons`);
        for (const m of text.matchAll(/(\d+) seasons?/g))
          if (Number(m[1]) !== seasons) invented.push(`${m[1]} seasons`);
        break;
      }
      case 'network': {
        const networks = isMovie(title) ? [] : (title.networks ?? []);
        if (!text.includes(networks[0]!)) problems.push(`missing ${networks[0]}`);
        break;
      }
      case 'trailer': {
        const key = title.trailers![0]!;
        if (!text.includes(key)) problems.push('missing the trailer link');
        for (const m of text.matchAll(/watch\?v=([\w-]+)/g))
          if (!title.trailers!.includes(m[1]!)) invented.push(`trailer ${m[1]}`);
        break;
      }
      default:
        problems.push(`unchecked kind ${expect.about}`);
    }
  }

  private checkCharacter(
    text: string,
    cards: ChatMovieCard[],
    expect: Extract<Expect, { fact: 'character' }>,
    problems: string[],
    invented: string[],
  ) {
    const person = this.data.person(expect.personId)!;
    const title = this.data.title(expect.title.type, expect.title.id) as SnapshotTitle;
    if (!text.includes(person.name)) problems.push(`missing ${person.name}`);
    if (!cards.some((c) => c.id === title.id)) problems.push(`no card of ${displayTitle(title)}`);
    const cast = new Set((title.credits ?? []).map((c) => c.personId));
    const character =
      (title.credits ?? []).find((c) => c.personId === expect.personId)?.character ?? '';
    for (const named of this.peopleIn(
      text.replace(character, ' ').replace(displayTitle(title), ' '),
    ))
      if (!named.ids.some((id) => cast.has(id))) invented.push(`names ${named.name}`);
  }

  private checkPerson(
    text: string,
    cards: ChatMovieCard[],
    expect: Extract<Expect, { fact: 'person' }>,
    problems: string[],
    invented: string[],
  ) {
    const person = this.data.person(expect.personId)!;
    if (!text.includes(person.name)) problems.push(`does not name ${person.name}`);
    if (expect.absent) {
      if (!saysUnknown.test(text)) invented.push(`claims a ${expect.about} the catalogue lacks`);
      return;
    }
    if (expect.about === 'birthday') {
      const year = Number(person.birthday!.slice(0, 4));
      if (!text.includes(String(year))) problems.push(`missing ${year}`);
      for (const y of yearsIn(text))
        if (y !== year && y !== Number(person.deathday?.slice(0, 4))) invented.push(`year ${y}`);
    } else if (expect.about === 'birthplace') {
      if (!text.includes(person.place_of_birth!)) problems.push(`missing ${person.place_of_birth}`);
    } else {
      const theirs = new Set(
        this.data
          .creditsOf(person.id)
          .map((c) => `${isMovie(c.title) ? 'movie' : 'tv'}:${c.title.id}`),
      );
      if (cards.length === 0) problems.push('no titles');
      for (const c of cards)
        if (!theirs.has(`${c.type}:${c.id}`)) invented.push(`${c.title} is not theirs`);
    }
  }
}
