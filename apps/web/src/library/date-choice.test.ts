import { describe, expect, it } from 'vitest';

import { dateChoiceValid, episodeMarkDates, showMarkDates } from './date-choice';
import { progressText } from './components/show-progress-line';

describe('the date question (decision 082)', () => {
  it('sends one explicit field per choice, to the show mark and to the episodes mark', () => {
    expect(showMarkDates({ kind: 'day', day: '2024-05-01' })).toEqual({ date: '2024-05-01' });
    expect(showMarkDates({ kind: 'air' })).toEqual({ airDates: true });
    expect(showMarkDates({ kind: 'unknown' })).toEqual({ unknownDate: true });
    expect(episodeMarkDates({ kind: 'day', day: '2024-05-01' })).toEqual({
      watchedAt: '2024-05-01',
    });
    expect(episodeMarkDates({ kind: 'unknown' })).toEqual({ unknownDate: true });
  });

  it('accepts a real day up to today, and the other choices always', () => {
    expect(dateChoiceValid({ kind: 'day', day: '2024-05-01' }, '2024-05-01')).toBe(true);
    expect(dateChoiceValid({ kind: 'day', day: '2024-05-02' }, '2024-05-01')).toBe(false);
    expect(dateChoiceValid({ kind: 'day', day: '' }, '2024-05-01')).toBe(false);
    expect(dateChoiceValid({ kind: 'unknown' }, '2024-05-01')).toBe(true);
  });
});

describe("a show page's progress line", () => {
  const next = { season: 2, episode: 3, name: 'x', air_date: '2020-01-01' };
  it('reads "watched / aired · Next: SxxEyy", or what stands instead', () => {
    expect(progressText({ watched: 12, aired: 73, next })).toBe('12 / 73 · Next: S02E03');
    expect(progressText({ watched: 0, aired: 73, next: { ...next, season: 1, episode: 1 } })).toBe(
      '0 / 73 · Next: S01E01',
    );
    expect(progressText({ watched: 5, aired: 5, next: null })).toBe('5 / 5 · All caught up');
    expect(progressText({ watched: 0, aired: 0, next: null })).toBe('No episodes aired yet');
  });
});
