import {
  isListable,
  uncleScore,
  type Credits,
  type MediaType,
  type PagedTitles,
  type Person,
  type PersonSummary,
  type TitleDetails,
  type TitleSummary,
  type Video,
} from '@unclewatch/core';

import type { TmdbCredits, TmdbDetails, TmdbListItem, TmdbPage, TmdbPerson } from './tmdb-types';
import { toSeasonSummaries } from './tmdb-seasons';

/** IMDb and Rotten Tomatoes figures TMDB lacks, looked up in the snapshot by TMDB id. */
export type ScoreLookup = (
  type: MediaType,
  id: number,
) => { imdbRating?: number; rtRating?: number } | undefined;

export function toSummary(item: TmdbListItem, type: MediaType, scores: ScoreLookup): TitleSummary {
  const known = scores(type, item.id);
  const vote = item.vote_average ?? 0;
  const score = uncleScore({
    tmdbRating: vote,
    imdbRating: known?.imdbRating,
    rtRating: known?.rtRating,
  });
  const names =
    type === 'movie'
      ? {
          title: item.title ?? item.name ?? '',
          original_title: item.original_title ?? item.title ?? '',
          release_date: item.release_date ?? '',
        }
      : {
          name: item.name ?? item.title ?? '',
          original_name: item.original_name ?? item.name ?? '',
          first_air_date: item.first_air_date ?? '',
        };
  return {
    id: item.id,
    media_type: type,
    ...names,
    overview: item.overview ?? '',
    poster_path: item.poster_path ?? null,
    backdrop_path: item.backdrop_path ?? null,
    vote_average: vote,
    vote_count: item.vote_count ?? 0,
    popularity: item.popularity ?? 0,
    original_language: item.original_language ?? '',
    genre_ids: item.genre_ids ?? [],
    origin_country: item.origin_country ?? [],
    adult: item.adult ?? false,
    imdbRating: known?.imdbRating ?? null,
    rtRating: known?.rtRating ?? null,
    uncleScore: score?.score ?? null,
    uncleScoreSources: score?.sources ?? [],
  };
}

const mediaTypeOf = (item: TmdbListItem, fallback?: MediaType): MediaType | undefined =>
  item.media_type === 'movie' || item.media_type === 'tv' ? item.media_type : fallback;

/**
 * Titles of a list, with the list rules applied (search keeps poster-less titles: `isFindable`,
 * decision 080); people and unknown kinds dropped.
 */
export function toTitles(
  items: TmdbListItem[],
  scores: ScoreLookup,
  type?: MediaType,
  keep: (title: TitleSummary) => boolean = isListable,
) {
  return items
    .flatMap((item) => {
      const kind = item.media_type === 'person' ? undefined : mediaTypeOf(item, type);
      return kind ? [toSummary(item, kind, scores)] : [];
    })
    .filter(keep);
}

export function toPaged(
  page: TmdbPage,
  scores: ScoreLookup,
  type?: MediaType,
  keep: (t: TitleSummary) => boolean = () => true,
): PagedTitles {
  return {
    page: page.page,
    results: toTitles(page.results, scores, type).filter(keep),
    // TMDB never serves past page 500.
    total_pages: Math.min(page.total_pages, 500),
    total_results: page.total_results,
  };
}

export function toPersonSummary(item: TmdbListItem, scores: ScoreLookup): PersonSummary {
  return {
    id: item.id,
    media_type: 'person',
    name: item.name ?? '',
    profile_path: item.profile_path ?? null,
    known_for_department: item.known_for_department ?? '',
    known_for: toTitles(item.known_for ?? [], scores),
  };
}

export function toDetails(raw: TmdbDetails, type: MediaType, scores: ScoreLookup): TitleDetails {
  const keywords = raw.keywords?.keywords ?? raw.keywords?.results ?? [];
  const summary = toSummary(
    {
      ...raw,
      genre_ids: raw.genre_ids ?? (raw.genres ?? []).map((g) => g.id),
      origin_country:
        raw.origin_country ?? (raw.production_countries ?? []).map((c) => c.iso_3166_1),
    },
    type,
    scores,
  );
  return {
    ...summary,
    genres: raw.genres ?? [],
    imdb_id: raw.imdb_id ?? raw.external_ids?.imdb_id ?? null,
    runtime: raw.runtime ?? raw.episode_run_time?.[0] ?? null,
    tagline: raw.tagline ?? '',
    keywords: keywords.map((k) => k.name),
    number_of_seasons: type === 'tv' ? (raw.number_of_seasons ?? null) : null,
    number_of_episodes: type === 'tv' ? (raw.number_of_episodes ?? null) : null,
    networks: type === 'tv' ? (raw.networks ?? []).map((n) => n.name) : [],
    created_by:
      type === 'tv' ? (raw.created_by ?? []).map((c) => ({ id: c.id, name: c.name })) : [],
    ...(type === 'tv' && raw.seasons ? { seasons: toSeasonSummaries(raw.seasons) } : {}),
    ...(type === 'tv' ? { status: raw.status || null } : {}),
  };
}

export function toVideos(raw: TmdbDetails): Video[] {
  return (raw.videos?.results ?? []).map((v) => ({
    id: v.id,
    key: v.key,
    name: v.name,
    site: v.site,
    type: v.type,
    official: v.official ?? false,
  }));
}

/** Big productions list hundreds of credits; pages show the top-billed and the key crew. */
const MAX_CAST = 50;
const crewDepartments = new Set(['Directing', 'Writing', 'Production']);

export function toCredits(id: number, raw: TmdbCredits | undefined): Credits {
  return {
    id,
    cast: (raw?.cast ?? []).slice(0, MAX_CAST).map((c, i) => ({
      id: c.id,
      name: c.name,
      character: c.character ?? '',
      profile_path: c.profile_path ?? null,
      order: c.order ?? i,
    })),
    crew: (raw?.crew ?? [])
      .filter((c) => crewDepartments.has(c.department))
      .slice(0, MAX_CAST)
      .map((c) => ({
        id: c.id,
        name: c.name,
        job: c.job,
        department: c.department,
        profile_path: c.profile_path ?? null,
      })),
  };
}

export function toPerson(raw: TmdbPerson): Person {
  return {
    id: raw.id,
    name: raw.name,
    profile_path: raw.profile_path ?? null,
    place_of_birth: raw.place_of_birth ?? null,
    biography: raw.biography ?? '',
    biography_source: raw.biography ? 'TMDB' : null,
    birthday: raw.birthday ?? null,
    deathday: raw.deathday ?? null,
    known_for_department: raw.known_for_department ?? '',
    popularity: raw.popularity ?? 0,
  };
}
