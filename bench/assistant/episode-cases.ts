// Episode questions for the assistant (issue #31), generated from the catalogue's own data with
// a fixed seed: shows the snapshot lists and the episodes store holds, their seasons, episodes,
// directors, writers and counts. Each case says what the answer must hold; the evaluation
// scores them per kind and counts a wrong name, number or episode as invented.
import { foldText, hasAired, type Progress, type SeasonDetails } from '@unclewatch/core';

import {
  displayTitle,
  isMovie,
  type EpisodeStore,
  type SnapshotCatalog,
} from '../../apps/server/src/snapshot/index';
import type { AssistantService } from '../../apps/server/src/services/assistant/assistant-service';
import { emptyChatState } from '../../apps/server/src/services/assistant/types';
import { random } from './seeded-random';

export type EpisodeCaseKind =
  'episode: director' | 'episode: writer' | 'episode: count' | 'episode: next';

export interface EpisodeCase {
  kind: EpisodeCaseKind;
  message: string;
  showId: number;
  /** Text the answer must contain. */
  includes: string[];
  /** The people, count or episode the answer may name (anything else is invented). */
  names?: string[];
  total?: number;
  code?: string;
  /** A signed-in asker's Up next. */
  upNext?: Progress;
}

const code = (s: number, e: number) =>
  `S${String(s).padStart(2, '0')}E${String(e).padStart(2, '0')}`;
const crewOf = (season: SeasonDetails, n: number, writing: boolean) => [
  ...new Set(
    (season.episodes.find((e) => e.episode_number === n)?.crew ?? [])
      .filter((c) => (writing ? c.department === 'Writing' : c.job === 'Director'))
      .map((c) => c.name),
  ),
];

/** `perKind` cases of each kind over shows picked at random (one show per case). */
export async function generateEpisodeCases(
  data: SnapshotCatalog,
  store: EpisodeStore,
  perKind = 30,
  seed = 31,
): Promise<EpisodeCase[]> {
  const rand = random(seed);
  const names = new Map<string, number>();
  for (const t of data.listable()) {
    const key = foldText(displayTitle(t));
    names.set(key, (names.get(key) ?? 0) + 1);
  }
  // Shows whose name is theirs alone (a question names one show), with episodes in the store.
  const shows = [...data.listable()].filter(
    (t) =>
      !isMovie(t) &&
      store.has(t.id) &&
      names.get(foldText(displayTitle(t))) === 1 &&
      /^[\p{L}\p{N} ]+$/u.test(displayTitle(t)),
  );
  const pick = () => shows[Math.floor(rand() * shows.length)]!;
  const today = new Date().toISOString().slice(0, 10);
  const cases: EpisodeCase[] = [];
  const counts = new Map<EpisodeCaseKind, number>();
  const add = (c: EpisodeCase) => {
    if ((counts.get(c.kind) ?? 0) >= perKind) return;
    counts.set(c.kind, (counts.get(c.kind) ?? 0) + 1);
    cases.push(c);
  };
  for (let tries = 0; tries < perKind * 40 && cases.length < perKind * 4; tries++) {
    const show = pick();
    const name = displayTitle(show);
    const numbers = (store.seasonsOf(show.id) ?? [])
      .map((s) => s.season_number)
      .filter((n) => n >= 1);
    const seasons = (await Promise.all(numbers.map((n) => store.season(show.id, n)))).filter(
      (s): s is SeasonDetails => s !== null,
    );
    if (seasons.length === 0) continue;
    const season = seasons[Math.floor(rand() * seasons.length)]!;
    const episode = season.episodes[Math.floor(rand() * season.episodes.length)];
    if (!episode) continue;
    const s = season.season_number;
    const e = episode.episode_number;
    const directors = crewOf(season, e, false);
    if (directors.length > 0)
      add({
        kind: 'episode: director',
        message: [
          `Who directed ${name} season ${s} episode ${e}?`,
          `who directed ${code(s, e)} of ${name}`,
          `Who directed episode ${e} of season ${s} of ${name}?`,
        ][Math.floor(rand() * 3)]!,
        showId: show.id,
        includes: [`${name} ${code(s, e)}`, 'directed by'],
        names: directors,
      });
    const writers = crewOf(season, e, true);
    if (writers.length > 0)
      add({
        kind: 'episode: writer',
        message:
          rand() < 0.5
            ? `Who wrote ${name} ${code(s, e)}?`
            : `who wrote ${name} season ${s}, episode ${e}`,
        showId: show.id,
        includes: [`${name} ${code(s, e)}`, 'written by'],
        names: writers,
      });
    const total = seasons.reduce((n, x) => n + x.episodes.length, 0);
    add({
      kind: 'episode: count',
      message:
        rand() < 0.5 ? `How many episodes does ${name} have?` : `how many episodes has ${name} got`,
      showId: show.id,
      includes: [`${name} has ${total} episode`],
      total,
    });
    const aired = seasons.flatMap((x) => x.episodes).filter((x) => hasAired(x.air_date, today));
    if (aired.length >= 2) {
      const watched = 1 + Math.floor(rand() * (aired.length - 1));
      const last = aired[watched - 1]!;
      const next = aired[watched]!;
      add({
        kind: 'episode: next',
        message: rand() < 0.5 ? `What's next for me in ${name}?` : `where am I in ${name}`,
        showId: show.id,
        includes: [`Next in ${name}: ${code(next.season_number, next.episode_number)}`],
        code: code(next.season_number, next.episode_number),
        upNext: {
          countSpecials: false,
          shows: [
            {
              type: 'tv',
              id: show.id,
              name,
              poster_path: null,
              watched,
              aired: aired.length,
              next: {
                season: next.season_number,
                episode: next.episode_number,
                name: next.name,
                air_date: next.air_date,
              },
              lastWatchedAt: `${last.air_date}T20:00:00.000Z`,
              status: 'watching',
              chosen: 'watching',
              group: 'current',
            },
          ],
          staleAfterMonths: 6,
        },
      });
    }
  }
  return cases;
}

