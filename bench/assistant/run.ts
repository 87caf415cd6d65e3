// Quality of the embedded assistant: runs bench/assistant/cases.json (recommendations) and the
// question and conversation cases generated from the catalogue (question-cases.ts) in-process,
// and checks every card and fact against the catalogue. `node --import tsx bench/assistant/run.ts` writes
// bench/results/assistant.json.
import fs from 'node:fs';
import path from 'node:path';

import type { ChatMovieCard } from '@unclewatch/core';

import { hasGenre } from '../../apps/server/src/services/assistant/engine/title-filter';
import { emptyChatState, type ChatAnswer } from '../../apps/server/src/services/assistant/types';
import {
  defaultSnapshotPath,
  EpisodeStore,
  loadSnapshotCatalog,
  releaseYear,
  type SnapshotCatalog,
} from '../../apps/server/src/snapshot/index';
import { builtInAssistant } from './built-in';
import { CarelessModel } from './careless-model';
import { generateRequestCases } from './request-cases';
import { evaluateQuestions, type QuestionEvaluation } from './evaluate-questions';
import {
  evaluateEpisodeCases,
  generateEpisodeCases,
  type EpisodeEvaluation,
} from './episode-cases';
import {
  evaluateHistoryCases,
  generateHistoryCases,
  generateLeaveOutCases,
  type HistoryEvaluation,
} from './history-cases';

interface Expect {
  language?: string | string[];
  genre?: number | number[];
  excludeGenres?: number[];
  yearFrom?: number;
  yearTo?: number;
  minRating?: number;
  type?: 'movie' | 'tv';
  person?: number;
  like?: ['movie' | 'tv', number];
  streaming?: string;
  /** "more": no card repeats an earlier turn's. */
  fresh?: boolean;
  /** A text answer matching this pattern (instead of cards). */
  text?: string;
}

interface BenchCase {
  turns: string[];
  expect: Expect;
}

export interface AssistantBenchResult {
  cases: number;
  withinConstraints: number;
  inventedTitles: number;
  p50Ms: number;
  p99Ms: number;
  failures: { turns: string[]; problems: string[] }[];
  /** Questions about titles and people, and conversations with follow-ups. */
  questions: QuestionEvaluation;
  /**
   * The request cases in LLM mode with a model that ignores the request (careless-model.ts):
   * what the service guarantees whatever the model picks.
   */
  llmRequests: QuestionEvaluation;
  /** Episode questions (issue #31), generated over the episodes store. */
  episodes: EpisodeEvaluation;
  /** "Have I watched …?" and recommendations leaving out what was seen (issue #45). */
  history: HistoryEvaluation;
}

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 100) / 100;
}

function checkCards(
  data: SnapshotCatalog,
  cards: ChatMovieCard[],
  expect: Expect,
  earlier: Set<string>,
  similarIds: Set<number> | undefined,
): string[] {
  const problems: string[] = [];
  if (cards.length === 0) problems.push('no cards');
  for (const card of cards) {
    const title = data.title(card.type, card.id);
    const name = `${card.title} (${card.type} ${card.id})`;
    if (!title) {
      problems.push(`${name} is not in the catalogue`);
      continue;
    }
    const languages = list(expect.language);
    if (languages.length && !languages.includes(title.original_language))
      problems.push(`${name}: language ${title.original_language}`);
    for (const g of list(expect.genre))
      if (!hasGenre(title, g, card.type === 'tv')) problems.push(`${name}: lacks genre ${g}`);
    for (const g of expect.excludeGenres ?? [])
      if (title.genre_ids.includes(g)) problems.push(`${name}: has excluded genre ${g}`);
    const year = releaseYear(title);
    if (expect.yearFrom !== undefined && (year ?? 0) < expect.yearFrom)
      problems.push(`${name}: year ${year}`);
    if (expect.yearTo !== undefined && (year ?? 9999) > expect.yearTo)
      problems.push(`${name}: year ${year}`);
    if (expect.minRating !== undefined && title.vote_average < expect.minRating)
      problems.push(`${name}: rating ${title.vote_average}`);
    if (expect.type && card.type !== expect.type) problems.push(`${name}: type`);
    if (expect.person !== undefined) {
      const credited = data.creditsOf(expect.person).some((c) => c.title === title);
      if (!credited) problems.push(`${name}: person ${expect.person} not credited`);
    }
    if (similarIds && !similarIds.has(card.id)) problems.push(`${name}: not similar`);
    if (expect.like && card.id === expect.like[1]) problems.push(`${name}: is the title itself`);
    if (expect.streaming && !(title.streaming ?? []).some((s) => s.name === expect.streaming))
      problems.push(`${name}: not on ${expect.streaming}`);
    if (expect.fresh && earlier.has(`${card.type}:${card.id}`)) problems.push(`${name}: repeated`);
  }
  return problems;
}

