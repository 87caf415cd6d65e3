import { Readable } from 'node:stream';

/**
 * A JSON array sent as it is read, page by page (issue #39): the answer is never one string
 * held whole in memory, and between pages the event loop serves other requests. `indent`
 * pretty-prints each element as JSON.stringify(…, null, 2) would at that depth.
 */
export function jsonArrayStream(
  pages: AsyncIterable<readonly unknown[]>,
  { head = '', tail = '', indent = '' }: { head?: string; tail?: string; indent?: string } = {},
): Readable {
  async function* chunks(): AsyncGenerator<string> {
    let first = true;
    yield `${head}[`;
    for await (const page of pages) {
      if (page.length === 0) continue;
      const parts = page.map((item) =>
        indent
          ? `\n${indent}  ${JSON.stringify(item, null, 2).replace(/\n/g, `\n${indent}  `)}`
          : JSON.stringify(item),
      );
      yield `${first ? '' : ','}${parts.join(',')}`;
      first = false;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    yield `${!first && indent ? `\n${indent}` : ''}]${tail}`;
  }
  return Readable.from(chunks());
}
