import { beforeAll, describe, expect, it } from 'vitest';

import {
  evaluateQuestions,
  type QuestionEvaluation,
} from '../../../bench/assistant/evaluate-questions';
import { generateQuestionCases } from '../../../bench/assistant/question-cases';
import { builtInAssistant } from '../../../bench/assistant/built-in';
import { loadSnapshotCatalog } from '../src/catalog/index';

// The evaluation set is generated from the catalogue's own data (bench/assistant/question-cases.ts):
// questions about titles and people, typos, and conversations with follow-ups.
describe('assistant evaluation set (questions and conversations)', () => {
  let result: QuestionEvaluation;
  beforeAll(async () => {
    const data = loadSnapshotCatalog();
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
});
