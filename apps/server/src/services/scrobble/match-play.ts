import { foldText, type TitleDetails } from '@unclewatch/core';

import type { CatalogProvider } from '../../providers/catalog/index';
import type { EpisodeIdIndex } from '../../providers/episode-ids/index';
import type { Play, PlayIds } from './parse-play';

/** Where a TheTVDB-numbered episode is on TMDB. */
export type TvdbPlace =
  { tmdbId: number; season: number; episode: number } | { tmdbId: number; absolute: number };

/** What a play is in the catalogue. */
export type PlayMatch =
  | { type: 'movie'; id: number; name: string; runtime: number | null; by: string }
  | {
      type: 'tv';
      id: number;
      name: string;
      season: number;
      episodes: number[];
      runtime: number | null;
      by: string;
    }
  | { type: 'none'; reason: string };

/** The keys a show is remembered by in the inbox's choices, strongest first. */
export function showKeys(play: Play): string[] {
  if (!play.show) return [];
  const { tmdb, tvdb, imdb } = play.show.ids;
  const name = foldText(play.show.name);
  return [
    ...(tmdb ? [`tmdb:${tmdb}`] : []),
    ...(tvdb ? [`tvdb:${tvdb}`] : []),
    ...(imdb ? [`imdb:${imdb}`] : []),
    ...(name ? [`name:${name}`] : []),
  ];
}

const sameName = (a: string, b: string | undefined) =>
  a !== '' && b !== undefined && foldText(a) === foldText(b);

/**
 * Matches plays offline, strongest id first (decision 075): a film by TMDB id, IMDb id, then
 * title and year; an episode by its own TMDB id, then its show (a remembered choice, TMDB id,
 * IMDb id, name) with season and number, then by order across seasons where they differ.
 */
export class PlayMatcher {
  constructor(
    private readonly catalog: CatalogProvider,
    private readonly episodeIds: EpisodeIdIndex,
    /** TheTVDB → TMDB numbering of anime (decision 071); null when the map does not say. */
    private readonly tvdbPlace: (
      tvdbId: number,
      season: number,
      episode: number,
    ) => TvdbPlace | null = () => null,
  ) {}

  async match(play: Play, rememberedShow: number | null): Promise<PlayMatch> {
    if (play.media === 'movie') return this.movie(play);
    if (play.media === 'episode') return this.episode(play, rememberedShow);
    return { type: 'none', reason: 'neither a film nor an episode' };
  }

  private async movie(play: Play): Promise<PlayMatch> {
    const found = (details: TitleDetails | null, by: string): PlayMatch | null =>
      details
        ? { type: 'movie', id: details.id, name: details.title ?? '', runtime: details.runtime, by }
        : null;
    if (play.ids.tmdb) {
      const hit = found(await this.catalog.details('movie', play.ids.tmdb), 'TMDB id');
      if (hit) return hit;
    }
    const lookups = [
      ...(play.ids.imdb
        ? [{ title: '', year: null, type: 'movie' as const, imdbId: play.ids.imdb }]
        : []),
      ...(play.title ? [{ title: play.title, year: play.year, type: 'movie' as const }] : []),
    ];
    const answers = await this.catalog.matchTitles(lookups);
    for (const [i, candidates] of answers.entries()) {
      const films = candidates.filter((c) => c.type === 'movie');
      if (films.length === 1) {
        const by = lookups[i]!.imdbId ? 'IMDb id' : 'title and year';
        const hit = found(await this.catalog.details('movie', films[0]!.id), by);
        if (hit) return hit;
      }
      if (films.length > 1)
        return { type: 'none', reason: `several films are named ${play.title}` };
    }
    return { type: 'none', reason: 'no film with these ids or this title and year' };
  }