export interface EpisodeEvaluation {
  cases: number;
  correct: number;
  invented: number;
  byKind: Record<string, { cases: number; correct: number; invented: number }>;
  failures: { kind: string; message: string; reply: string; problems: string[] }[];
}

const namesIn = (text: string) =>
  (/ by (.+)\.$/.exec(text)?.[1] ?? '').split(/, | and /).filter(Boolean);

/** Asks each case once and checks the answer against the episode data. */
export async function evaluateEpisodeCases(
  assistant: Pick<AssistantService, 'chat'>,
  cases: EpisodeCase[],
): Promise<EpisodeEvaluation> {
  const result: EpisodeEvaluation = { cases: 0, correct: 0, invented: 0, byKind: {}, failures: [] };
  for (const c of cases) {
    const answer = await assistant.chat({
      message: c.message,
      state: emptyChatState(),
      watchlist: null,
      signedIn: c.upNext !== undefined,
      upNext: c.upNext ? async () => c.upNext! : null,
    });
    const text = typeof answer.reply === 'string' ? answer.reply : '';
    const problems = c.includes.filter((s) => !text.includes(s)).map((s) => `missing “${s}”`);
    if (answer.cards?.[0]?.id !== c.showId) problems.push('no card of the show');
    const invented: string[] = [];
    if (c.names) for (const n of namesIn(text)) if (!c.names.includes(n)) invented.push(n);
    if (c.total !== undefined)
      for (const m of text.matchAll(/has (\d+) episodes?/g))
        if (Number(m[1]) !== c.total) invented.push(`${m[1]} episodes`);
    if (c.code)
      for (const m of text.matchAll(/S\d{2,}E\d{2,}/g)) if (m[0] !== c.code) invented.push(m[0]);
    const score = (result.byKind[c.kind] ??= { cases: 0, correct: 0, invented: 0 });
    score.cases++;
    result.cases++;
    const ok = problems.length === 0 && invented.length === 0;
    if (ok) {
      score.correct++;
      result.correct++;
    } else
      result.failures.push({
        kind: c.kind,
        message: c.message,
        reply: text,
        problems: [...invented, ...problems],
      });
    if (invented.length > 0) {
      score.invented++;
      result.invented++;
    }
  }
  return result;
}
