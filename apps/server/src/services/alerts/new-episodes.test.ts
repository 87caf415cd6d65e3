import { describe, expect, it } from 'vitest';

import type { AlertShow } from '../../db/repositories/alerts/alert-sources-repository';
import { newEpisodeFindings } from './new-episodes';

const now = new Date('2027-03-02T09:00:00Z');
const scope = { today: '2027-03-02', since: '2027-02-20', now, origin: 'https://watch.example' };
const ep = (season: number, episode: number, air_date: string) => ({
  season_number: season,
  episode_number: episode,
  name: `E${episode}`,
  air_date,
});
const show = (patch: Partial<AlertShow> = {}): AlertShow => ({
  showId: 7,
  status: 'watching',
  followedAt: null,
  lastWatchedAt: '2027-02-25T20:00:00Z',
  seen: new Set(['1:1', '1:2']),
  ...patch,
});
const reader = (episodes: ReturnType<typeof ep>[]) => async () => ({ name: 'Show', episodes });
const titles = async (s: AlertShow, episodes: ReturnType<typeof ep>[], at = scope) =>
  (await newEpisodeFindings([s], reader(episodes), at)).map((f) => f.describe(f.items).title);

describe('new-episode findings', () => {
  const season2 = [ep(1, 1, '2026-01-01'), ep(1, 2, '2026-01-08'), ep(2, 1, '2027-03-02')];

  it('finds an episode aired today, not one airing tomorrow nor one watched', async () => {
    expect(await titles(show(), [...season2, ep(2, 2, '2027-03-03')])).toEqual([
      'New episode: Show S02E01',
    ]);
    expect(await titles(show({ seen: new Set(['1:1', '1:2', '2:1']) }), season2)).toEqual([]);
  });

  it('leaves out paused and dropped shows and what aired before the alert was on', async () => {
    expect(await titles(show({ status: 'paused' }), season2)).toEqual([]);
    expect(await titles(show({ status: 'dropped' }), season2)).toEqual([]);
    expect(await titles(show(), [...season2.slice(0, 2), ep(2, 1, '2027-02-19')])).toEqual([]);
  });

  it('tells people who caught up long ago, not those who stopped behind', async () => {
    const longAgo = '2026-06-01T20:00:00Z';
    expect(await titles(show({ lastWatchedAt: longAgo }), season2)).toEqual([
      'New episode: Show S02E01',
    ]);
    const behind = show({ lastWatchedAt: longAgo, seen: new Set(['1:1']) });
    expect(await titles(behind, season2)).toEqual([]);
    // Behind, but watching lately: told.
    expect(await titles({ ...behind, lastWatchedAt: '2027-02-01T20:00:00Z' }, season2)).toEqual([
      'New episode: Show S02E01',
    ]);
  });

  it('makes a season out at once one alert', async () => {
    const dropped = [ep(3, 1, '2027-03-01'), ep(3, 2, '2027-03-01'), ep(3, 3, '2027-03-01')];
    const findings = await newEpisodeFindings([show()], reader([...season2, ...dropped]), scope);
    expect(findings.map((f) => f.items.map((i) => i.itemKey))).toEqual([
      ['S02E01'],
      ['S03E01', 'S03E02', 'S03E03'],
    ]);
    expect(findings[1]!.describe(findings[1]!.items)).toEqual({
      title: 'New episodes: Show season 3',
      message: '3 episodes are out (episodes 1–3).',
      url: 'https://watch.example/tv/7/season/3',
    });
  });
});
