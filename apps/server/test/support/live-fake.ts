import { afterAll, beforeAll, beforeEach } from 'vitest';

import type { SnapshotCatalog } from '../../src/snapshot/index';
import { sharedSnapshot } from './shared-snapshot';
import { Upstream, type UpstreamOptions } from '../../src/providers/http/upstream';
import type { FakeUpstream } from './fake-upstream-server';
import { capturingUpstreamLog } from './upstream-log';

export interface LiveFake {
  /** The running fake (set once the file's `beforeAll` ran). */
  fake: FakeUpstream;
  /** The snapshot the live adapters fall back on. */
  data: SnapshotCatalog;
  /** Every upstream log line, to check that no key reaches it. */
  logLines: string[];
  /** A fresh upstream client against the fake, with quick retries. */
  upstream(
    name: string,
    auth: Pick<UpstreamOptions, 'authQuery' | 'authHeaders'>,
    timeoutMs: number,
  ): Upstream;
}

/**
 * One fake upstream for a test file of a live adapter: started before the file, closed after it
 * and reset before each test, with the snapshot and a capturing log beside it.
 */
export function useLiveFake(start: () => Promise<FakeUpstream>): LiveFake {
  const { log, lines } = capturingUpstreamLog();
  const live: LiveFake = {
    fake: undefined as unknown as FakeUpstream,
    data: undefined as unknown as SnapshotCatalog,
    logLines: lines,
    upstream: (name, auth, timeoutMs) =>
      new Upstream({
        name,
        baseUrl: live.fake.baseUrl,
        ...auth,
        timeoutMs,
        retries: 2,
        backoffBaseMs: 5,
        log,
      }),
  };
  beforeAll(async () => {
    live.fake = await start();
    live.data = sharedSnapshot();
  });
  afterAll(() => live.fake.close());
  beforeEach(() => live.fake.reset());
  return live;
}
