// Question and conversation cases for the assistant, generated from the catalogue's own data
// with a fixed seed: the titles, people and expected facts all come from the snapshot, never
// from hand-written answers. Each case says what the last answer must contain (`expect`).
import { foldText, genreNames, isListable, languageName } from '@unclewatch/core';

import {
  displayTitle,
  isMovie,
  mediaTypeOf,
  releaseYear,
  type SnapshotCatalog,
  type SnapshotTitle,
} from '../../apps/server/src/snapshot/index';
import { generateRequestCases } from './request-cases';
import type { CaseKind, Expect, QuestionCase, Ref, TitleFact } from './case-types';
import { random } from './seeded-random';

export type { CaseKind, Expect, QuestionCase, Ref, TitleFact };

const templates: Record<TitleFact, string[]> = {
  director: ['Who directed {t}?', 'who was the director of {t}', "Who's the director of {t}?"],
  cast: ['Who stars in {t}?', 'who is in the cast of {t}?', 'Who acted in {t}?'],
  year: ['When did {t} come out?', 'What year was {t} released?', 'release date of {t}?'],
  runtime: ['How long is {t}?', "What's the runtime of {t}?", 'how many minutes is {t}?'],
  streaming: ['Where can I watch {t}?', 'where to stream {t}?', 'Where can I stream {t}?'],
  genre: ['What genre is {t}?', 'what kind of movie is {t}?', 'Which genre is {t}?'],
  language: ['What language is {t} in?', "what's the original language of {t}?"],
  rating: ['How is {t} rated?', "What's the rating of {t}?", 'Is {t} any good?'],
  plot: ['What is {t} about?', 'tell me about {t}', "What's the plot of {t}?"],
  seasons: ['How many seasons does {t} have?', 'how many episodes of {t} are there?'],
  network: ['What network is {t} on?', 'Which channel aired {t}?'],
  creator: ['Who created {t}?', 'who are the creators of {t}?'],
  trailer: ['Show me the trailer of {t}', '{t} trailer'],
};

/** Facts a title has (or lacks) for each kind. */
function hasFact(kind: TitleFact, t: SnapshotTitle): boolean {
  const credits = t.credits ?? [];
  switch (kind) {
    case 'director':
      return credits.some((c) => c.department === 'Directing' && (!c.job || c.job === 'Director'));
    case 'cast':
      return credits.some((c) => c.department === 'Acting');
    case 'year':
      return Boolean(isMovie(t) ? t.release_date : t.first_air_date);
    case 'runtime':
      return Boolean(t.runtime);
    case 'streaming':
      return Boolean(t.streaming?.length);
    case 'genre':
      return t.genre_ids.some((g) => genreNames[g]);
    case 'language':
      return languageName(t.original_language) !== t.original_language;
    case 'rating':
      return t.vote_count > 0;
    case 'plot':
      return t.overview.trim().length > 0;
    case 'seasons':
      return !isMovie(t) && Boolean(t.number_of_seasons);
    case 'network':
      return !isMovie(t) && Boolean(t.networks?.length);
    case 'creator':
      return !isMovie(t) && Boolean(t.creators?.length);
    case 'trailer':
      return Boolean(t.trailers?.length);
  }
}

const ref = (t: SnapshotTitle): Ref => ({ type: mediaTypeOf(t), id: t.id });

/** A one-letter slip inside the longest word: two neighbouring letters swapped. */
function withTypo(name: string): string | undefined {
  const words = name.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (longest.length < 7 || !/^[A-Za-z]+$/.test(longest)) return undefined;
  const i = Math.floor(longest.length / 2);
  if (longest[i] === longest[i + 1]) return undefined;
  const slipped = longest.slice(0, i) + longest[i + 1] + longest[i] + longest.slice(i + 2);
  return words.map((w) => (w === longest ? slipped : w)).join(' ');
}

