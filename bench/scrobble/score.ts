// Sends the evaluation's cases to a webhook address as the servers would and scores each
// answer against its truth: right, wrong (must be 0), sent to the inbox, or otherwise missed.
import type { ScrobbleAnswer } from '@unclewatch/core';

import { encode } from '../../apps/server/test/support/scrobble-payloads';
import type { ScrobbleCase } from './cases';

export interface ScrobbleScore {
  cases: number;
  right: number;
  wrong: number;
  inbox: number;
  missed: number;
  wrongCases: string[];
  byKind: Record<string, { right: number; wrong: number; inbox: number; missed: number }>;
  ms: number;
}

export async function scoreScrobbles(
  url: string,
  cases: readonly ScrobbleCase[],
): Promise<ScrobbleScore> {
  const score: ScrobbleScore = {
    cases: cases.length,
    right: 0,
    wrong: 0,
    inbox: 0,
    missed: 0,
    wrongCases: [],
    byKind: {},
    ms: 0,
  };
  const started = performance.now();
  for (const c of cases) {
    const { body, type } = encode(c.payload, c.transport);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(body),
    });
    const answer = (await response.json()) as ScrobbleAnswer;
    const t = c.truth;
    let verdict: 'right' | 'wrong' | 'inbox' | 'missed';
    if (typeof t === 'object') {
      const same =
        answer.target?.type === t.type &&
        answer.target.id === t.id &&
        (t.type === 'movie' ||
          (answer.target.season === t.season &&
            answer.target.episodes.join() === t.episodes.join()));
      verdict =
        answer.outcome === 'watched'
          ? same
            ? 'right'
            : 'wrong'
          : answer.outcome === 'unmatched'
            ? 'inbox'
            : 'missed';
    } else if (t === 'inbox') {
      verdict =
        answer.outcome === 'unmatched'
          ? 'right'
          : answer.outcome === 'watched'
            ? 'wrong'
            : 'missed';
      if (verdict === 'right') score.inbox++;
    } else {
      verdict = answer.outcome === t ? 'right' : answer.outcome === 'watched' ? 'wrong' : 'missed';
    }
    if (verdict === 'inbox') score.inbox++;
    else score[verdict]++;
    if (verdict === 'wrong')
      score.wrongCases.push(`${c.kind}: ${JSON.stringify(t)} → ${JSON.stringify(answer)}`);
    const kind = (score.byKind[c.kind] ??= { right: 0, wrong: 0, inbox: 0, missed: 0 });
    kind[verdict]++;
  }
  score.ms = Math.round(performance.now() - started);
  return score;
}
