import {
  isMovie,
  type Credits,
  type Person,
  type SnapshotPerson,
  type SnapshotTitleBase,
  type TitleDetails,
  type TitleRecord,
  type TitleSummary,
  type Video,
} from '@unclewatch/core';

import type { TitleSheet } from './index';

/** A list item as a record: what a list knows (no runtime, keywords or credits). */
export function summaryRecord(item: TitleSummary): TitleRecord {
  const base = {
    id: item.id,
    overview: item.overview,
    poster_path: item.poster_path,
    backdrop_path: item.backdrop_path,
    original_language: item.original_language,
    genre_ids: item.genre_ids,
    vote_average: item.vote_average,
    vote_count: item.vote_count,
    popularity: item.popularity,
    adult: item.adult,
    origin_country: item.origin_country,
    sources: ['tmdb-live'],
  };
  return withNames(base, item);
}

type Names = Pick<
  TitleSummary,
  | 'media_type'
  | 'title'
  | 'original_title'
  | 'release_date'
  | 'name'
  | 'original_name'
  | 'first_air_date'
>;

/** A record from its shared fields and the movie's or show's own names and date. */
function withNames(base: SnapshotTitleBase, item: Names): TitleRecord {
  return item.media_type === 'movie'
    ? {
        ...base,
        title: item.title ?? '',
        original_title: item.original_title ?? item.title ?? '',
        release_date: item.release_date ?? '',
      }
    : {
        ...base,
        name: item.name ?? '',
        original_name: item.original_name ?? item.name ?? '',
        first_air_date: item.first_air_date ?? '',
      };
}

/** A details answer (with its credits and videos) as a fact sheet. */
export function sheetOf(
  details: TitleDetails,
  credits: Credits | null,
  videos: readonly Video[],
): TitleSheet {
  const names = new Map<number, string>();
  const cast = (credits?.cast ?? []).map((c) => {
    names.set(c.id, c.name);
    return { personId: c.id, character: c.character, department: 'Acting', order: c.order };
  });
  const crew = (credits?.crew ?? []).map((c, order) => {
    names.set(c.id, c.name);
    return { personId: c.id, department: c.department, job: c.job, order };
  });
  for (const c of details.created_by) names.set(c.id, c.name);
  const base = {
    id: details.id,
    overview: details.overview,
    poster_path: details.poster_path,
    backdrop_path: details.backdrop_path,
    original_language: details.original_language,
    genre_ids: details.genre_ids,
    vote_average: details.vote_average,
    vote_count: details.vote_count,
    popularity: details.popularity,
    adult: details.adult,
    origin_country: details.origin_country,
    keywords: details.keywords,
    ...(details.runtime ? { runtime: details.runtime } : {}),
    tagline: details.tagline,
    trailers: videos.filter((v) => v.site === 'YouTube' && v.type === 'Trailer').map((v) => v.key),
    ...(details.imdbRating !== null ? { imdbRating: details.imdbRating } : {}),
    ...(details.rtRating !== null ? { rtRating: details.rtRating } : {}),
    credits: [...cast, ...crew],
    sources: ['tmdb-live'],
  };
  const named = withNames(base, details);
  const title: TitleRecord = isMovie(named)
    ? named
    : {
        ...named,
        ...(details.number_of_seasons ? { number_of_seasons: details.number_of_seasons } : {}),
        ...(details.number_of_episodes ? { number_of_episodes: details.number_of_episodes } : {}),
        networks: details.networks,
        creators: details.created_by.map((c) => c.id),
      };
  return {
    title,
    people: {
      person: (id) => {
        const name = names.get(id);
        return name === undefined ? undefined : { id, name };
      },
    },
  };
}

export function personRecord(person: Person): SnapshotPerson {
  return {
    id: person.id,
    name: person.name,
    profile_path: person.profile_path,
    known_for_department: person.known_for_department,
    place_of_birth: person.place_of_birth,
    biography: person.biography,
    popularity: person.popularity,
    ...(person.birthday ? { birthday: person.birthday } : {}),
    ...(person.deathday ? { deathday: person.deathday } : {}),
  };
}
