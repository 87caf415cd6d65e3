// Reliability figures for bench/results/reliability.json: the fuzz run and the mixed load run.
import { benchFuzz, type FuzzResult } from './fuzz';
import { benchLoad, type LoadMixResult } from './load';

export interface ReliabilityResult {
  fuzz: FuzzResult;
  load: LoadMixResult;
  /** The goals: no 5xx and no dropped connection under fuzzing or load, alive afterwards. */
  verdict: { fuzzNo5xx: boolean; loadNoErrors: boolean; aliveAfterBoth: boolean };
}

export async function benchReliability(quick: boolean): Promise<ReliabilityResult> {
  const fuzz = await benchFuzz({ requests: quick ? 10_000 : 20_000 });
  const load = await benchLoad({ seconds: quick ? 10 : 60, connections: 50 });
  return {
    fuzz,
    load,
    verdict: {
      fuzzNo5xx: fuzz.serverErrors === 0 && fuzz.connectionFailures === 0,
      loadNoErrors: load.errors === 0 && load.serverErrors === 0,
      aliveAfterBoth: fuzz.aliveAfter && load.aliveAfter,
    },
  };
}
