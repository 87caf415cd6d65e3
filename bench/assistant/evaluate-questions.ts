// Runs the generated question and conversation cases through the built-in assistant and
// scores them per kind. Used by `npm run bench` (bench/assistant/run.ts) and by the API test
// apps/server/test/assistant-eval.test.ts with quality floors.
import type { SnapshotCatalog } from '../../apps/server/src/snapshot/index';
import type { AssistantService } from '../../apps/server/src/services/assistant/assistant-service';
import { emptyChatState, type ChatAnswer } from '../../apps/server/src/services/assistant/types';
import type { CatalogProvider } from '../../apps/server/src/providers/catalog/index';
import { generateQuestionCases, type QuestionCase } from './question-cases';
import { AnswerJudge } from './question-checks';

export interface KindScore {
  cases: number;
  correct: number;
  invented: number;
}

export interface QuestionEvaluation {
  cases: number;
  correct: number;
  /** Share of cases answered correctly, 0–1. */
  accuracy: number;
  /** Cases whose answer held a fact or title the catalogue does not support. */
  invented: number;
  byKind: Record<string, KindScore>;
  failures: { kind: string; turns: string[]; reply: string; problems: string[] }[];
}

export async function evaluateQuestions(
  data: SnapshotCatalog,
  catalog: CatalogProvider,
  assistant: Pick<AssistantService, 'chat'>,
  cases: QuestionCase[] = generateQuestionCases(data),
): Promise<QuestionEvaluation> {
  const judge = new AnswerJudge(data, async (ref) => {
    const ids = new Set<number>();
    for (const page of [1, 2])
      for (const r of (await catalog.similar(ref.type, ref.id, page))?.results ?? []) ids.add(r.id);
    return ids;
  });
  const byKind: Record<string, KindScore> = {};
  const failures: QuestionEvaluation['failures'] = [];
  let correct = 0;
  let invented = 0;
  for (const c of cases) {
    let state = emptyChatState();
    let answer: ChatAnswer | undefined;
    const earlier = new Set<string>();
    for (const message of c.turns) {
      if (answer && Array.isArray(answer.reply))
        for (const card of answer.reply) earlier.add(`${card.type}:${card.id}`);
      const services = c.asker?.services;
      answer = await assistant.chat({
        message,
        state,
        watchlist: null,
        signedIn: services !== undefined,
        services: services ? async () => services : null,
      });
      state = answer.state;
    }
    const verdict = await judge.judge(answer!, c.expect, earlier);
    const score = (byKind[c.kind] ??= { cases: 0, correct: 0, invented: 0 });
    score.cases += 1;
    if (verdict.correct) {
      score.correct += 1;
      correct += 1;
    }
    if (verdict.invented.length) {
      score.invented += 1;
      invented += 1;
    }
    if (!verdict.correct) {
      const reply =
        typeof answer!.reply === 'string'
          ? answer!.reply
          : `${answer!.text} [${answer!.reply.map((x) => x.title).join(', ')}]`;
      failures.push({
        kind: c.kind,
        turns: c.turns,
        reply: reply.slice(0, 240),
        problems: [...verdict.invented, ...verdict.problems].slice(0, 4),
      });
    }
  }
  return {
    cases: cases.length,
    correct,
    accuracy: Math.round((correct / Math.max(1, cases.length)) * 1000) / 1000,
    invented,
    byKind,
    failures,
  };
}
