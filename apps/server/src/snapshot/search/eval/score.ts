import type { SearchResponse } from '@unclewatch/core';

import { editDistance, tokenize } from '../text';
import { PERSON_KINDS, titleKey, type CaseKind, type SearchCase } from './cases';

export interface KindScore {
  cases: number;
  passed: number;
  rate: number;
}

export interface EvalReport {
  /** Person cases: the intended person first and one of their 3 best-known titles in the top 5. */
  people: KindScore;
  /** Title cases (exact, typo, prefix) and title-and-name cases. */
  titles: KindScore;
  byKind: Partial<Record<CaseKind, KindScore>>;
  failures: { kind: CaseKind; query: string; people: string[]; titles: string[] }[];
}

const rate = (passed: number, cases: number) =>
  cases ? Math.round((passed / cases) * 1000) / 1000 : 0;

/** Runs every case through `search` (page 1) and scores it. */
export function scoreSearchCases(
  cases: readonly SearchCase[],
  search: (query: string) => SearchResponse,
): EvalReport {
  const byKind: Partial<Record<CaseKind, KindScore>> = {};
  const failures: EvalReport['failures'] = [];
  const totals = { people: { cases: 0, passed: 0 }, titles: { cases: 0, passed: 0 } };
  for (const c of cases) {
    const answer = search(c.query);
    const people = answer.people.map((p) => p.id);
    const titles = answer.results.map((t) => titleKey(t));
    const personOk =
      c.personId === undefined || people.slice(0, c.personWithin ?? 1).includes(c.personId);
    const titleOk = titles.slice(0, c.within).some((k) => c.titles.includes(k));
    const namesOk = !c.namesOnly || answer.people.every((p) => nameMatches(p.name, c.query));
    const ok = personOk && titleOk && namesOk;
    const kind = (byKind[c.kind] ??= { cases: 0, passed: 0, rate: 0 });
    kind.cases++;
    const total = PERSON_KINDS.includes(c.kind) ? totals.people : totals.titles;
    total.cases++;
    if (ok) {
      kind.passed++;
      total.passed++;
    } else {
      failures.push({
        kind: c.kind,
        query: c.query,
        people: answer.people.slice(0, 3).map((p) => p.name),
        titles: answer.results.slice(0, 5).map((t) => t.title ?? t.name ?? ''),
      });
    }
  }
  for (const k of Object.values(byKind)) k.rate = rate(k.passed, k.cases);
  return {
    people: { ...totals.people, rate: rate(totals.people.passed, totals.people.cases) },
    titles: { ...totals.titles, rate: rate(totals.titles.passed, totals.titles.cases) },
    byKind,
    failures,
  };
}

/** Does a word of the name equal a query word, start with one, or differ by one letter? */
function nameMatches(name: string, query: string): boolean {
  const queryWords = tokenize(query);
  return tokenize(name).some((word) =>
    queryWords.some((q) => word.startsWith(q) || (q.length >= 4 && editDistance(word, q) <= 1)),
  );
}
