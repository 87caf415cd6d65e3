// database: none — no server, no database, no environment: the PostgreSQL pass would run it
// exactly as the SQLite one does, so it runs once (scripts/api-test-files.ts checks the mark).
import { beforeAll, describe, expect, it } from 'vitest';

import {
  evaluateQuestions,
  type QuestionEvaluation,
} from '../../../bench/assistant/evaluate-questions';
import { generateQuestionCases } from '../../../bench/assistant/question-cases';
import type { RequestKind } from '../../../bench/assistant/request-makers';
import { builtInAssistant } from '../../../bench/assistant/built-in';
import { CarelessModel } from '../../../bench/assistant/careless-model';
import { generateRequestCases } from '../../../bench/assistant/request-cases';
import { sharedSnapshot } from './support/shared-snapshot';

const requestKinds: RequestKind[] = [
  'kids',
  'runtime limit',
  'decade and genre',
  'movie or series',
  'fresh after a request',
  'refine a request',
  // Issue 33: "on Netflix" and "on my services" (the asker's saved services).
  'on a service',
  'on my services',
];

// The evaluation set is generated from the catalogue's own data (bench/assistant/question-cases.ts):
// questions about titles and people, typos, and conversations with follow-ups.
describe('assistant evaluation set (questions and conversations)', () => {
  let result: QuestionEvaluation;
  beforeAll(async () => {
    const data = sharedSnapshot();
    const { catalog, assistant } = builtInAssistant(data);
    result = await evaluateQuestions(data, catalog, assistant, generateQuestionCases(data));
  }, 300_000);

  it('covers every kind of question and follow-up with many cases', () => {
    expect(result.cases).toBeGreaterThanOrEqual(80);
    for (const kind of [
      'director',
      'cast',
      'character',
      'year',
      'runtime',
      'streaming',
      'genre',
      'rating',
      'plot',
      'seasons',
      'network',
      'creator',
      'trailer',
      'typo',
      'person-about',
      'filmography',
      'birthday',
      'birthplace',
      'follow-up: title',
      'follow-up: person',
      'follow-up: refine',
      'follow-up: similar',
      'new request',
    ]) {
      expect(result.byKind[kind]?.cases ?? 0, kind).toBeGreaterThanOrEqual(5);
    }
    // Requests (issue #34): many cases of each kind, generated from the catalogue.
    for (const kind of requestKinds)
      expect(result.byKind[kind]?.cases ?? 0, kind).toBeGreaterThanOrEqual(20);
  });

  it('answers at least 90 % correctly and invents nothing', () => {
    const failures = result.failures.map(
      (f) => `[${f.kind}] ${f.turns.join(' → ')} :: ${f.reply} :: ${f.problems.join('; ')}`,
    );
    expect(result.invented, failures.join('\n')).toBe(0);
    expect(result.accuracy, failures.join('\n')).toBeGreaterThanOrEqual(0.9);
    for (const [kind, score] of Object.entries(result.byKind))
      expect(score.correct / score.cases, `${kind}\n${failures.join('\n')}`).toBeGreaterThanOrEqual(
        0.75,
      );
  });

  it('holds every request rule: children, length, decade and genre, type, fresh or refined', () => {
    for (const kind of requestKinds) {
      const score = result.byKind[kind]!;
      const failures = result.failures.filter((f) => f.kind === kind);
      const said = failures.map((f) => `${f.turns.join(' → ')} :: ${f.problems.join('; ')}`);
      expect(score.invented, kind).toBe(0);
      // Measured 24/24 for each kind (decision 043); a floor of 22 leaves room for one slip.
      expect(score.correct, `${kind}\n${said.join('\n')}`).toBeGreaterThanOrEqual(22);
    }
  });

  it('holds the same rules in LLM mode, whatever the model picks', async () => {
    // A model that ignores the request and picks the first titles its tools return.
    const data = sharedSnapshot();
    const { catalog, assistant } = builtInAssistant(data, new CarelessModel());
    const llm = await evaluateQuestions(data, catalog, assistant, generateRequestCases(data));
    const said = llm.failures.map(
      (f) => `[${f.kind}] ${f.turns.join(' → ')} :: ${f.problems.join('; ')}`,
    );
    expect(llm.invented).toBe(0);
    for (const kind of requestKinds)
      expect(llm.byKind[kind]!.correct, `${kind}\n${said.join('\n')}`).toBeGreaterThanOrEqual(22);
  }, 300_000);
});
