import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';

import { episodesCalendar } from './icalendar';

describe('episodesCalendar', () => {
  it('escapes text and folds long lines without cutting a character, as a parser reads it back', () => {
    const name = 'Ça, c’est la vie; un épisode très, très long — '.repeat(4).trim();
    const text = episodesCalendar(
      [{ showId: 7, showName: 'Téléfilm', season: 1, episode: 2, name, air_date: '2025-12-31' }],
      new Date('2025-01-01T10:00:00.000Z'),
      'example.org',
    );
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.endsWith('\r\n')).toBe(true);
    const [event] = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect(event!.summary).toBe(`Téléfilm S01E02: ${name}`);
    expect(event!.uid).toBe('tv-7-1-2@example.org');
    expect(event!.startDate.toString()).toBe('2025-12-31');
    expect(event!.endDate.toString()).toBe('2026-01-01');
  });
});
