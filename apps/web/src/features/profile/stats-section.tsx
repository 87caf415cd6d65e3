import type { WatchedStats } from '@unclewatch/core';
import { useState } from 'react';

import { FilterSelect } from '#/components/filter-select';

import { BarChart } from './bar-chart';
import { emptyClass } from './library-list';
import { RankChart } from './rank-chart';
import { SectionCard } from './section-card';
import { monthChart, ratingChart, yearChart } from './stats-charts';
import { hoursText, timeWatchedText } from './stats-format';
import { type StatsPeriod, useStats } from './api/stats';

const ratingBarClass = 'bg-amber-600 dark:bg-amber-400';

/**
 * The numbers at the top, every one of the chosen period: time watched in months, days and
 * hours (as TV Time showed it), hours, viewings, titles, and for someone who logs episodes,
 * how many and the TV part of the hours.
 */
function StatsSummary({ stats }: { stats: WatchedStats }) {
  const of = stats.year === null ? '' : ` in ${stats.year}`;
  const tiles: (readonly [string, string])[] = [
    [`Hours watched${of}`, hoursText(stats.hours)],
    [`Viewings${of}`, stats.entries.toLocaleString('en-GB')],
    [`Titles${of}`, stats.titles.toLocaleString('en-GB')],
  ];
  if (stats.episodes > 0 || stats.tvHours > 0)
    tiles.push(
      [`Episodes${of}`, stats.episodes.toLocaleString('en-GB')],
      [`TV hours${of}`, hoursText(stats.tvHours)],
    );
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      <div className="col-span-3 rounded-xl bg-zinc-100 p-3 dark:bg-zinc-800">
        <dt className="text-xs text-zinc-600 sm:text-sm dark:text-zinc-400">{`Time watched${of}`}</dt>
        <dd className="text-xl font-bold tabular-nums sm:text-2xl">
          {timeWatchedText(stats.timeWatched)}
        </dd>
      </div>
      {tiles.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-zinc-100 p-3 dark:bg-zinc-800">
          <dt className="text-xs text-zinc-600 sm:text-sm dark:text-zinc-400">{label}</dt>
          <dd className="text-xl font-bold tabular-nums sm:text-2xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The charts of a user with something to count. */
export function StatsView({ stats }: { stats: WatchedStats }) {
  // All time is charted per year; a year or the last 12 months per month.
  const all = stats.period === 'all';
  const months = all ? yearChart(stats.perMonth) : monthChart(stats.perMonth, stats.year);
  const episodes = all
    ? yearChart(stats.perMonth, 'episode')
    : monthChart(stats.perMonth, stats.year, 'episode');
  const per = all ? 'year' : 'month';
  const inYear = stats.year === null ? '' : ` in ${stats.year}`;
  const ratings = ratingChart(stats.ratings);
  return (
    <>
      <StatsSummary stats={stats} />
      <BarChart
        title={`Viewings per ${per}${inYear}`}
        summary={months.summary}
        labelHeader={all ? 'Year' : 'Month'}
        valueHeader="Viewings"
        bars={months.bars}
      />
      {stats.episodes > 0 && (
        <BarChart
          title={`Episodes per ${per}${inYear}`}
          summary={episodes.summary}
          labelHeader={all ? 'Year' : 'Month'}
          valueHeader="Episodes"
          bars={episodes.bars}
          barClassName="bg-violet-600 dark:bg-violet-400"
        />
      )}
      <BarChart
        title="Your ratings (every title you rate now)"
        summary={ratings.summary}
        labelHeader="Rating"
        valueHeader="Titles"
        bars={ratings.bars}
        barClassName={ratingBarClass}
      />
      <div className="grid gap-6 sm:grid-cols-3">
        <RankChart title="Top genres" items={stats.genres} unit="title" empty="None yet." />
        <RankChart
          title="Most-watched directors"
          items={stats.directors}
          unit="title"
          empty="None yet."
          barClassName="bg-sky-600 dark:bg-sky-400"
        />
        <RankChart
          title="Most-watched actors"
          items={stats.actors}
          unit="title"
          empty="None yet."
          barClassName="bg-emerald-600 dark:bg-emerald-400"
        />
      </div>
    </>
  );
}

/** The period every figure counts: all time, the last 12 months, or a year with viewings. */
function PeriodPicker({
  years,
  period,
  onChange,
}: {
  years: readonly number[];
  period: StatsPeriod;
  onChange: (period: StatsPeriod) => void;
}) {
  const options = [
    { value: 'all', label: 'All time' },
    { value: 'last-12-months', label: 'Last 12 months' },
    ...[...new Set([...years, ...(typeof period === 'number' ? [period] : [])])]
      .sort((a, b) => b - a)
      .map((y) => ({ value: String(y), label: String(y) })),
  ];
  return (
    <div className="max-w-48">
      <FilterSelect
        label="Period"
        value={String(period)}
        options={options}
        onChange={(value) =>
          onChange(value === 'all' || value === 'last-12-months' ? value : Number(value))
        }
      />
    </div>
  );
}

/** /profile's stats: drawn from GET /api/me/stats, each chart with its text equivalent. */
export function StatsSection() {
  const [period, setPeriod] = useState<StatsPeriod>('all');
  const { data: stats, isPending, isError } = useStats(period);
  // Nothing ever watched or rated (`years` lists any year with a viewing).
  const nothing =
    stats !== undefined && stats.years.length === 0 && stats.ratings.every((r) => r.count === 0);
  return (
    <SectionCard title="Stats">
      {stats && !nothing && stats.years.length > 0 && (
        <PeriodPicker years={stats.years} period={period} onChange={setPeriod} />
      )}
      {isPending ? (
        <p role="status" className={emptyClass}>
          Loading…
        </p>
      ) : isError || !stats ? (
        <p role="alert" className={emptyClass}>
          Could not load your stats. Please reload the page.
        </p>
      ) : nothing ? (
        <p className={emptyClass}>
          Nothing to count yet. Mark titles as watched, rate them or import a diary, and your stats
          appear here.
        </p>
      ) : (
        <StatsView stats={stats} />
      )}
    </SectionCard>
  );
}
