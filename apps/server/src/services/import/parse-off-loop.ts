import { Worker } from 'node:worker_threads';

import { DomainError, type DomainErrorKind } from '../../domain/domain-error';
import { decodeImportFile, isZip, type ParsedImport } from './parse';
import { listZipEntries } from './zip-reader';

/** A file that takes longer than this to read is refused; the worker is stopped. */
export const IMPORT_PARSE_TIME_LIMIT_MS = 15_000;

type WorkerAnswer =
  { ok: true; parsed: ParsedImport } | { ok: false; kind: DomainErrorKind; message: string };

/**
 * The worker: `import-parse-worker.js` beside the bundled `dist/main.js` (see
 * scripts/ensure-server-build.mjs); from TypeScript sources (dev, tests) parse-worker.ts loaded
 * through tsx, since Node 20 does not pass `--import tsx` on to a worker thread.
 */
function startWorker(workerData: object): Worker {
  const options = { workerData, resourceLimits: { maxOldGenerationSizeMb: 384 } };
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./import-parse-worker.js', here), options);
  const source = JSON.stringify(new URL('./parse-worker.ts', here).href);
  const code = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${source}, ${JSON.stringify(here)}))`;
  return new Worker(code, { ...options, eval: true });
}

/**
 * Reads an upload without blocking the event loop: cheap refusals (size, base64, a zip whose
 * structure is hostile) happen here at once; inflating and parsing run in a worker thread
 * with a time limit and a memory cap, so one upload can never stall other requests.
 */
export async function parseImportFileOffLoop(
  filename: string,
  contentBase64: string,
  timeLimitMs = IMPORT_PARSE_TIME_LIMIT_MS,
): Promise<ParsedImport> {
  const bytes = decodeImportFile(contentBase64);
  if (isZip(bytes)) listZipEntries(filename, bytes);
  const worker = startWorker({ filename, contentBase64 });
  try {
    const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new DomainError(
              'too_large',
              `${filename} took too long to read; split it into smaller files`,
            ),
          ),
        timeLimitMs,
      );
      const done = () => clearTimeout(timer);
      worker.once('message', (message: WorkerAnswer) => {
        done();
        resolve(message);
      });
      worker.once('error', (err) => {
        done();
        reject(
          (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new DomainError('too_large', `${filename} needs too much memory to read`)
            : new DomainError('invalid', `${filename} could not be read`),
        );
      });
      worker.once('exit', () => {
        done();
        reject(new DomainError('invalid', `${filename} could not be read`));
      });
    });
    if (!answer.ok) throw new DomainError(answer.kind, answer.message);
    return answer.parsed;
  } finally {
    void worker.terminate();
  }
}
