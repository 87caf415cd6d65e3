// A realistic TV Time GDPR export (`tracking-prod-records-v2.csv`) made from the catalogue's
// own shows and episodes, with the truth kept beside it: hundreds of shows watched in air
// order over years, rewatches, season-0 specials (some TMDB lacks), shows whose numbering TV
// Time (TheTVDB) does not share with TMDB (absolute numbering), shows only followed, shows
// the catalogue does not have, and name hints — "(2013)" and "(US)" — where a name is shared.
import { foldText, type SeasonDetails } from '@unclewatch/core';

import {
  defaultSnapshotPath,
  EpisodeStore,
  loadSnapshotCatalog,
  type SnapshotCatalog,
} from '../../apps/server/src/snapshot/index';
import { random } from '../assistant/seeded-random';

/** What one show of the export should become once imported. */
export interface ShowTruth {
  name: string;
  /** The TMDB id it is, or null for a show the catalogue does not have. */
  id: number | null;
  kind: 'watched' | 'followed' | 'absolute' | 'unknown';
  /** Episodes (`season:episode`) that should end up watched. */
  episodes: Set<string>;
  /** Rows that name no episode TMDB has (specials it lacks): never written as viewings. */
  unplaceable: number;
}

export interface MadeExport {
  csv: string;
  rows: number;
  shows: ShowTruth[];
}

const HEADER =
  'episode_id,key,created_at,series_name,s_id,season_number,episode_number,updated_at,uuid';
const AS_OF = '2024-11-01';
/** Nobody watched after the export was taken. */
const LAST_WATCH = Date.parse('2026-11-20T22:00:00Z');

interface Row {
  key: string;
  at: string;
  name: string;
  season: number | '';
  episode: number | '';
}

const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

