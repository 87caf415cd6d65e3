// TV Time exports whose numbering or names differ from the catalogue's (issue #42), made from
// the catalogue's own shows (many, picked by a seeded random walk, not by hand), with the
// truth of every row kept beside it: the episode it is, or null when it must be reported.
// Kinds: absolute numbers (one long season), split seasons (TheTVDB's longer seasons: two of
// the catalogue's in one), a missing season (one the catalogue does not have), country hints
// (the right country's show; a country none has → not found), shared names, and specials.
import { foldText } from '@unclewatch/core';

import {
  defaultSnapshotPath,
  EpisodeStore,
  loadSnapshotCatalog,
} from '../../apps/server/src/snapshot/index';
import { random } from '../assistant/seeded-random';

export const KINDS = [
  'absolute',
  'split',
  'missingSeason',
  'countryHint',
  'countryNone',
  'sharedName',
  'specials',
] as const;
export type Kind = (typeof KINDS)[number];

/** One row of the file and what it is. */
export interface KindRow {
  kind: Kind;
  /** The moment written in the file (unique in the file): how its viewing is found. */
  at: string;
  truth: { showId: number; season: number; episode: number } | null;
}

export interface KindsExport {
  csv: string;
  rows: KindRow[];
  shows: Record<Kind, number>;
}

const HEADER = 'key,created_at,series_name,s_id,season_number,episode_number';
const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
const hint = (country: string) => (country === 'GB' ? 'UK' : country);

type Ep = { season: number; episode: number };

