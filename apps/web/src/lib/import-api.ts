import type { ImportCommitResult, ImportItem, ImportPreview } from '@unclewatch/core';

import { apiRequest } from './api';

/** Commit batches: small enough to show progress, large enough to be quick. */
export const IMPORT_BATCH_SIZE = 500;

export const exportUrl = (format: 'json' | 'csv' | 'diary') => `/api/me/export?format=${format}`;

/** Reads a File as base64 without the data-URL prefix. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function previewImport(file: File): Promise<ImportPreview> {
  return fileToBase64(file).then((contentBase64) =>
    apiRequest<ImportPreview>('/api/me/import/preview', {
      method: 'POST',
      body: { filename: file.name, contentBase64 },
    }),
  );
}

/** Sends items in batches of IMPORT_BATCH_SIZE, reporting how many are done after each. */
export async function commitImport(
  items: ImportItem[],
  onProgress: (done: number, total: number) => void,
): Promise<ImportCommitResult> {
  const total: ImportCommitResult = { added: 0, rated: 0, watched: 0, unchanged: 0 };
  onProgress(0, items.length);
  for (let start = 0; start < items.length; start += IMPORT_BATCH_SIZE) {
    const batch = items.slice(start, start + IMPORT_BATCH_SIZE);
    const result = await apiRequest<ImportCommitResult>('/api/me/import/commit', {
      method: 'POST',
      body: { items: batch },
    });
    total.added += result.added;
    total.rated += result.rated;
    total.watched += result.watched;
    total.unchanged += result.unchanged;
    onProgress(start + batch.length, items.length);
  }
  return total;
}
