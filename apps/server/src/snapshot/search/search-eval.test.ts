import { beforeAll, describe, expect, it } from 'vitest';

import { loadSnapshotCatalog } from '../index';
import { CatalogSearch } from './catalog-search';
import { buildSearchCases, PERSON_KINDS, type SearchCase } from './eval/cases';
import { scoreSearchCases, type EvalReport } from './eval/score';

// The labelled set is generated from the snapshot's own people and titles (eval/cases.ts);
// these are quality floors, the figures themselves are in bench/results/search-eval.json.
let cases: SearchCase[];
let report: EvalReport;

beforeAll(() => {
  const data = loadSnapshotCatalog();
  const search = new CatalogSearch(data);
  cases = buildSearchCases(data);
  report = scoreSearchCases(cases, (q) => search.search(q, 1));
}, 120_000);

describe('search quality on the catalogue-generated evaluation set', () => {
  it('has many cases of every kind of person query', () => {
    expect(report.people.cases).toBeGreaterThanOrEqual(60);
    for (const kind of PERSON_KINDS) {
      if (kind === 'also-known-as') continue; // only where the snapshot has other names
      expect(report.byKind[kind]?.cases ?? 0, kind).toBeGreaterThanOrEqual(10);
    }
  });

  it('puts the intended person first and one of their best-known titles in the top five', () => {
    expect(report.people.rate).toBeGreaterThanOrEqual(0.9);
    for (const kind of PERSON_KINDS) {
      const score = report.byKind[kind];
      if (score && score.cases >= 5) expect(score.rate, kind).toBeGreaterThanOrEqual(0.6);
    }
  });

  it('keeps title search: exact, typo, prefix, and titles that are also names', () => {
    expect(report.titles.rate).toBeGreaterThanOrEqual(0.95);
    for (const kind of ['title exact', 'title typo', 'title prefix', 'title and name'] as const) {
      expect(report.byKind[kind]?.cases ?? 0, kind).toBeGreaterThanOrEqual(10);
      expect(report.byKind[kind]!.rate, kind).toBeGreaterThanOrEqual(0.8);
    }
  });

  it('puts a title named by the query above the work of a person whose name only resembles it, and shows only people whose name matches', () => {
    // One-word titles ("totoro"), a title's first word ("mulholland"), titles sharing a word
    // with a well-known name ("peeping tom"): the title in the top three, and no one in the
    // people strip whose name has no word of the query.
    for (const kind of ['title one word', 'title first word', 'title with a name word'] as const) {
      expect(report.byKind[kind]?.cases ?? 0, kind).toBeGreaterThanOrEqual(15);
      expect(report.byKind[kind]!.rate, kind).toBeGreaterThanOrEqual(0.9);
    }
  });
});
