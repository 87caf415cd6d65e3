import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeTvTimeExport, type MadeExport } from '../../../bench/tvtime/export-maker';
import { importAndScore } from '../../../bench/tvtime/import-score';
import { importKinds } from '../../../bench/tvtime/kinds-score';
import { KINDS, makeKindsExport } from '../../../bench/tvtime/numbering-kinds';
import { verifiedAccount } from './support/accounts';
import { uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The TV Time import evaluation (issue #31) at a test's size: an export made from the
 * catalogue's own shows and episodes (rewatches, season-0 specials some of which TMDB lacks,
 * absolute numbering, followed shows, shows the catalogue does not have, "(2013)" and "(US)"
 * hints), imported as the web app sends it and scored against its truth. `npm run bench`
 * runs the same at 20,000 rows (bench/results/tvtime-import.json).
 */
let server: TestServer;
let made: MadeExport;

beforeAll(async () => {
  [server, made] = await Promise.all([
    startTestServer({ TMDB_IMAGE_BASE_URL: 'off' }),
    makeTvTimeExport({ rows: 3000, seed: 7 }),
  ]);
});
afterAll(() => server.close());

describe('TV Time import evaluation', () => {
  it('matches the shows, places every episode where TMDB has it, and invents nothing', async () => {
    const { session } = await verifiedAccount(server.url, uniqueEmail('tvtime-eval'));
    const figures = await importAndScore(
      { post: (path, body) => session.post(path, body), get: (path) => session.fetch(path) },
      made,
    );
    expect(figures.rows).toBe(3000);
    expect(figures.kinds.watched).toBeGreaterThan(20);
    expect(figures.kinds.unknown).toBeGreaterThan(0);
    // Shows: never the wrong one, never one the catalogue does not have; the unsure ones go to
    // the review list, and most are matched outright.
    expect(figures.shows.matchedWrong).toBe(0);
    expect(figures.shows.unknownMatched).toBe(0);
    expect(figures.shows.notFound).toBe(0);
    expect(figures.shows.matchedRightPct).toBeGreaterThanOrEqual(90);
    // Episodes of matched shows: each one TMDB numbers the same lands, nothing else does.
    expect(figures.episodes.expected).toBeGreaterThan(1000);
    expect(figures.episodes.right).toBe(figures.episodes.expected);
    expect(figures.episodes.wrongPlace).toBe(0);
    expect(figures.secondCommitAdded).toBe(0);
  });

  it('per kind of differing numbering or name, places rows right or reports them, never wrong', async () => {
    const { session } = await verifiedAccount(server.url, uniqueEmail('tvtime-kinds'));
    const made = await makeKindsExport({ showsPerKind: 6, seed: 5 });
    const figures = await importKinds(
      { post: (path, body) => session.post(path, body), get: (path) => session.fetch(path) },
      made,
    );
    for (const kind of KINDS) {
      const k = figures.kinds[kind];
      expect(k.shows, kind).toBeGreaterThanOrEqual(3);
      expect(k.placedWrong, kind).toBe(0);
      expect(k.placedRight + k.reported, kind).toBe(k.rows);
    }
    // What should be placed is: the numbering is mapped, not dropped.
    for (const kind of ['absolute', 'split', 'countryHint', 'specials'] as const)
      expect(figures.kinds[kind].placedRight, kind).toBeGreaterThan(0);
    expect(figures.kinds.countryNone.placedRight).toBe(0);
    expect(figures.answersAccountFor).toBe(figures.rows);
  });
});
