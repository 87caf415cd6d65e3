import type { Download } from 'playwright-core';

/** A download's text, streamed from the shared browser (`download.path()` needs a local one). */
export async function readDownload(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
