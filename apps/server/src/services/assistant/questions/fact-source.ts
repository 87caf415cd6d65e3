import type {
  Credits,
  MediaType,
  Person,
  SnapshotPerson,
  TitleDetails,
  Video,
} from '@unclewatch/core';

import type { SnapshotCatalog, SnapshotTitle } from '../../../catalog/index';
import type { CatalogProvider } from '../../../providers/catalog/index';

/** Who a person id is, by name: what an answer needs to say "directed by …". */
export interface PeopleNames {
  person(id: number): { id: number; name: string } | undefined;
}

/** A title's fact sheet: the title as the answers read it, and the names of its people. */
export interface TitleSheet {
  title: SnapshotTitle;
  people: PeopleNames;
}

/**
 * Where the question answers read a title or a person the snapshot does not hold: the
 * catalogue port (TMDB in live mode, so a film only TMDB knows can be asked about). The
 * snapshot stays the source for what it holds (its streaming, ratings and certification are
 * richer than a details answer); in embedded mode the port answers from the same snapshot.
 */
export class CatalogFacts {
  constructor(
    private readonly data: SnapshotCatalog,
    private readonly catalog: CatalogProvider,
  ) {}

  get live(): boolean {
    return this.catalog.mode === 'live';
  }

  async title(type: MediaType, id: number): Promise<TitleSheet | undefined> {
    const held = this.data.title(type, id);
    if (held) return { title: held, people: this.data };
    const [details, credits, videos] = await Promise.all([
      this.catalog.details(type, id),
      this.catalog.credits(type, id),
      this.catalog.videos(type, id),
    ]).catch(() => [null, null, null] as const);
    if (!details) return undefined;
    return sheetOf(details, credits, videos ?? []);
  }

  async person(id: number): Promise<SnapshotPerson | undefined> {
    const held = this.data.person(id);
    if (held) return held;
    const person = await this.catalog.person(id).catch(() => null);
    return person ? snapshotPerson(person) : undefined;
  }
}

/** A details answer (with its credits and videos) in the snapshot's shape. */
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
  const title: SnapshotTitle =
    details.media_type === 'movie'
      ? {
          ...base,
          title: details.title ?? '',
          original_title: details.original_title ?? details.title ?? '',
          release_date: details.release_date ?? '',
        }
      : {
          ...base,
          name: details.name ?? '',
          original_name: details.original_name ?? details.name ?? '',
          first_air_date: details.first_air_date ?? '',
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

function snapshotPerson(person: Person): SnapshotPerson {
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