export function generateQuestionCases(
  data: SnapshotCatalog,
  seed = 17,
  perKind = 12,
): QuestionCase[] {
  const rand = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const shuffle = <T>(list: readonly T[]): T[] =>
    list
      .map((v) => ({ v, k: rand() }))
      .sort((a, b) => a.k - b.k)
      .map((x) => x.v);

  // Well-known titles whose name no other listable title shares (a question names one title).
  const nameCount = new Map<string, number>();
  for (const t of data.listable()) {
    const key = foldText(displayTitle(t));
    nameCount.set(key, (nameCount.get(key) ?? 0) + 1);
  }
  const known = [...data.listable()]
    .filter((t) => nameCount.get(foldText(displayTitle(t))) === 1 && t.vote_count >= 50)
    .sort((a, b) => b.vote_count - a.vote_count);
  const movies = known.filter(isMovie).slice(0, 2000);
  const shows = known.filter((t) => !isMovie(t)).slice(0, 400);
  const fill = (t: SnapshotTitle, template: string) => template.replace('{t}', displayTitle(t));

  const cases: QuestionCase[] = [];
  for (const kind of Object.keys(templates) as TitleFact[]) {
    const tvOnly = kind === 'seasons' || kind === 'network' || kind === 'creator';
    const pool = tvOnly
      ? shows
      : kind === 'runtime'
        ? movies
        : shuffle([...movies.slice(0, 600), ...shows.slice(0, 120)]);
    const withFact = shuffle(pool.filter((t) => hasFact(kind, t)));
    const without = shuffle(pool.filter((t) => !hasFact(kind, t)));
    // Mostly titles that have the fact; a few that lack it test that nothing is invented.
    const absentCount = Math.min(without.length, withFact.length ? 2 : perKind);
    for (const t of withFact.slice(0, perKind - absentCount))
      cases.push({
        kind,
        turns: [fill(t, pick(templates[kind]))],
        expect: { fact: 'title', title: ref(t), about: kind },
      });
    for (const t of without.slice(0, absentCount))
      cases.push({
        kind,
        turns: [fill(t, pick(templates[kind]))],
        expect: { fact: 'title', title: ref(t), about: kind, absent: true },
      });
  }

  // Typos in well-known titles ("search engine's typo tolerance").
  const typoed = shuffle(movies.slice(0, 800)).flatMap((t) => {
    const slipped = withTypo(displayTitle(t));
    return slipped && hasFact('year', t) && !nameCount.has(foldText(slipped))
      ? [{ t, slipped }]
      : [];
  });
  for (const { t, slipped } of typoed.slice(0, perKind)) {
    const kind = pick(['year', 'genre', 'director'] as const);
    if (!hasFact(kind, t)) continue;
    cases.push({
      kind: 'typo',
      turns: [pick(templates[kind]).replace('{t}', slipped)],
      expect: { fact: 'title', title: ref(t), about: kind },
    });
  }

  // Characters: "who plays C in T?" for named characters of well-known titles.
  const characterCredits = shuffle(movies.slice(0, 600)).flatMap((t) => {
    const credit = (t.credits ?? []).find(
      (c) =>
        c.department === 'Acting' &&
        c.order <= 3 &&
        c.character &&
        /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(c.character),
    );
    return credit && data.person(credit.personId) ? [{ t, credit }] : [];
  });
  for (const { t, credit } of characterCredits.slice(0, perKind)) {
    const template = pick([
      'Who plays {c} in {t}?',
      'who played {c} in {t}',
      'Who is playing {c} in {t}?',
    ]);
    cases.push({
      kind: 'character',
      turns: [template.replace('{c}', credit.character!).replace('{t}', displayTitle(t))],
      expect: { fact: 'character', title: ref(t), personId: credit.personId },
    });
  }

  // People: well-known ones with a full name that no one else in the catalogue has.
  const personNames = new Map<string, number>();
  for (const p of data.people())
    personNames.set(foldText(p.name), (personNames.get(foldText(p.name)) ?? 0) + 1);
  const people = [...data.credited()]
    .map(([id, credits]) => ({
      person: data.person(id),
      titles: [...new Set(credits.filter((c) => isListable(c.title)).map((c) => c.title))],
      credits,
    }))
    .filter(
      (p) =>
        p.person &&
        p.person.name.includes(' ') &&
        personNames.get(foldText(p.person.name)) === 1 &&
        p.titles.length >= 8,
    )
    .sort((a, b) => b.titles.length - a.titles.length || a.person!.id - b.person!.id)
    .slice(0, 300);
  const actors = shuffle(people.filter((p) => p.person!.known_for_department === 'Acting'));
  const directors = shuffle(
    people.filter(
      (p) =>
        p.credits.filter((c) => c.department === 'Directing' && isListable(c.title)).length >= 4,
    ),
  );
  const name = (p: (typeof people)[number]) => p.person!.name;

  for (const p of shuffle(people).slice(0, perKind))
    cases.push({
      kind: 'person-about',
      turns: [pick(['Who is {p}?', 'tell me about {p}']).replace('{p}', name(p))],
      expect: { fact: 'person', personId: p.person!.id, about: 'about' },
    });
  for (const p of actors.slice(0, perKind))
    cases.push({
      kind: 'filmography',
      turns: [
        pick([
          'What has {p} been in?',
          'What movies has {p} starred in?',
          '{p} filmography',
        ]).replace('{p}', name(p)),
      ],
      expect: { fact: 'list', personId: p.person!.id },
    });
  for (const p of directors.slice(0, perKind))
    cases.push({
      kind: 'directed',
      turns: [
        pick(['What did {p} direct?', 'What films has {p} directed?']).replace('{p}', name(p)),
      ],
      expect: { fact: 'list', personId: p.person!.id, directedOnly: true },
    });
  for (const about of ['birthday', 'birthplace'] as const) {
    const field = about === 'birthday' ? 'birthday' : 'place_of_birth';
    const withIt = shuffle(people.filter((p) => p.person![field]));
    const without = shuffle(people.filter((p) => !p.person![field]));
    const absentCount = Math.min(without.length, withIt.length ? 2 : perKind);
    const asked =
      about === 'birthday'
        ? ['How old is {p}?', 'When was {p} born?']
        : ['Where was {p} born?', 'where is {p} from?'];
    for (const [list, absent] of [
      [withIt.slice(0, perKind - absentCount), false],
      [without.slice(0, absentCount), true],
    ] as const)
      for (const p of list)
        cases.push({
          kind: about,
          turns: [pick(asked).replace('{p}', name(p))],
          expect: { fact: 'person', personId: p.person!.id, about, ...(absent ? { absent } : {}) },
        });
  }

  // Follow-ups that refer back to the title or person of the turn before.
  const followTitle: [TitleFact, string][] = [
    ['director', 'and who directed it?'],
    ['runtime', 'how long is it?'],
    ['plot', "what's it about?"],
    ['cast', "who's in it?"],
    ['genre', 'what genre is that one?'],
    ['streaming', 'where can I stream it?'],
  ];
  for (const t of shuffle(movies.slice(0, 600)).slice(0, perKind)) {
    const [about, follow] = pick(followTitle);
    const first = pick(['When did {t} come out?', 'What language is {t} in?', 'Is {t} any good?']);
    cases.push({
      kind: 'follow-up: title',
      turns: [fill(t, first), follow],
      expect: {
        fact: 'title',
        title: ref(t),
        about,
        ...(hasFact(about, t) ? {} : { absent: true }),
      },
    });
  }
  const directedMovies = shuffle(movies.slice(0, 600)).filter((t) => {
    const director = (t.credits ?? []).find((c) => c.department === 'Directing');
    return (
      director &&
      data.creditsOf(director.personId).filter((c) => isListable(c.title) && c.title !== t)
        .length >= 2
    );
  });
  for (const t of directedMovies.slice(0, perKind)) {
    const directorId = (t.credits ?? []).find((c) => c.department === 'Directing')!.personId;
    const follow = pick([
      'what else has he done?',
      'what else did they direct?',
      'What else has she made?',
    ]);
    cases.push({
      kind: 'follow-up: person',
      turns: [fill(t, 'Who directed {t}?'), follow],
      expect: {
        fact: 'list',
        personId: directorId,
        notTitle: ref(t),
        ...(follow.includes('direct') ? { directedOnly: true } : {}),
      },
    });
  }
  for (const p of actors.slice(perKind, perKind * 2)) {
    const years = p.titles.flatMap((t) => releaseYear(t) ?? []).sort((a, b) => a - b);
    const middle = years[Math.floor(years.length / 2)]!;
    const after = rand() < 0.5;
    const follow = after
      ? pick(['only the ones after {y}', 'just those after {y}'])
      : pick(['only the ones before {y}', 'just the ones before {y}']);
    cases.push({
      kind: 'follow-up: refine',
      turns: [`What has ${name(p)} been in?`, follow.replace('{y}', String(middle))],
      expect: {
        fact: 'list',
        personId: p.person!.id,
        ...(after ? { yearFrom: middle + 1 } : { yearTo: middle - 1 }),
      },
    });
  }
  for (const t of shuffle(movies.slice(0, 400)).slice(0, perKind)) {
    const first = pick(['What is {t} about?', 'Who directed {t}?', 'When did {t} come out?']);
    const follow = pick([
      'more like that one',
      'anything similar to it?',
      'show me movies like that',
    ]);
    cases.push({
      kind: 'follow-up: similar',
      turns: [fill(t, first), follow],
      expect: { fact: 'list', similarTo: ref(t), notTitle: ref(t) },
    });
  }
  for (const p of actors.filter((a) => a.titles.length >= 14).slice(0, perKind))
    cases.push({
      kind: 'follow-up: more',
      turns: [`What has ${name(p)} been in?`, pick(['more', 'show me more'])],
      expect: { fact: 'list', personId: p.person!.id, fresh: true },
    });

  // A new request after questions: earlier filters and people must not leak into it.
  const requests: [string, string, number][] = [
    ['french', 'fr', 18],
    ['korean', 'ko', 53],
    ['japanese', 'ja', 16],
    ['hindi', 'hi', 35],
    ['spanish', 'es', 18],
    ['english', 'en', 27],
  ];
  const genreWord: Record<number, string> = {
    18: 'dramas',
    53: 'thrillers',
    16: 'animated films',
    35: 'comedies',
    27: 'horror movies',
  };
  for (const p of actors.slice(perKind * 2, perKind * 3)) {
    const [word, language, genre] = pick(requests);
    cases.push({
      kind: 'new request',
      turns: [
        `What has ${name(p)} been in?`,
        `${pick(['', 'best ', 'some '])}${word} ${genreWord[genre]}`,
      ],
      expect: { fact: 'list', language, genre, notMentioning: name(p) },
    });
  }
  return [...cases, ...generateRequestCases(data)];
}