  private async episode(play: Play, rememberedShow: number | null): Promise<PlayMatch> {
    const span = (first: number) =>
      play.episodeEnd !== null && play.episode !== null && play.episodeEnd > play.episode
        ? Array.from(
            { length: Math.min(play.episodeEnd - play.episode, 10) + 1 },
            (_, i) => first + i,
          )
        : [first];
    if (play.ids.tmdb) {
      const ref = this.episodeIds.byEpisodeId(play.ids.tmdb);
      if (ref) {
        const show = await this.catalog.details('tv', ref.showId);
        // A server that put the show's id in the episode's field must not land on a stranger.
        const numbersAgree = ref.season === play.season && ref.episode === play.episode;
        if (show && (numbersAgree || !play.show?.name || sameName(play.show.name, show.name)))
          return this.inSeason(show, ref.season, span(ref.episode), 'episode TMDB id');
      }
    }
    if (play.season === null || play.episode === null)
      return { type: 'none', reason: 'the episode has no season and number' };
    const tvdb = play.show?.ids.tvdb;
    const place = tvdb ? this.tvdbPlace(tvdb, play.season, play.episode) : null;
    if (place && play.season > 0) {
      const details = await this.catalog.details('tv', place.tmdbId);
      const ref =
        'absolute' in place
          ? this.episodeIds.showEpisodes(place.tmdbId).filter((e) => e.season >= 1)[
              place.absolute - 1
            ]
          : { season: place.season, episode: place.episode };
      if (details && ref) {
        const hit = await this.inSeason(details, ref.season, span(ref.episode), 'anime map');
        if (hit.type !== 'none') return hit;
      }
    }
    const show = await this.show(play.show?.ids ?? {}, play.show?.name ?? '', rememberedShow);
    if (!show)
      return { type: 'none', reason: `no show found for ${play.show?.name || 'this episode'}` };
    const direct = await this.inSeason(show.details, play.season, span(play.episode), show.by);
    if (direct.type !== 'none' || play.season === 0) return direct;
    return this.byOrder(show.details, play.season, span(play.episode), show.by);
  }

  private async show(ids: PlayIds, name: string, remembered: number | null) {
    const byId = async (id: number | null | undefined, by: string) => {
      const details = id ? await this.catalog.details('tv', id) : null;
      return details ? { details, by } : null;
    };
    const hit =
      (await byId(remembered, 'your earlier choice')) ?? (await byId(ids.tmdb, 'show TMDB id'));
    if (hit) return hit;
    const lookups = [
      ...(ids.imdb ? [{ title: '', year: null, type: 'tv' as const, imdbId: ids.imdb }] : []),
      ...(name ? [{ title: name, year: null, type: 'tv' as const }] : []),
    ];
    for (const candidates of await this.catalog.matchTitles(lookups)) {
      const shows = candidates.filter((c) => c.type === 'tv');
      if (shows.length === 1) return byId(shows[0]!.id, 'show name');
      if (shows.length > 1) return null;
    }
    return null;
  }

  private async inSeason(
    show: TitleDetails,
    n: number,
    episodes: number[],
    by: string,
  ): Promise<PlayMatch> {
    const season = await this.catalog.season(show.id, n);
    const known = episodes.map((e) => season?.episodes.find((x) => x.episode_number === e));
    if (!season || known.some((e) => e === undefined))
      return { type: 'none', reason: `${show.name ?? 'the show'} has no S${n}E${episodes[0]}` };
    return {
      type: 'tv',
      id: show.id,
      name: show.name ?? '',
      season: n,
      episodes,
      runtime: known[0]?.runtime ?? null,
      by,
    };
  }

  /**
   * Numbering that runs on past a season's end (one long season on the server, split on TMDB):
   * the episode's place across the regular seasons gives TMDB's season and number.
   */
  private async byOrder(
    show: TitleDetails,
    n: number,
    episodes: number[],
    by: string,
  ): Promise<PlayMatch> {
    const all = this.episodeIds.showEpisodes(show.id).filter((e) => e.season >= 1);
    const before = all.filter((e) => e.season < n).length;
    const inSeason = all.filter((e) => e.season === n).length;
    const first = episodes[0]!;
    if (inSeason === 0 || first <= inSeason)
      return { type: 'none', reason: `${show.name ?? 'the show'} has no S${n}E${first}` };
    const place = before + first - 1;
    const target = all[place];
    const last = all[place + episodes.length - 1];
    if (!target || !last || last.season !== target.season)
      return { type: 'none', reason: `${show.name ?? 'the show'} has no S${n}E${first}` };
    const numbers = episodes.map((_, i) => all[place + i]!.episode);
    const hit = await this.inSeason(show, target.season, numbers, `${by}, by order`);
    return hit;
  }
}
