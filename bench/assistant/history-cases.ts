// "Have I watched …?" questions and recommendations that leave out what the asker finished
// (issue #45, decision 083), generated from the catalogue with a fixed seed: shows the episodes
// store holds and films, each with a made-up history (episodes watched, diary entries), asked
// in several phrasings, signed in and as a visitor. Each case says what the answer must hold.
import { foldText, hasAired, type Progress, type ShowProgress } from '@unclewatch/core';

import {
  displayTitle,
  isMovie,
  releaseYear,
  type EpisodeStore,
  type SnapshotCatalog,
} from '../../apps/server/src/snapshot/index';
import type { AssistantService } from '../../apps/server/src/services/assistant/assistant-service';
import {
  emptyChatState,
  type AskerHistory,
  type DiaryViewing,
} from '../../apps/server/src/services/assistant/types';
import { random } from './seeded-random';

export type HistoryCaseKind =
  | 'history: episodes'
  | 'history: finished'
  | 'history: seen'
  | 'history: visitor'
  | 'recommend: leaves out seen';

export interface HistoryCase {
  kind: HistoryCaseKind;
  message: string;
  /** The title the answer is about (its card), for questions. */
  titleId?: number;
  /** Text the answer must start with / contain / not contain. */
  startsWith?: string;
  includes?: string[];
  excludes?: string[];
  /** Recommendations: `type:id` of titles the asker has seen (never a card). */
  seen?: string[];
  history: { diary: DiaryViewing[]; shows: ShowProgress[] } | null;
}

const EPISODE_PHRASES = [
  (n: string) => `How many episodes of ${n} have I watched?`,
  (n: string) => `how many ${n} episodes have I seen`,
  (n: string) => `How many episodes have I watched of ${n}?`,
  (n: string) => `how far am I in ${n}?`,
  (n: string) => `How much of ${n} have I seen?`,
  (n: string) => `what's my progress on ${n}`,
];
const FINISHED_PHRASES = [
  (n: string) => `Did I finish ${n}?`,
  (n: string) => `Have I finished ${n} yet?`,
  (n: string) => `am I caught up on ${n}`,
  (n: string) => `Have I watched every episode of ${n}?`,
  (n: string) => `Am I done with ${n}?`,
];
const SEEN_PHRASES = [
  (n: string) => `Have I seen ${n}?`,
  (n: string) => `Did I ever watch ${n}?`,
  (n: string) => `When did I last watch ${n}?`,
  (n: string) => `How many times have I seen ${n}?`,
  (n: string) => `Is ${n} in my diary?`,
  (n: string) => `Can you tell me whether I've seen ${n}?`,
  (n: string) => `have we watched ${n} before`,
];
const RECOMMEND_PHRASES = [
  (n: string, tv: boolean) => `${tv ? 'shows' : 'movies'} like ${n}`,
  (n: string) => `something like ${n}`,
  (n: string, tv: boolean) => `recommend ${tv ? 'a series' : 'a film'} similar to ${n}`,
];

const named = (t: Parameters<typeof displayTitle>[0]) => {
  const year = releaseYear(t);
  return year ? `${displayTitle(t)} (${year})` : displayTitle(t);
};

function showProgress(id: number, name: string, watched: number, aired: number): ShowProgress {
  return {
    type: 'tv',
    id,
    name,
    poster_path: null,
    watched,
    aired,
    next: null,
    lastWatchedAt: watched > 0 ? '2025-02-01T20:00:00.000Z' : null,
    status: watched === aired ? 'completed' : 'watching',
    chosen: 'watching',
    group: 'current',
  };
}

