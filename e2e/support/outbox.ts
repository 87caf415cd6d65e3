import type { OutboxMail } from '@unclewatch/core';

/** The development outbox, newest first (the e2e server runs in outbox mode on loopback). */
export async function readOutbox(baseUrl: string): Promise<OutboxMail[]> {
  const response = await fetch(`${baseUrl}/api/dev/outbox`);
  if (!response.ok) throw new Error(`GET /api/dev/outbox answered ${response.status}`);
  return (await response.json()) as OutboxMail[];
}

/** Waits (up to 20 s: a busy machine sends slowly) for a mail to `to` whose subject matches; returns its first link. */
export async function waitForMailLink(
  baseUrl: string,
  to: string,
  subject: RegExp,
): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mail = (await readOutbox(baseUrl)).find((m) => m.to === to && subject.test(m.subject));
    const link = mail?.links[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail matching ${String(subject)} reached ${to}`);
}

export async function countMails(baseUrl: string, to: string): Promise<number> {
  return (await readOutbox(baseUrl)).filter((m) => m.to === to).length;
}
