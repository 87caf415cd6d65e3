import {
  genreNames,
  uncleScore,
  type CastMember,
  type MediaType,
  type SnapshotMovie,
  type SnapshotPerson,
  type SnapshotTv,
  type TitleDetails,
  type TitleSummary,
} from '@unclewatch/core';

export type SnapshotTitle = SnapshotMovie | SnapshotTv;

export function isMovie(title: SnapshotTitle): title is SnapshotMovie {
  return 'title' in title;
}

export function mediaTypeOf(title: SnapshotTitle): MediaType {
  return isMovie(title) ? 'movie' : 'tv';
}

export function displayTitle(title: SnapshotTitle): string {
  return isMovie(title) ? title.title : title.name;
}

export function releaseDate(title: SnapshotTitle): string {
  return isMovie(title) ? title.release_date : title.first_air_date;
}

export function releaseYear(title: SnapshotTitle): number | null {
  const year = Number.parseInt(releaseDate(title).slice(0, 4), 10);
  return Number.isFinite(year) ? year : null;
}

const summaries = new WeakMap<SnapshotTitle, TitleSummary>();

/** The list form of a title; computed once per title (the snapshot never changes at run time). */
export function toSummary(title: SnapshotTitle): TitleSummary {
  let summary = summaries.get(title);
  if (!summary) {
    summary = buildSummary(title);
    summaries.set(title, summary);
  }
  return summary;
}

function buildSummary(title: SnapshotTitle): TitleSummary {
  const score = uncleScore({
    tmdbRating: title.vote_average,
    imdbRating: title.imdbRating,
    rtRating: title.rtRating,
  });
  const names = isMovie(title)
    ? { title: title.title, original_title: title.original_title, release_date: title.release_date }
    : {
        name: title.name,
        original_name: title.original_name,
        first_air_date: title.first_air_date,
      };
  return {
    id: title.id,
    media_type: mediaTypeOf(title),
    ...names,
    overview: title.overview,
    poster_path: title.poster_path,
    backdrop_path: title.backdrop_path,
    vote_average: title.vote_average,
    vote_count: title.vote_count,
    popularity: title.popularity,
    original_language: title.original_language,
    genre_ids: title.genre_ids,
    origin_country: title.origin_country ?? [],
    adult: title.adult,
    imdbRating: title.imdbRating ?? null,
    rtRating: title.rtRating ?? null,
    uncleScore: score?.score ?? null,
    uncleScoreSources: score?.sources ?? [],
  };
}

const details = new WeakMap<SnapshotTitle, TitleDetails>();

/** The detail form of a title; computed once per title, like the list form. */
export function toDetails(title: SnapshotTitle): TitleDetails {
  let detail = details.get(title);
  if (!detail) {
    detail = buildDetails(title);
    details.set(title, detail);
  }
  return detail;
}

function buildDetails(title: SnapshotTitle): TitleDetails {
  return {
    ...toSummary(title),
    genres: title.genre_ids.flatMap((id) => {
      const name = genreNames[id];
      return name ? [{ id, name }] : [];
    }),
    imdb_id: title.imdb_id ?? null,
    runtime: title.runtime ?? null,
    tagline: title.tagline ?? '',
    keywords: title.keywords ?? [],
    number_of_seasons: isMovie(title) ? null : (title.number_of_seasons ?? null),
    networks: isMovie(title) ? [] : (title.networks ?? []),
  };
}

export function toCastMember(person: SnapshotPerson, character: string, order: number): CastMember {
  return { id: person.id, name: person.name, character, profile_path: person.profile_path, order };
}