export async function runAssistantBench(
  casesFile = path.join(import.meta.dirname, 'cases.json'),
): Promise<AssistantBenchResult> {
  const { cases } = JSON.parse(fs.readFileSync(casesFile, 'utf8')) as { cases: BenchCase[] };
  const data = loadSnapshotCatalog();
  const { catalog, assistant } = builtInAssistant(data);
  const timings: number[] = [];
  const failures: AssistantBenchResult['failures'] = [];
  let invented = 0;
  let passed = 0;

  for (const benchCase of cases) {
    let state = emptyChatState();
    let answer: ChatAnswer | undefined;
    const earlier = new Set<string>();
    for (const message of benchCase.turns) {
      if (answer && Array.isArray(answer.reply))
        for (const c of answer.reply) earlier.add(`${c.type}:${c.id}`);
      const started = performance.now();
      answer = await assistant.chat({ message, state, watchlist: null, signedIn: false });
      timings.push(performance.now() - started);
      state = answer.state;
      if (Array.isArray(answer.reply))
        invented += answer.reply.filter((c) => !data.title(c.type, c.id)).length;
    }
    const { expect } = benchCase;
    let problems: string[];
    if (expect.text !== undefined) {
      const reply = typeof answer?.reply === 'string' ? answer.reply : '';
      problems = new RegExp(expect.text, 'i').test(reply) ? [] : [`text: ${reply.slice(0, 80)}`];
    } else if (!answer || typeof answer.reply === 'string') {
      problems = [`no cards: ${String(answer?.reply).slice(0, 120)}`];
    } else {
      let similarIds: Set<number> | undefined;
      if (expect.like) {
        const similar = await catalog.similar(expect.like[0], expect.like[1], 1);
        const more = await catalog.similar(expect.like[0], expect.like[1], 2);
        similarIds = new Set(
          [...(similar?.results ?? []), ...(more?.results ?? [])].map((r) => r.id),
        );
      }
      problems = checkCards(data, answer.reply, expect, earlier, similarIds);
    }
    if (problems.length === 0) passed += 1;
    else failures.push({ turns: benchCase.turns, problems: problems.slice(0, 5) });
  }

  const sorted = [...timings].sort((a, b) => a - b);
  const questions = await evaluateQuestions(data, catalog, assistant);
  const careless = builtInAssistant(data, new CarelessModel());
  const llmRequests = await evaluateQuestions(
    data,
    careless.catalog,
    careless.assistant,
    generateRequestCases(data),
  );
  // Episode questions (issue #31) over the committed episodes store.
  const episodes = await evaluateEpisodeCases(
    assistant,
    await generateEpisodeCases(data, EpisodeStore.open(defaultSnapshotPath)),
  );
  // The asker's own history (issue #45, decision 083): 60 of each kind, fixed seeds.
  const store = EpisodeStore.open(defaultSnapshotPath);
  const history = await evaluateHistoryCases(assistant, [
    ...(await generateHistoryCases(data, store, 60)),
    ...(await generateLeaveOutCases(data, assistant, 60)),
  ]);
  return {
    cases: cases.length,
    withinConstraints: Math.round((passed / cases.length) * 1000) / 1000,
    inventedTitles: invented,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    failures,
    questions,
    llmRequests,
    episodes,
    history,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const result = await runAssistantBench();
  const out = path.resolve(import.meta.dirname, '../results/assistant.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  const { questions, llmRequests, episodes, history, ...recommendations } = result;
  console.log(JSON.stringify({ episodes: { ...episodes, failures: episodes.failures.length } }));
  console.log(JSON.stringify({ history: { ...history, failures: history.failures.length } }));
  console.log(JSON.stringify({ ...recommendations, failures: result.failures.length }, null, 2));
  console.log(JSON.stringify({ ...questions, failures: questions.failures.length }, null, 2));
  console.log(
    JSON.stringify(
      { llmRequests: { ...llmRequests, failures: llmRequests.failures.length } },
      null,
      2,
    ),
  );
  for (const f of questions.failures)
    console.log(`✗ [${f.kind}] ${f.turns.join(' → ')}: ${f.reply} — ${f.problems.join('; ')}`);
  for (const f of result.failures)
    console.log(`✗ ${f.turns.join(' → ')}: ${f.problems.join('; ')}`);
}
