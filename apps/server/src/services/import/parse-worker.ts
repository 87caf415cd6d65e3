import { parentPort, workerData } from 'node:worker_threads';

import { HttpError } from '../../http/errors';
import { parseImportFile } from './parse';

/** Runs in a worker thread: reads one upload and posts the rows or the refusal back. */
const { filename, contentBase64 } = workerData as { filename: string; contentBase64: string };
try {
  parentPort?.postMessage({ ok: true, parsed: parseImportFile(filename, contentBase64) });
} catch (err) {
  parentPort?.postMessage(
    err instanceof HttpError
      ? { ok: false, status: err.statusCode, message: err.message }
      : { ok: false, status: 400, message: `${filename} could not be read` },
  );
}
