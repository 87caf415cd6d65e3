import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Calendar } from '@unclewatch/core';

import { verifiedAccount } from './support/accounts';
import { type Session, uniqueEmail } from './support/mail-session';
import { startTestServer, type TestServer } from './support/test-server';

/** Upcoming episodes of my shows and the private iCalendar feed (issue #31). */
let server: TestServer;
let owner: Session;

beforeAll(async () => {
  server = await startTestServer({ TMDB_IMAGE_BASE_URL: 'off' });
  owner = (await verifiedAccount(server.url, uniqueEmail('calendar'))).session;
});
afterAll(() => server.close());

const SEVERANCE = 95396;
const json = async <T>(response: Response) => (await response.json()) as T;
const feedPath = (calendar: Calendar) => new URL(calendar.feedUrl).pathname;

describe('calendar', () => {
  it("lists my shows' upcoming episodes as of the episode data's day, offline", async () => {
    const empty = await json<Calendar>(await owner.fetch('/api/me/calendar'));
    expect(empty.episodes).toEqual([]);
    expect(empty.asOf).toBe('2024-11-11');
    const marked = await owner.post('/api/me/episodes', {
      showId: SEVERANCE,
      season: 1,
      episode: 1,
    });
    expect(marked.status).toBe(200);
    const calendar = await json<Calendar>(await owner.fetch('/api/me/calendar'));
    expect(calendar.episodes.length).toBeGreaterThan(0);
    for (const e of calendar.episodes) {
      expect(e.showName).toBe('Severance');
      expect(e.air_date >= '2024-11-11').toBe(true);
    }
    expect(calendar.episodes[0]).toMatchObject({ season: 2, episode: 1 });
    const days = calendar.episodes.map((e) => e.air_date);
    expect(days).toEqual([...days].sort());
  });

  it('serves a valid iCalendar feed without a session: one all-day event per episode', async () => {
    const calendar = await json<Calendar>(await owner.fetch('/api/me/calendar'));
    expect(calendar.feedUrl).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{20,}\.ics$/);
    const answer = await fetch(`${server.url}${feedPath(calendar)}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const text = await answer.text();
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const component = new ICAL.Component(ICAL.parse(text));
    expect(component.getFirstPropertyValue('version')).toBe('2.0');
    const events = component.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(calendar.episodes.length);
    const first = calendar.episodes[0]!;
    expect(events[0]!.summary).toBe(`Severance S02E01${first.name ? `: ${first.name}` : ''}`);
    expect(events[0]!.startDate.isDate).toBe(true);
    expect(events[0]!.startDate.toString()).toBe(first.air_date);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it('answers 404 for a wrong address, and a regenerated address retires the old one', async () => {
    const before = await json<Calendar>(await owner.fetch('/api/me/calendar'));
    const wrong = await fetch(`${server.url}/api/calendar/${'x'.repeat(32)}.ics`);
    expect(wrong.status).toBe(404);
    expect(((await wrong.json()) as { error: string }).error).toMatch(/No calendar feed/);
    const after = await json<Calendar>(await owner.post('/api/me/calendar/feed', {}));
    expect(after.feedUrl).not.toBe(before.feedUrl);
    expect((await fetch(`${server.url}${feedPath(before)}`)).status).toBe(404);
    expect((await fetch(`${server.url}${feedPath(after)}`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/me/calendar`)).status).toBe(401);
  });
});