function sharedNames(data: SnapshotCatalog): Map<string, number> {
  const counts = new Map<string, number>();
  for (const show of data.listable('tv')) {
    const key = foldText(show.name);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

export async function makeTvTimeExport(
  options: { rows?: number; seed?: number } = {},
): Promise<MadeExport> {
  const target = options.rows ?? 20_000;
  const rnd = random(options.seed ?? 31);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const data = loadSnapshotCatalog();
  const store = EpisodeStore.open(defaultSnapshotPath);
  const shared = sharedNames(data);
  const withEpisodes = data
    .listable('tv')
    .filter((s) => (store.seasonsOf(s.id) ?? []).some((n) => n.season_number >= 1))
    .sort((a, b) => b.popularity - a.popularity);
  const popular = withEpisodes.slice(0, 1500);
  const rest = withEpisodes.slice(1500);
  const rows: Row[] = [];
  const shows: ShowTruth[] = [];
  const used = new Set<number>();

  const nameOf = (show: (typeof withEpisodes)[number]) => {
    if ((shared.get(foldText(show.name)) ?? 0) < 2) return show.name;
    const year = show.first_air_date.slice(0, 4);
    const country = show.origin_country?.[0];
    // TV Time writes a year, or for a few well-known remakes a country.
    return country && rnd() < 0.25
      ? `${show.name} (${country === 'GB' ? 'UK' : country})`
      : `${show.name} (${year})`;
  };
  const seasonsOf = async (id: number) => {
    const out: SeasonDetails[] = [];
    for (const s of store.seasonsOf(id) ?? []) {
      const season = await store.season(id, s.season_number);
      if (season) out.push(season);
    }
    return out;
  };
  const aired = (e: { air_date: string | null }) => !!e.air_date && e.air_date <= AS_OF;

  // Watched shows until the rows run out; 100 rows are kept for 40 followed shows and 60 rows
  // of shows the catalogue does not have.
  const watchedBudget = target - 100;
  while (rows.length < watchedBudget) {
    const show = rnd() < 0.7 ? pick(popular) : pick(rest);
    if (used.has(show.id)) continue;
    used.add(show.id);
    const seasons = await seasonsOf(show.id);
    const regular = seasons
      .filter((s) => s.season_number >= 1)
      .flatMap((s) => s.episodes.filter(aired));
    if (regular.length < 2) continue;
    const name = nameOf(show);
    const absolute = regular.some((e) => e.season_number > 1) && rnd() < 0.05;
    const count = Math.min(
      regular.length,
      Math.max(2, Math.round(regular.length * rnd() ** 0.6)),
      watchedBudget - rows.length,
    );
    const truth: ShowTruth = {
      name,
      id: show.id,
      kind: absolute ? 'absolute' : 'watched',
      episodes: new Set(),
      unplaceable: 0,
    };
    // TV Time's years (2012 on): an old show is caught up with later, a new one as it airs.
    const firstAired = Date.parse(`${regular[0]!.air_date}T20:00:00Z`);
    let clock = Math.max(firstAired, Date.parse('2012-01-01') + rnd() * 3.4e11);
    const gap = count > 200 ? 0.6 : 3;
    regular.slice(0, count).forEach((e, i) => {
      const next = Math.max(
        clock + (0.1 + rnd() * gap) * 864e5,
        Date.parse(`${e.air_date}T21:00:00Z`),
      );
      clock = Math.min(next, LAST_WATCH);
      // Absolute numbering: one long season, watched from its first episode on, so the
      // import places each row by its order in the show (issue #42): on the episode it is.
      const season = absolute ? 1 : e.season_number;
      const episode = absolute ? i + 1 : e.episode_number;
      rows.push({ key: `watch-episode-${show.id}${i}`, at: stamp(clock), name, season, episode });
      if (absolute) {
        truth.episodes.add(`${e.season_number}:${e.episode_number}`);
        return;
      }
      const known = seasons.some(
        (s) => s.season_number === season && s.episodes.some((x) => x.episode_number === episode),
      );
      if (known) truth.episodes.add(`${season}:${episode}`);
      else truth.unplaceable++;
    });
    if (!absolute && rnd() < 0.08) {
      for (const e of regular.slice(0, Math.min(count, 1 + Math.floor(rnd() * 6)))) {
        clock = Math.min(clock + (1 + rnd() * 20) * 864e5, LAST_WATCH);
        rows.push({
          key: `rewatch-episode-${show.id}${e.episode_number}`,
          at: stamp(clock),
          name,
          season: e.season_number,
          episode: e.episode_number,
        });
      }
    }
    const specials = seasons.find((s) => s.season_number === 0)?.episodes.filter(aired) ?? [];
    if (!absolute && rnd() < 0.15) {
      for (const e of specials.slice(0, 1 + Math.floor(rnd() * 3))) {
        clock += 864e5;
        rows.push({
          key: `watch-episode-s0${e.episode_number}`,
          at: stamp(clock),
          name,
          season: 0,
          episode: e.episode_number,
        });
        truth.episodes.add(`0:${e.episode_number}`);
      }
      if (rnd() < 0.3) {
        // A special TheTVDB lists and TMDB does not.
        rows.push({
          key: 'watch-episode-s0x',
          at: stamp(clock + 864e5),
          name,
          season: 0,
          episode: 900 + Math.floor(rnd() * 99),
        });
        truth.unplaceable++;
      }
    }
    shows.push(truth);
  }
  // Shows only followed (the watchlist), then shows the catalogue does not have.
  for (let followed = 0; followed < 40;) {
    const show = pick(popular);
    if (used.has(show.id)) continue;
    used.add(show.id);
    const name = nameOf(show);
    rows.push({
      key: `user-series-${show.id}`,
      at: stamp(Date.parse('2022-01-01') + rnd() * 6e10),
      name,
      season: '',
      episode: '',
    });
    shows.push({ name, id: show.id, kind: 'followed', episodes: new Set(), unplaceable: 0 });
    followed++;
  }
  const invented = [
    'Harrowgate Station',
    'The Quiet Ledger of Pemberton',
    'Saltmarsh Detectives',
    'Velvet Orbit',
    'Kestrel Bay Nights',
  ];
  for (const [n, base] of invented.entries()) {
    const name = `${base} ${['Chronicles', 'Files', 'Stories', 'Hours'][n % 4]}`;
    if (data.listable('tv').some((s) => foldText(s.name) === foldText(name))) continue;
    for (let e = 1; e <= 12 && rows.length < target; e++)
      rows.push({
        key: `watch-episode-u${n}${e}`,
        at: stamp(Date.parse('2023-03-01') + e * 864e5),
        name,
        season: 1,
        episode: e,
      });
    shows.push({ name, id: null, kind: 'unknown', episodes: new Set(), unplaceable: 12 });
  }
  await store.close();
  const trimmed = rows.slice(0, target);
  // TV Time's file is not in watch order.
  for (let i = trimmed.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [trimmed[i], trimmed[j]] = [trimmed[j]!, trimmed[i]!];
  }
  const lines = trimmed.map((r, i) =>
    [i + 1, r.key, r.at, csvCell(r.name), 70000 + i, r.season, r.episode, r.at, `u${i}`].join(','),
  );
  return { csv: [HEADER, ...lines].join('\n'), rows: trimmed.length, shows };
}
