// The scrobbling evaluation's cases (issue #43), made from the catalogue's own films and
// episodes with the truth beside each: every server's shape, films and episodes, modern and
// legacy Plex ids, numbering that runs on past TMDB's season, season 0, two-episode files,
// partial plays, repeated deliveries, other users' plays and shows no catalogue has.
import fs from 'node:fs';
import path from 'node:path';

import { foldText } from '@unclewatch/core';

import {
  defaultSnapshotPath,
  EpisodeStore,
  loadSnapshotCatalog,
} from '../../apps/server/src/snapshot/index';
import {
  EmbeddedEpisodeIds,
  EPISODE_IDS_FILE,
} from '../../apps/server/src/providers/episode-ids/embedded';
import {
  emby,
  jellyfin,
  plex,
  type Item,
  type Transport,
} from '../../apps/server/test/support/scrobble-payloads';
import { random } from '../assistant/seeded-random';

export type Truth =
  | { type: 'movie' | 'tv'; id: number; season: number | null; episodes: number[] }
  | 'inbox'
  | 'in_progress'
  | 'ignored'
  | 'duplicate';

export interface ScrobbleCase {
  kind: string;
  payload: unknown;
  transport: Transport;
  truth: Truth;
}

const AS_OF = '2024-11-01';

export async function makeScrobbleCases(count: number, seed = 43): Promise<ScrobbleCase[]> {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const data = loadSnapshotCatalog();
  const store = EpisodeStore.open(defaultSnapshotPath);
  const ids = new EmbeddedEpisodeIds(
    path.join(path.dirname(defaultSnapshotPath), EPISODE_IDS_FILE),
  );
  if (!fs.existsSync(path.join(path.dirname(defaultSnapshotPath), EPISODE_IDS_FILE)))
    throw new Error('no episode ids file');
  // How many titles of each type bear a name: the matcher looks among one type only.
  const names = new Map<string, number>();
  for (const t of data.titles()) {
    const film = 'title' in t && typeof t.title === 'string';
    const key = `${film ? 'movie' : 'tv'}:${foldText(film ? t.title : 'name' in t ? (t.name ?? '') : '')}`;
    names.set(key, (names.get(key) ?? 0) + 1);
  }
  const films = data
    .listable('movie')
    .filter((m) => m.imdb_id && m.release_date)
    .slice(0, 4000);
  const shows = data
    .listable('tv')
    .filter((s) => ids.showEpisodes(s.id).length > 0)
    .slice(0, 3000);
  const cases: ScrobbleCase[] = [];
  const usedFilms = new Set<number>();
  const usedEpisodes = new Set<string>();
  const servers = ['plex', 'plex-legacy', 'jellyfin', 'emby'] as const;
  const transportOf = (server: string): Transport =>
    server.startsWith('plex') ? 'multipart' : server === 'emby' ? pick(['json', 'form']) : 'text';

  const send = (
    server: (typeof servers)[number],
    item: Item,
    extra: { user?: string; percent?: number; completed?: boolean } = {},
  ) => {
    const percent = extra.percent ?? 95;
    const completed = extra.completed ?? true;
    if (server === 'plex' || server === 'plex-legacy')
      return plex(completed ? 'media.scrobble' : 'media.stop', item, {
        user: extra.user,
        percent,
        legacy: server === 'plex-legacy',
      });
    if (server === 'jellyfin')
      return jellyfin('PlaybackStop', item, { user: extra.user, percent, completed });
    return emby('playback.stop', item, { user: extra.user, percent, completed });
  };

  const film = (): Item & { kind: 'movie' } => {
    for (;;) {
      const m = pick(films);
      if (usedFilms.has(m.id)) continue;
      usedFilms.add(m.id);
      return {
        kind: 'movie',
        title: m.title,
        year: Number(m.release_date.slice(0, 4)),
        tmdb: m.id,
        imdb: m.imdb_id!,
      };
    }
  };
  const episode = async () => {
    for (;;) {
      const show = pick(shows);
      const refs = ids.showEpisodes(show.id).filter((e) => e.season >= 1);
      const ref = refs.length > 0 ? pick(refs) : null;
      if (!ref || usedEpisodes.has(`${show.id}:${ref.season}:${ref.episode}`)) continue;
      const season = await store.season(show.id, ref.season);
      const e = season?.episodes.find((x) => x.episode_number === ref.episode);
      if (!e?.air_date || e.air_date > AS_OF) continue;
      usedEpisodes.add(`${show.id}:${ref.season}:${ref.episode}`);
      const tmdb = refs.length > 0 ? episodeId(show.id, ref.season, ref.episode) : undefined;
      return { show, ref, season: season!, tmdb, refs };
    }
  };
  const episodeId = (showId: number, season: number, number: number) => {
    // The file is the truth of ids: find the id whose reference is this episode.
    for (const e of ids.showEpisodesWithIds(showId))
      if (e.season === season && e.episode === number) return e.id;
    return undefined;
  };

  while (cases.length < count) {
    const roll = rnd();
    const server = pick(servers);
    if (roll < 0.3) {
      const f = film();
      const variant = rnd();
      // Ids a server may lack: IMDb only, TMDB only, or only title and year (Emby on a bare library).
      const item: typeof f =
        variant < 0.15
          ? { ...f, tmdb: undefined }
          : variant < 0.3 && server !== 'plex-legacy'
            ? { ...f, imdb: undefined }
            : variant < 0.4 && server !== 'plex-legacy'
              ? { ...f, tmdb: undefined, imdb: undefined }
              : f;
      const titleOnly = !item.tmdb && !item.imdb;
      cases.push({
        kind: `${server} film${titleOnly ? ' by title' : ''}`,
        payload: send(server, item),
        transport: transportOf(server),
        truth:
          titleOnly && (names.get(`movie:${foldText(f.title)}`) ?? 0) > 1
            ? 'inbox'
            : { type: 'movie', id: f.tmdb!, season: null, episodes: [] },
      });
      if (rnd() < 0.1)
        cases.push({
          kind: 'repeated delivery',
          payload: send(server, item),
          transport: transportOf(server),
          truth: 'duplicate',
        });
    } else if (roll < 0.8) {
      const { show, ref, season, tmdb } = await episode();
      const unique = (names.get(`tv:${foldText(show.name)}`) ?? 0) === 1;
      const byId = server !== 'plex-legacy' && rnd() < 0.6;
      const two =
        server !== 'plex' &&
        server !== 'plex-legacy' &&
        rnd() < 0.1 &&
        season.episodes.some(
          (x) => x.episode_number === ref.episode + 1 && x.air_date && x.air_date <= AS_OF,
        ) &&
        !usedEpisodes.has(`${show.id}:${ref.season}:${ref.episode + 1}`);
      if (two) usedEpisodes.add(`${show.id}:${ref.season}:${ref.episode + 1}`);
      const item: Item = {
        kind: 'episode',
        show: show.name,
        season: ref.season,
        episode: ref.episode,
        ...(two ? { episodeEnd: ref.episode + 1 } : {}),
        ...(byId ? { tmdb } : {}),
      };
      cases.push({
        kind: `${server} episode${byId ? ' by episode id' : ' by show name'}${two ? ', two-episode file' : ''}`,
        payload: send(server, item),
        transport: transportOf(server),
        truth:
          byId || unique
            ? {
                type: 'tv',
                id: show.id,
                season: ref.season,
                episodes: two ? [ref.episode, ref.episode + 1] : [ref.episode],
              }
            : 'inbox',
      });
    } else if (roll < 0.86) {
      // One long season on the server: the number runs past TMDB's first season.
      const { show, refs } = await episode();
      const first = refs.filter((e) => e.season === 1).length;
      const later = refs[first];
      const unique = (names.get(`tv:${foldText(show.name)}`) ?? 0) === 1;
      if (!later || first === 0 || !unique) continue;
      const s = await store.season(show.id, later.season);
      const e = s?.episodes.find((x) => x.episode_number === later.episode);
      if (
        !e?.air_date ||
        e.air_date > AS_OF ||
        usedEpisodes.has(`${show.id}:${later.season}:${later.episode}`)
      )
        continue;
      usedEpisodes.add(`${show.id}:${later.season}:${later.episode}`);
      cases.push({
        kind: `${server} episode numbered past the season`,
        payload: send(server, { kind: 'episode', show: show.name, season: 1, episode: first + 1 }),
        transport: transportOf(server),
        truth: { type: 'tv', id: show.id, season: later.season, episodes: [later.episode] },
      });
    } else if (roll < 0.9) {
      const { show } = await episode();
      cases.push({
        kind: `${server} season 0`,
        payload: send(server, { kind: 'episode', show: show.name, season: 0, episode: 1 }),
        transport: transportOf(server),
        truth: 'inbox',
      });
    } else if (roll < 0.94) {
      cases.push({
        kind: `${server} partial play`,
        payload: send(server, film(), { percent: 30 + Math.floor(rnd() * 40), completed: false }),
        transport: transportOf(server),
        truth: 'in_progress',
      });
    } else if (roll < 0.97) {
      cases.push({
        kind: `${server} another user's play`,
        payload: send(server, film(), { user: 'bob' }),
        transport: transportOf(server),
        truth: 'ignored',
      });
    } else {
      cases.push({
        kind: `${server} show no catalogue has`,
        payload: send(server, {
          kind: 'episode',
          show: `Qqz Show ${Math.floor(rnd() * 1e6)}`,
          season: 1,
          episode: 1,
        }),
        transport: transportOf(server),
        truth: 'inbox',
      });
    }
  }
  return cases.slice(0, count);
}