export async function makeKindsExport(
  options: { showsPerKind?: number; seed?: number } = {},
): Promise<KindsExport> {
  const perKind = options.showsPerKind ?? 40;
  const rnd = random(options.seed ?? 42);
  const data = loadSnapshotCatalog();
  const store = EpisodeStore.open(defaultSnapshotPath);
  const tv = data.listable('tv');
  const byName = new Map<string, typeof tv>();
  for (const show of tv)
    byName.set(foldText(show.name), [...(byName.get(foldText(show.name)) ?? []), show]);
  const seasonsOf = async (id: number) => {
    const out = new Map<number, number[]>();
    for (const s of store.seasonsOf(id) ?? []) {
      const season = await store.season(id, s.season_number);
      // Every episode the catalogue lists (as the import sees them), aired or not.
      const episodes = (season?.episodes ?? []).map((e) => e.episode_number);
      if (episodes.length > 0)
        out.set(
          s.season_number,
          episodes.sort((a, b) => a - b),
        );
    }
    return out;
  };
  const regularOf = (seasons: Map<number, number[]>) =>
    [...seasons].filter(([n]) => n >= 1).sort((a, b) => a[0] - b[0]);
  /** Catalogue seasons numbered 1…n, each with episodes 1…k (the kinds below rely on it). */
  const plain = (seasons: Map<number, number[]>) =>
    regularOf(seasons).every(([n, eps], i) => n === i + 1 && eps.every((e, j) => e === j + 1));

  const lines: string[] = [];
  const rows: KindRow[] = [];
  const shows = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  let clock = Date.parse('2015-01-01T20:00:00Z');
  let sId = 990_000_000;
  const write = (kind: Kind, name: string, file: Ep, truth: KindRow['truth']) => {
    clock += 3_600_000;
    const at = new Date(clock).toISOString().slice(0, 19).replace('T', ' ');
    lines.push(
      [`watch-episode-${lines.length + 1}`, at, cell(name), sId, file.season, file.episode].join(
        ',',
      ),
    );
    rows.push({ kind, at, truth });
  };
  const used = new Set<number>();
  const usedNames = new Set<string>();
  const pool = [...tv].sort((a, b) => b.popularity - a.popularity).slice(0, 4000);
  const unique = (show: (typeof tv)[number]) =>
    (byName.get(foldText(show.name)) ?? []).length === 1;
  // A seeded walk over the catalogue: a show fit for the kind, until enough are found.
  const each = async (
    kind: Kind,
    candidates: readonly (typeof tv)[number][],
    make: (show: (typeof tv)[number], seasons: Map<number, number[]>) => boolean,
  ) => {
    const order = [...candidates].map((s) => ({ s, r: rnd() })).sort((a, b) => a.r - b.r);
    for (const { s } of order) {
      if (shows[kind] >= perKind) return;
      // One show a name: two shows under one name in the file would be one show to the import.
      if (used.has(s.id) || usedNames.has(foldText(s.name))) continue;
      const seasons = await seasonsOf(s.id);
      sId++;
      if (make(s, seasons)) {
        used.add(s.id);
        usedNames.add(foldText(s.name));
        shows[kind]++;
      }
    }
  };

  // Absolute numbers: every regular episode as season 1, episode 1…N (N past season 1's end).
  await each('absolute', pool.filter(unique), (show, seasons) => {
    const regular = regularOf(seasons);
    if (regular.length < 2 || !plain(seasons)) return false;
    const all = regular.flatMap(([n, eps]) => eps.map((e) => ({ season: n, episode: e })));
    const count = Math.max(regular[0]![1].length + 1, Math.round(all.length * (0.5 + rnd() / 2)));
    all
      .slice(0, count)
      .forEach((e, i) =>
        write('absolute', show.name, { season: 1, episode: i + 1 }, { showId: show.id, ...e }),
      );
    return true;
  });
  // Split seasons: the file's season k is the catalogue's seasons 2k-1 and 2k together.
  await each('split', pool.filter(unique), (show, seasons) => {
    const regular = regularOf(seasons);
    if (regular.length < 3 || !plain(seasons)) return false;
    const pairs = Math.floor(regular.length / 2);
    for (let k = 0; k < pairs; k++) {
      const merged = [
        ...regular[2 * k]![1].map((e) => ({ season: 2 * k + 1, episode: e })),
        ...regular[2 * k + 1]![1].map((e) => ({ season: 2 * k + 2, episode: e })),
      ];
      merged.forEach((e, i) =>
        write('split', show.name, { season: k + 1, episode: i + 1 }, { showId: show.id, ...e }),
      );
    }
    return true;
  });
  // A missing season: the catalogue's seasons as they are, and one after its last (reported).
  await each('missingSeason', pool.filter(unique), (show, seasons) => {
    const regular = regularOf(seasons);
    if (regular.length < 1 || !plain(seasons)) return false;
    for (const [n, eps] of regular)
      for (const e of eps)
        write(
          'missingSeason',
          show.name,
          { season: n, episode: e },
          { showId: show.id, season: n, episode: e },
        );
    const next = regular.at(-1)![0] + 1;
    for (let e = 1; e <= 6; e++)
      write('missingSeason', show.name, { season: next, episode: e }, null);
    return true;
  });
  // Names several shows share, with the countries they come from.
  const sharedGroups = [...byName.values()].filter((g) => g.length >= 2);
  const countryOf = (s: (typeof tv)[number]) => s.origin_country?.[0];
  const countryFit = sharedGroups.flatMap((g) =>
    g.filter((s) => countryOf(s) && g.filter((o) => countryOf(o) === countryOf(s)).length === 1),
  );
  const firstSeasons = (seasons: Map<number, number[]>) =>
    regularOf(seasons)
      .slice(0, 2)
      .flatMap(([n, eps]) => eps.map((e) => ({ season: n, episode: e })));
  await each('countryHint', countryFit, (show, seasons) => {
    const eps = firstSeasons(seasons);
    if (eps.length === 0) return false;
    const name = `${show.name} (${hint(countryOf(show)!)})`;
    for (const e of eps) write('countryHint', name, e, { showId: show.id, ...e });
    return true;
  });
  // A country none of the shows of that name comes from: not found, never another's show.
  const countries = ['IT', 'ES', 'SE', 'BR', 'KR', 'DE', 'FR', 'NL', 'JP', 'AU', 'GB', 'US'];
  await each(
    'countryNone',
    sharedGroups.map((g) => g[0]!),
    (show, seasons) => {
      const group = byName.get(foldText(show.name)) ?? [];
      const absent = countries.find((c) =>
        group.every((s) => !(s.origin_country ?? []).includes(c)),
      );
      const eps = firstSeasons(seasons);
      if (!absent || eps.length === 0) return false;
      for (const e of eps) write('countryNone', `${show.name} (${hint(absent)})`, e, null);
      return true;
    },
  );
  // A shared name without a hint: the show whose seasons fit is the default, or nothing.
  await each('sharedName', sharedGroups.flat(), (show, seasons) => {
    const eps = regularOf(seasons).flatMap(([n, e]) => e.map((x) => ({ season: n, episode: x })));
    if (eps.length < 3) return false;
    for (const e of eps) write('sharedName', show.name, e, { showId: show.id, ...e });
    return true;
  });
  // Specials: season 0 rows beside a few regular ones. Placed where the catalogue has that
  // special (the offline data has no season 0: reported there), never elsewhere.
  await each('specials', pool.filter(unique), (show, seasons) => {
    const regular = regularOf(seasons);
    if (regular.length === 0) return false;
    for (const e of regular[0]![1].slice(0, 2))
      write(
        'specials',
        show.name,
        { season: regular[0]![0], episode: e },
        { showId: show.id, season: regular[0]![0], episode: e },
      );
    const specials = seasons.get(0) ?? [];
    for (const e of [1, 2, 3, 900 + Math.floor(rnd() * 99)])
      write(
        'specials',
        show.name,
        { season: 0, episode: e },
        specials.includes(e) ? { showId: show.id, season: 0, episode: e } : null,
      );
    return true;
  });
  await store.close();
  return { csv: [HEADER, ...lines].join('\n'), rows, shows };
}
