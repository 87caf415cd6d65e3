import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a receiver got. */
export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * Local capture servers for the alert channels (ntfy, Gotify, webhooks, Apprise): every POST is
 * kept with its headers and raw body; a path set in `failing` answers that status instead of
 * 200, and one set in `redirects` answers 307 to its target.
 */
export async function startAlertReceivers() {
  const received: Received[] = [];
  const failing = new Map<string, number>();
  const redirects = new Map<string, string>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://receiver.local').pathname;
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const target = redirects.get(path);
      if (target) {
        res.writeHead(307, { location: target });
        return res.end();
      }
      res.writeHead(failing.get(path) ?? 200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    failing,
    redirects,
    /** What reached a path. */
    at: (path: string) => received.filter((r) => r.path === path),
    clear() {
      received.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type AlertReceivers = Awaited<ReturnType<typeof startAlertReceivers>>;
