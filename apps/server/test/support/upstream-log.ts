import type { UpstreamLog } from '../../src/providers/http/upstream';

/** An upstream log that keeps every line, so tests can check that no key ever reaches it. */
export function capturingUpstreamLog(): { log: UpstreamLog; lines: string[] } {
  const lines: string[] = [];
  const keep = (details: object, message: string) =>
    lines.push(JSON.stringify({ ...details, message }));
  return { log: { warn: keep, debug: keep }, lines };
}
