import {
  buildSearchCases,
  CatalogSearch,
  loadSnapshotCatalog,
  scoreSearchCases,
} from '../apps/server/src/snapshot/index';
import { percentile } from './support';

/**
 * Search quality on the evaluation set generated from the catalogue (the same set the unit
 * test holds floors for), with the latency of those queries.
 */
export function benchSearchEval() {
  const data = loadSnapshotCatalog();
  const search = new CatalogSearch(data);
  const cases = buildSearchCases(data);
  const report = scoreSearchCases(cases, (q) => search.search(q, 1));
  const samples: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const c of cases) {
      const start = performance.now();
      search.search(c.query, 1);
      samples.push(performance.now() - start);
    }
  }
  samples.sort((a, b) => a - b);
  return {
    goal: { personCasesRate: 0.9, titleCasesRate: 0.95 },
    cases: cases.length,
    people: report.people,
    titles: report.titles,
    byKind: report.byKind,
    latency: {
      queries: samples.length,
      p50Ms: percentile(samples, 50),
      p99Ms: percentile(samples, 99),
    },
    failures: report.failures,
  };
}
