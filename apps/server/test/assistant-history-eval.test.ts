// database: none — no server, no database, no environment: the PostgreSQL pass would run it
// exactly as the SQLite one does, so it runs once (scripts/api-test-files.ts checks the mark).
import { beforeAll, describe, expect, it } from 'vitest';

import { builtInAssistant } from '../../../bench/assistant/built-in';
import {
  evaluateHistoryCases,
  generateHistoryCases,
  generateLeaveOutCases,
  type HistoryEvaluation,
} from '../../../bench/assistant/history-cases';
import { defaultSnapshotPath, EpisodeStore } from '../src/snapshot/index';
import { sharedSnapshot } from './support/shared-snapshot';

// "Have I watched …?" questions and recommendations by someone who finished titles (issue #45,
// decision 083), generated from the catalogue (bench/assistant/history-cases.ts): many shows
// and films, several phrasings of each kind, signed in and as a visitor.
describe("assistant evaluation set: the asker's own history", () => {
  let result: HistoryEvaluation;
  beforeAll(async () => {
    const data = sharedSnapshot();
    const { assistant } = builtInAssistant(data);
    const cases = [
      ...(await generateHistoryCases(data, EpisodeStore.open(defaultSnapshotPath))),
      ...(await generateLeaveOutCases(data, assistant)),
    ];
    result = await evaluateHistoryCases(assistant, cases);
  }, 300_000);

  it('answers each kind from the history, and never recommends what the asker has seen', () => {
    const failures = result.failures.map(
      (f) => `[${f.kind}] ${f.message} :: ${f.reply} :: ${f.problems.join('; ')}`,
    );
    for (const kind of [
      'history: episodes',
      'history: finished',
      'history: seen',
      'history: visitor',
      'recommend: leaves out seen',
    ])
      expect(result.byKind[kind]?.cases ?? 0, kind).toBeGreaterThanOrEqual(25);
    expect(result.leaked, failures.join('\n')).toBe(0);
    for (const [kind, score] of Object.entries(result.byKind))
      expect(score.correct / score.cases, `${kind}\n${failures.join('\n')}`).toBeGreaterThanOrEqual(
        0.95,
      );
  });
});
