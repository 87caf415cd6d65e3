import {
  genreNames,
  uncleScore,
  type CastMember,
  type Credits,
  type Person,
  type PersonCredits,
  type SnapshotPerson,
  type TitleDetails,
  type TitleSummary,
  type Video,
} from '@unclewatch/core';

import type { TitleFacts } from '@unclewatch/core';
import type { SnapshotCatalog } from './snapshot-catalog';
import type { PersonCredit } from './titles';
import {
  displayTitle,
  isMovie,
  mediaTypeOf,
  releaseDate,
  releaseYear,
  type SnapshotTitle,
} from './titles';

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
    genre_ids: uniqueIds(title.genre_ids),
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
export function toDetails(title: SnapshotTitle, catalog: SnapshotCatalog): TitleDetails {
  let detail = details.get(title);
  if (!detail) {
    detail = buildDetails(title, catalog);
    details.set(title, detail);
  }
  return detail;
}

function buildDetails(title: SnapshotTitle, catalog: SnapshotCatalog): TitleDetails {
  return {
    ...toSummary(title),
    genres: uniqueIds(title.genre_ids).flatMap((id) => {
      const name = genreNames[id];
      return name ? [{ id, name }] : [];
    }),
    imdb_id: title.imdb_id ?? null,
    runtime: title.runtime ?? null,
    tagline: title.tagline ?? '',
    keywords: title.keywords ?? [],
    number_of_seasons: isMovie(title) ? null : (title.number_of_seasons ?? null),
    number_of_episodes: isMovie(title) ? null : (title.number_of_episodes ?? null),
    networks: isMovie(title) ? [] : (title.networks ?? []),
    created_by: isMovie(title)
      ? []
      : (title.creators ?? []).flatMap((id) => {
          const person = catalog.person(id);
          return person ? [{ id: person.id, name: person.name }] : [];
        }),
    ...(isMovie(title) ? {} : { status: title.status ?? null }),
    certification: title.certification ? { region: 'US', rating: title.certification } : null,
  };
}

export function toCastMember(person: SnapshotPerson, character: string, order: number): CastMember {
  return { id: person.id, name: person.name, character, profile_path: person.profile_path, order };
}

/** The snapshot keeps bare YouTube keys, best first; TMDB's video shape names them. */
export function toVideos(title: SnapshotTitle): Video[] {
  return (title.trailers ?? []).map((key, i) => ({
    id: key,
    key,
    name:
      i === 0
        ? `${displayTitle(title)} — Official Trailer`
        : `${displayTitle(title)} — Trailer ${i + 1}`,
    site: 'YouTube',
    type: 'Trailer',
    official: true,
  }));
}

/** Cast in billing order and crew, for the people the snapshot knows. */
export function toCredits(catalog: SnapshotCatalog, title: SnapshotTitle): Credits {
  const credits: Credits = { id: title.id, cast: [], crew: [] };
  for (const credit of [...(title.credits ?? [])].sort((a, b) => a.order - b.order)) {
    const person = catalog.person(credit.personId);
    if (!person) continue;
    if (credit.department === 'Acting') {
      credits.cast.push(toCastMember(person, credit.character ?? '', credit.order));
    } else {
      credits.crew.push({
        id: person.id,
        name: person.name,
        job: credit.job ?? (credit.department === 'Directing' ? 'Director' : credit.department),
        department: credit.department,
        profile_path: person.profile_path,
      });
    }
  }
  return credits;
}

/** What import and export need of a title. */
export function toTitleFacts(title: SnapshotTitle): TitleFacts {
  return {
    type: mediaTypeOf(title),
    id: title.id,
    title: displayTitle(title),
    year: releaseYear(title),
    imdbId: title.imdb_id ?? null,
  };
}

export function toPerson(catalog: SnapshotCatalog, person: SnapshotPerson): Person {
  const biography = catalog.biography(person.id);
  return {
    id: person.id,
    name: person.name,
    profile_path: person.profile_path,
    place_of_birth: person.place_of_birth,
    biography,
    // Snapshot biographies are TMDB's (decision 017); credit them where they are shown.
    biography_source: biography ? 'TMDB' : null,
    birthday: person.birthday ?? null,
    deathday: person.deathday ?? null,
    known_for_department: person.known_for_department,
    popularity: person.popularity,
  };
}

const newestFirst = (a: PersonCredit, b: PersonCredit) =>
  releaseDate(b.title).localeCompare(releaseDate(a.title)) || a.title.id - b.title.id;

/**
 * A person's titles, never adult ones: all of them best-known first ("Known For"), and the
 * filmography, newest first, with directing apart from acting (each title once per list).
 */
export function toPersonCredits(catalog: SnapshotCatalog, personId: number): PersonCredits {
  const credits = catalog.creditsOf(personId).filter((c) => !c.title.adult);
  const best = [...credits].sort(
    (a, b) => b.title.vote_count - a.title.vote_count || a.title.id - b.title.id,
  );
  const once = (list: PersonCredit[]) => {
    const seen = new Set<SnapshotTitle>();
    return list.filter((c) => !seen.has(c.title) && seen.add(c.title));
  };
  const directing = once(credits.filter((c) => c.department === 'Directing').sort(newestFirst));
  const acting = once(credits.filter((c) => c.department === 'Acting').sort(newestFirst));
  return {
    id: personId,
    cast: best.map((c) => ({ ...toSummary(c.title), character: c.character || c.job })),
    directing: directing.map((c) => ({ ...toSummary(c.title), job: c.job })),
    acting: acting.map((c) => ({ ...toSummary(c.title), character: c.character })),
  };
}

/** Some snapshot rows list a genre twice; an answer lists it once. */
function uniqueIds(ids: readonly number[]): number[] {
  return ids.length < 2 ? [...ids] : [...new Set(ids)];
}
