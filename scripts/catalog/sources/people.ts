import { readGzJsonl } from '../io.ts';
import { clean, isoDate, tmdbIdOf, tmdbImagePath } from '../normalize.ts';
import type { TmdbPerson } from './mearie.ts';

export const PEOPLE_FOLDER = 'tmdb-people-2025';

interface PersonRow {
  id: number;
  name?: string;
  also_known_as?: string[];
  biography?: string;
  birthday?: string | null;
  deathday?: string | null;
  place_of_birth?: string | null;
  profile_path?: string | null;
  known_for_department?: string;
  adult?: boolean;
}

/**
 * tmdb-people-2025: TMDB person details. Only an enrichment: a person from this file reaches
 * the snapshot only when a kept title credits them (see buildPeople).
 */
export function readPeopleDetails(): TmdbPerson[] {
  const out: TmdbPerson[] = [];
  for (const r of readGzJsonl<PersonRow>(PEOPLE_FOLDER, 'people.jsonl.gz')) {
    const id = tmdbIdOf(r.id);
    const name = clean(r.name);
    if (!id || !name || r.adult === true) continue;
    const aka = [
      ...new Set(
        (r.also_known_as ?? []).map((n) => clean(n)).filter((n): n is string => !!n && n !== name),
      ),
    ];
    out.push({
      id,
      name,
      profilePath: tmdbImagePath(r.profile_path),
      biography: clean(r.biography),
      birthday: isoDate(r.birthday ?? undefined),
      deathday: isoDate(r.deathday ?? undefined),
      placeOfBirth: clean(r.place_of_birth),
      knownForDepartment: clean(r.known_for_department),
      alsoKnownAs: aka.length ? aka : undefined,
    });
  }
  return out;
}
