// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';

import type { WatchedStats } from '@unclewatch/core';

import { StatsView } from './stats-section';

afterEach(cleanup);

const months = [
  '2024-12',
  '2025-01',
  '2025-02',
  '2025-03',
  '2025-04',
  '2025-05',
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
];

const stats: WatchedStats = {
  period: 'last-12-months',
  year: null,
  years: [2025, 2024],
  viewings: 4,
  perMonth: months.map((month) => ({ month, count: month === '2025-03' ? 4 : 0, episodes: 0 })),
  ratings: Array.from({ length: 10 }, (_, i) => ({
    rating: i + 1,
    count: i + 1 === 8 ? 2 : i + 1 === 6 ? 1 : 0,
  })),
  genres: [
    { name: 'Drama', count: 3 },
    { name: 'Crime', count: 1 },
  ],
  directors: [{ name: 'Christopher Nolan', count: 2 }],
  actors: [],
  hours: 7.5,
  tvHours: 0,
  timeWatched: { months: 0, days: 0, hours: 8 },
  episodes: 0,
  entries: 4,
  titles: 3,
};

/** The rows of a chart's text equivalent, as a screen reader reads them. */
function rowsOf(tableName: string) {
  const table = screen.getByRole('table', { name: tableName });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      within(row).getByRole('cell').textContent,
    ]);
}

describe('StatsView', () => {
  it('gives the per-month chart a table of every month with its count', () => {
    render(<StatsView stats={stats} />);
    const rows = rowsOf('Viewings per month');
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual(['December 2024', '0']);
    expect(rows[3]).toEqual(['March 2025', '4']);
    const figure = screen.getByRole('figure', { name: 'Viewings per month' });
    expect(figure.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(figure.getAttribute('aria-describedby')!)!.textContent).toBe(
      '4 viewings from December 2024 to November 2025; most in March 2025 (4).',
    );
  });

  it('names a chosen year in the chart, its sentence and the tiles', () => {
    const months2024 = Array.from(
      { length: 12 },
      (_, i) => `2024-${String(i + 1).padStart(2, '0')}`,
    );
    render(
      <StatsView
        stats={{
          ...stats,
          period: 'year',
          year: 2024,
          perMonth: months2024.map((month) => ({
            month,
            count: month === '2024-07' ? 3 : 0,
            episodes: 0,
          })),
          viewings: 3,
          entries: 3,
        }}
      />,
    );
    const rows = rowsOf('Viewings per month in 2024');
    expect(rows[0]).toEqual(['January 2024', '0']);
    expect(rows[6]).toEqual(['July 2024', '3']);
    expect(screen.getByText('3 viewings in 2024; most in July 2024 (3).')).toBeTruthy();
    expect(screen.getByText('Viewings in 2024')).toBeTruthy();
  });

  it('shows episodes and TV hours, with a chart of episodes per month, to someone who logs them', () => {
    render(
      <StatsView
        stats={{
          ...stats,
          perMonth: months.map((month) => ({
            month,
            count: 0,
            episodes: month === '2025-10' ? 12 : month === '2025-11' ? 3 : 0,
          })),
          episodes: 15,
          tvHours: 11.5,
          hours: 19,
        }}
      />,
    );
    expect(screen.getByText('Episodes', { selector: 'dt' }).nextElementSibling!.textContent).toBe(
      '15',
    );
    expect(screen.getByText('TV hours', { selector: 'dt' }).nextElementSibling!.textContent).toBe(
      '11.5',
    );
    const rows = rowsOf('Episodes per month');
    expect(rows[10]).toEqual(['October 2025', '12']);
    expect(
      screen.getByText(
        '15 episodes from December 2024 to November 2025; most in October 2025 (12).',
      ),
    ).toBeTruthy();
  });

  it('leaves the episode tiles and chart out for someone who logs none', () => {
    render(<StatsView stats={stats} />);
    expect(screen.queryByText('Episodes', { selector: 'dt' })).toBeNull();
    expect(screen.queryByRole('figure', { name: 'Episodes per month' })).toBeNull();
  });

  it('gives the rating chart a table of 1–10 and sums it up', () => {
    render(<StatsView stats={stats} />);
    const rows = rowsOf('Your ratings (every title you rate now)');
    expect(rows.map((r) => r[0])).toEqual(Array.from({ length: 10 }, (_, i) => `${i + 1}/10`));
    expect(rows[7]).toEqual(['8/10', '2']);
    expect(screen.getByText('3 rated titles, on average 7.3/10.')).toBeTruthy();
  });

  it('lists hours, genres and people as text, and says when a list is empty', () => {
    render(<StatsView stats={stats} />);
    const hours = screen.getByText('Hours watched').parentElement!;
    expect(within(hours).getByText('7.5')).toBeTruthy();
    const genres = screen.getByRole('list', { name: 'Top genres' });
    expect(
      within(genres)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Drama3 titles', 'Crime1 title']);
    const directors = screen.getByRole('list', { name: 'Most-watched directors' });
    expect(directors.textContent).toBe('Christopher Nolan2 titles');
    const actors = screen.getByRole('figure', { name: 'Most-watched actors' });
    expect(actors.textContent).toContain('None yet.');
  });

  it('charts all time per year, every tile counting all of it', () => {
    render(
      <StatsView
        stats={{
          ...stats,
          period: 'all',
          years: [2024, 2023, 2015],
          perMonth: ['2015-02', '2015-03', '2023-06', '2024-01', '2024-02'].map((month, i) => ({
            month,
            count: i,
            episodes: month.startsWith('2015') ? 5 : 0,
          })),
          viewings: 10,
          entries: 10,
          episodes: 10,
          tvHours: 6,
          hours: 1738,
          timeWatched: { months: 2, days: 12, hours: 10 },
        }}
      />,
    );
    expect(rowsOf('Viewings per year')).toEqual([
      ['2015', '1'],
      ['2023', '2'],
      ['2024', '7'],
    ]);
    expect(screen.getByText('10 viewings from 2015 to 2024; most in 2024 (7).')).toBeTruthy();
    expect(rowsOf('Episodes per year')[0]).toEqual(['2015', '10']);
    expect(screen.queryByRole('figure', { name: 'Viewings per month' })).toBeNull();
    const time = screen.getByText('Time watched', { selector: 'dt' });
    expect(time.nextElementSibling!.textContent).toBe('2 months 12 days 10 hours');
    expect(screen.getByText('Hours watched').nextElementSibling!.textContent).toBe('1,738');
  });

  it('reads time watched without its empty parts', () => {
    render(<StatsView stats={stats} />);
    const time = screen.getByText('Time watched', { selector: 'dt' });
    expect(time.nextElementSibling!.textContent).toBe('8 hours');
  });

  it('charts decades of all time in one bar a year, naming every fifth under the bars', () => {
    const perMonth = Array.from({ length: 2026 - 1950 + 1 }, (_, i) => ({
      month: `${1950 + i}-06`,
      count: 1,
      episodes: 0,
    }));
    const { container } = render(
      <StatsView stats={{ ...stats, period: 'all', perMonth, viewings: 77, entries: 77 }} />,
    );
    const rows = rowsOf('Viewings per year');
    expect(rows).toHaveLength(77);
    expect(rows[0]).toEqual(['1950', '1']);
    const labels = [...container.querySelectorAll('figure [aria-hidden] > div:last-child span')]
      .map((s) => s.textContent)
      .filter(Boolean);
    expect(labels.slice(0, 3)).toEqual(['’50', '’55', '’60']);
  });
});
