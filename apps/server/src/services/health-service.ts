import type { Health } from '@unclewatch/core';

/** Something the server needs to answer: a database, Redis. */
interface Pingable {
  ping(): Promise<unknown>;
}

export interface HealthParts {
  version: string;
  database: Pingable & { kind: Health['database'] };
  /** Present when REDIS_URL is set. */
  redis: Pingable | undefined;
  modes: Health['providers'];
  mail: { deliverable: boolean; warning?: string };
}

const READY_TIMEOUT_MS = 2000;

/** True when the check succeeds within the time a readiness probe can wait. */
async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Liveness (what runs, in which mode) and readiness (what is unreachable) for operators. */
export class HealthService {
  constructor(private readonly parts: HealthParts) {}

  health(): Health {
    const { version, database, modes, mail } = this.parts;
    return {
      status: 'ok',
      version,
      database: database.kind,
      providers: modes,
      mailDeliverable: mail.deliverable,
      warnings: mail.warning ? [mail.warning] : [],
    };
  }

  /** The parts that did not answer in time (none: ready). */
  async unreachable(): Promise<('database' | 'redis')[]> {
    const { database, redis } = this.parts;
    const checks: [name: 'database' | 'redis', part: Pingable][] = [['database', database]];
    if (redis) checks.push(['redis', redis]);
    const results = await Promise.all(
      checks.map(async ([name, part]) => ((await answers(() => part.ping())) ? null : name)),
    );
    return results.filter((name) => name !== null);
  }
}
