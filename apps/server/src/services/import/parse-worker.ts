import { parentPort, workerData } from 'node:worker_threads';

import { DomainError } from '../../domain/domain-error';
import { parseImportFile } from './parse';

/** Runs in a worker thread: reads one upload and posts the rows or the refusal back. */
const { filename, contentBase64 } = workerData as { filename: string; contentBase64: string };
try {
  parentPort?.postMessage({ ok: true, parsed: parseImportFile(filename, contentBase64) });
} catch (err) {
  parentPort?.postMessage(
    err instanceof DomainError
      ? { ok: false, kind: err.kind, message: err.message }
      : { ok: false, kind: 'invalid', message: `${filename} could not be read` },
  );
}