/** `perKind` cases of each kind over titles picked at random. */
export async function generateHistoryCases(
  data: SnapshotCatalog,
  store: EpisodeStore,
  perKind = 40,
  seed = 45,
): Promise<HistoryCase[]> {
  const rand = random(seed);
  const pickOf = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const counts = new Map<string, number>();
  for (const t of data.listable()) {
    const key = foldText(displayTitle(t));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const plain = (t: Parameters<typeof displayTitle>[0]) =>
    counts.get(foldText(displayTitle(t))) === 1 && /^[\p{L}\p{N} ]+$/u.test(displayTitle(t));
  const shows = [...data.listable()].filter((t) => !isMovie(t) && store.has(t.id) && plain(t));
  const films = [...data.listable()].filter((t) => isMovie(t) && plain(t));
  const today = new Date().toISOString().slice(0, 10);
  const cases: HistoryCase[] = [];

  for (let i = 0; i < perKind; i++) {
    const show = pickOf(shows);
    const numbers = (store.seasonsOf(show.id) ?? [])
      .map((s) => s.season_number)
      .filter((n) => n >= 1);
    const seasons = await Promise.all(numbers.map((n) => store.season(show.id, n)));
    const aired = seasons
      .flatMap((s) => s?.episodes ?? [])
      .filter((e) => hasAired(e.air_date, today)).length;
    if (aired < 2) continue;
    const name = displayTitle(show);
    const watched = [0, aired, 1 + Math.floor(rand() * (aired - 1))][i % 3]!;
    const history = {
      diary: [],
      shows: watched ? [showProgress(show.id, name, watched, aired)] : [],
    };
    const title = named(show);
    cases.push({
      kind: 'history: episodes',
      message: EPISODE_PHRASES[i % EPISODE_PHRASES.length]!(name),
      titleId: show.id,
      history,
      ...(watched === 0
        ? { startsWith: "You haven't watched any episode of", includes: [title] }
        : {
            startsWith: "You've watched",
            includes: [`${watched === aired ? 'all ' : `${watched} of `}${aired} `, title],
          }),
    });
    cases.push({
      kind: 'history: finished',
      message: FINISHED_PHRASES[i % FINISHED_PHRASES.length]!(name),
      titleId: show.id,
      history,
      startsWith: watched === 0 ? 'No: ' : watched === aired ? 'Yes: ' : 'Not yet: ',
      includes: [title],
    });
    cases.push({
      kind: 'history: visitor',
      message: EPISODE_PHRASES[(i + 1) % EPISODE_PHRASES.length]!(name),
      titleId: show.id,
      history: null,
      startsWith: 'Sign in',
      excludes: [`of ${aired}`, `${aired} episodes`],
    });
  }
  for (let i = 0; i < perKind; i++) {
    const film = pickOf(films);
    const name = displayTitle(film);
    const viewings = i % 3;
    const diary: DiaryViewing[] = Array.from({ length: viewings }, (_, k) => ({
      type: 'movie',
      id: film.id,
      date: `202${k}-0${k + 1}-15`,
      rating: null,
    }));
    const message = SEEN_PHRASES[i % SEEN_PHRASES.length]!(name);
    cases.push({
      kind: 'history: seen',
      message,
      titleId: film.id,
      history: { diary, shows: [] },
      startsWith: viewings === 0 ? 'No: ' : 'Yes: ',
      includes: [named(film), ...(viewings ? [`202${viewings - 1}-0${viewings}-15`] : [])],
      ...(viewings === 2 ? { includes: [named(film), 'twice', '2021-02-15'] } : {}),
    });
    if (i % 2 === 0)
      cases.push({
        kind: 'history: visitor',
        message,
        titleId: film.id,
        history: null,
        startsWith: 'Sign in',
      });
  }
  return cases;
}

/** Recommendation cases: the visitor's first cards, then the same request by someone who saw them. */
export async function generateLeaveOutCases(
  data: SnapshotCatalog,
  assistant: Pick<AssistantService, 'chat'>,
  count = 40,
  seed = 83,
): Promise<HistoryCase[]> {
  const rand = random(seed);
  const titles = [...data.listable()].filter(
    (t) => /^[\p{L}\p{N} ]+$/u.test(displayTitle(t)) && t.vote_count > 500,
  );
  const cases: HistoryCase[] = [];
  for (let tries = 0; tries < count * 5 && cases.length < count; tries++) {
    const seedTitle = titles[Math.floor(rand() * titles.length)]!;
    const tv = !isMovie(seedTitle);
    const message = RECOMMEND_PHRASES[cases.length % RECOMMEND_PHRASES.length]!(
      displayTitle(seedTitle),
      tv,
    );
    const visitor = await ask(assistant, message, null);
    if (!Array.isArray(visitor.reply) || visitor.reply.length < 3) continue;
    // The asker finished the first two (shows: every episode; films: the diary).
    const seen = visitor.reply.slice(0, 2);
    const history = {
      diary: seen
        .filter((c) => c.type === 'movie')
        .map((c): DiaryViewing => ({ type: 'movie', id: c.id, date: '2024-05-01', rating: null })),
      shows: seen.filter((c) => c.type === 'tv').map((c) => showProgress(c.id, c.title, 10, 10)),
    };
    cases.push({
      kind: 'recommend: leaves out seen',
      message,
      history,
      seen: seen.map((c) => `${c.type}:${c.id}`),
    });
  }
  return cases;
}

function asker(history: HistoryCase['history']): AskerHistory | null {
  if (!history) return null;
  const progress: Progress = { shows: history.shows, countSpecials: false, staleAfterMonths: 6 };
  return {
    diary: async () => history.diary,
    progress: async () => progress,
    episodes: async () => [],
  };
}

function ask(
  assistant: Pick<AssistantService, 'chat'>,
  message: string,
  history: HistoryCase['history'],
) {
  return assistant.chat({
    message,
    state: emptyChatState(),
    watchlist: null,
    signedIn: history !== null,
    history: asker(history),
  });
}

export interface HistoryEvaluation {
  cases: number;
  correct: number;
  /** Recommendations that showed a title the asker had seen (must be 0). */
  leaked: number;
  byKind: Record<string, { cases: number; correct: number }>;
  failures: { kind: string; message: string; reply: string; problems: string[] }[];
}

/** Asks each case once and checks the answer. */
export async function evaluateHistoryCases(
  assistant: Pick<AssistantService, 'chat'>,
  cases: HistoryCase[],
): Promise<HistoryEvaluation> {
  const result: HistoryEvaluation = { cases: 0, correct: 0, leaked: 0, byKind: {}, failures: [] };
  for (const c of cases) {
    const answer = await ask(assistant, c.message, c.history);
    const text = typeof answer.reply === 'string' ? answer.reply : (answer.text ?? '');
    const problems: string[] = [];
    if (c.startsWith && !text.startsWith(c.startsWith)) problems.push(`not “${c.startsWith}…”`);
    for (const s of c.includes ?? []) if (!text.includes(s)) problems.push(`missing “${s}”`);
    for (const s of c.excludes ?? []) if (text.includes(s)) problems.push(`says “${s.trim()}”`);
    if (c.titleId !== undefined && answer.cards?.[0]?.id !== c.titleId)
      problems.push('no card of the title');
    if (c.seen) {
      const cards = Array.isArray(answer.reply) ? answer.reply : [];
      const shown = cards.filter((card) => c.seen!.includes(`${card.type}:${card.id}`));
      if (shown.length > 0) {
        result.leaked++;
        problems.push(`shows seen ${shown.map((s) => s.title).join(', ')}`);
      }
      if (cards.length === 0) problems.push('no cards');
    }
    const score = (result.byKind[c.kind] ??= { cases: 0, correct: 0 });
    score.cases++;
    result.cases++;
    if (problems.length === 0) {
      score.correct++;
      result.correct++;
    } else result.failures.push({ kind: c.kind, message: c.message, reply: text, problems });
  }
  return result;
}
