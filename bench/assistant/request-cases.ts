// Request cases for the assistant, generated from the catalogue with a fixed seed (the
// messages come from request-makers.ts): kids and family, length limits, a decade with a genre,
// movie or series, a new request after another (fresh) and a refinement of the last one. Each
// case is answerable (the catalogue holds titles that satisfy its rules) and each card of the
// answer is checked against the rules (request-checks.ts), never against a hand-picked list.
import { foldText } from '@unclewatch/core';

import type { SnapshotCatalog } from '../../apps/server/src/snapshot/index';
import type { QuestionCase } from './case-types';
import { grownUpGenres, type RequestRules } from './request-checks';
import { requestMakers, type Request, type RequestKind } from './request-makers';

export function generateRequestCases(data: SnapshotCatalog, seed = 34, perKind = 24) {
  const {
    makers,
    firsts,
    pick,
    answerable,
    lengthWords,
    kids,
    runtime,
    decadeGenre,
    movieOrSeries,
  } = requestMakers(data, seed);
  const cases: QuestionCase[] = [];
  const add = (
    kind: RequestKind,
    turns: string[],
    rules: RequestRules,
    extra = {},
    asker?: Request['asker'],
  ) =>
    cases.push({
      kind,
      turns,
      expect: { fact: 'list', rules, ...extra },
      ...(asker ? { asker } : {}),
    });
  for (const [kind, make] of Object.entries(makers) as [RequestKind, () => Request | undefined][]) {
    let made = 0;
    for (let tries = 0; made < perKind && tries < perKind * 20; tries++) {
      const request = make();
      if (!request || !answerable(request.rules)) continue;
      add(kind, [request.text], request.rules, {}, request.asker);
      made += 1;
    }
  }

  // Fresh: a whole new request after another one; the first one's filters must not leak.
  for (let made = 0, tries = 0; made < perKind && tries < perKind * 30; tries++) {
    const first = firsts();
    const second = pick([kids, runtime, decadeGenre, movieOrSeries])();
    if (!first.label || !answerable(first.rules) || !answerable(second.rules)) continue;
    if (foldText(second.text).includes(foldText(first.label))) continue;
    add('fresh after a request', [first.text, second.text], second.rules, {
      notMentioning: first.label,
    });
    made += 1;
  }

  // Refine: a fragment narrows the last request; both hold.
  for (let made = 0, tries = 0; made < perKind && tries < perKind * 30; tries++) {
    const first = firsts();
    if (!answerable(first.rules)) continue;
    const refinements: [string, RequestRules][] = [];
    const limit = pick(first.rules.type === 'tv' ? [30, 45, 60] : [90, 100, 120, 150]);
    const length = lengthWords(limit);
    refinements.push(
      [
        pick([`only ones under ${length}`, `just the ones under ${length}`, `under ${length}`]),
        { maxRuntime: limit - 1 },
      ],
      [pick([`${length} or less`, `only ones ${length} or less`]), { maxRuntime: limit }],
      [pick(['shorter', 'something shorter', 'shorter ones']), { shorterThanEarlier: true }],
    );
    const decade = pick([1980, 1990, 2000, 2010]);
    refinements.push([
      pick([`from the ${decade}s`, `only ones from the ${decade}s`]),
      { yearFrom: decade, yearTo: decade + 9 },
    ]);
    if (!first.rules.type)
      refinements.push(
        [pick(['only movies', 'just the movies', 'only the films']), { type: 'movie' }],
        [pick(['only shows', 'just the series', 'only TV shows']), { type: 'tv' }],
      );
    refinements.push([
      pick(['for the kids', 'only ones for kids', 'what about for children?']),
      { children: true },
    ]);
    const [text, more] = pick(refinements);
    const rules: RequestRules = { ...first.rules, ...more };
    // Children asked for after horror, thrillers or crime: those genres give way (decision 043).
    if (more.children && rules.genres) {
      const kept = rules.genres.filter((g) => !grownUpGenres.has(g));
      if (kept.length) rules.genres = kept;
      else delete rules.genres;
    }
    if (!answerable(rules)) continue;
    add('refine a request', [first.text, text], rules);
    made += 1;
  }
  return cases;
}
