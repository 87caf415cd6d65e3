// database: none — no server, no database, no environment: the PostgreSQL pass would run it
// exactly as the SQLite one does, so it runs once (scripts/api-test-files.ts checks the mark).
import { beforeAll, describe, expect, it } from 'vitest';

import {
  evaluateEpisodeCases,
  generateEpisodeCases,
  type EpisodeEvaluation,
} from '../../../bench/assistant/episode-cases';
import { builtInAssistant } from '../../../bench/assistant/built-in';
import { defaultSnapshotPath, EpisodeStore } from '../src/snapshot/index';
import { sharedSnapshot } from './support/shared-snapshot';

// Episode questions (issue #31), generated from the catalogue and the episodes store over many
// shows (bench/assistant/episode-cases.ts): who directed or wrote an episode, how many episodes
// a show has, and what is next for a signed-in asker.
describe('assistant evaluation set: episode questions', () => {
  let result: EpisodeEvaluation;
  beforeAll(async () => {
    const data = sharedSnapshot();
    const { assistant } = builtInAssistant(data);
    const cases = await generateEpisodeCases(data, EpisodeStore.open(defaultSnapshotPath));
    result = await evaluateEpisodeCases(assistant, cases);
  }, 300_000);

  it('covers each kind with many shows, answers them and invents nothing', () => {
    const failures = result.failures.map(
      (f) => `[${f.kind}] ${f.message} :: ${f.reply} :: ${f.problems.join('; ')}`,
    );
    for (const kind of ['episode: director', 'episode: writer', 'episode: count', 'episode: next'])
      expect(result.byKind[kind]?.cases ?? 0, kind).toBeGreaterThanOrEqual(25);
    expect(result.invented, failures.join('\n')).toBe(0);
    for (const [kind, score] of Object.entries(result.byKind))
      expect(score.correct / score.cases, `${kind}\n${failures.join('\n')}`).toBeGreaterThanOrEqual(
        0.9,
      );
  });
});
