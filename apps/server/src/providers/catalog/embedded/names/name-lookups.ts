import { foldText } from '@unclewatch/core';

import {
  displayTitle,
  mediaTypeOf,
  releaseYear,
  type SnapshotCatalog,
} from '../../../../snapshot/index';
import type { NameLookups, PersonMatch, TitleMatch } from '../../names';

/** Words too common to be read as a surname on their own. */
const commonWords = new Set([
  'king',
  'young',
  'stone',
  'wood',
  'hill',
  'ford',
  'wise',
  'reed',
  'black',
  'white',
  'brown',
  'green',
  'gray',
  'grey',
  'little',
  'rich',
  'love',
  'may',
  'long',
  'lord',
  'mann',
  'friends',
  'family',
  'kids',
  'children',
  'someone',
  'people',
  'time',
  'space',
  'music',
  'story',
]);

interface Counted extends PersonMatch {
  credits: number;
}

/**
 * Exact, folded name lookups for titles and people, built once from the snapshot. A surname
 * that is one of the reader's own words (`reservedWords`: "drama", "mood") is never a person.
 */
export function snapshotNameLookups(
  data: SnapshotCatalog,
  reservedWords: ReadonlySet<string>,
): NameLookups {
  const titles = new Map<string, TitleMatch & { weight: number }>();
  let newestYear = 0;
  for (const title of data.listable()) {
    const key = foldText(displayTitle(title));
    const weight = title.vote_count + title.popularity;
    const current = titles.get(key);
    if (!current || current.weight < weight) {
      titles.set(key, {
        type: mediaTypeOf(title),
        id: title.id,
        title: displayTitle(title),
        weight,
      });
    }
    const year = releaseYear(title);
    if (year && year <= new Date(data.builtAt).getFullYear() + 1) {
      newestYear = Math.max(newestYear, year);
    }
  }

  const byName = new Map<string, Counted>();
  const directorsByLast = new Map<string, Counted>();
  const anyByLast = new Map<string, Counted>();
  const keep = (map: Map<string, Counted>, key: string, entry: Counted) => {
    const current = map.get(key);
    if (!current || current.credits < entry.credits) map.set(key, entry);
  };
  for (const [personId, credits] of data.credited()) {
    const person = data.person(personId);
    if (!person) continue;
    const listed = credits.filter((c) => !c.title.adult && c.title.poster_path);
    if (listed.length === 0) continue;
    const name = foldText(person.name);
    const entry: Counted = { id: person.id, name: person.name, credits: listed.length };
    if (person.known_for_department === 'Directing') entry.director = true;
    if (name.includes(' ')) keep(byName, name, entry);
    const last = name.split(' ').at(-1)!;
    if (last.length < 3 || reservedWords.has(last) || commonWords.has(last)) continue;
    const directed = listed.filter((c) => c.department === 'Directing').length;
    if (directed >= 2) keep(directorsByLast, last, { ...entry, credits: directed });
    if (listed.length >= 3) keep(anyByLast, last, entry);
  }

  const strip = ({ id, name, director }: Counted): PersonMatch =>
    director ? { id, name, director } : { id, name };
  return {
    titleByName(folded) {
      const match = titles.get(folded);
      return match ? { type: match.type, id: match.id, title: match.title } : undefined;
    },
    personByName(folded) {
      const match = byName.get(folded);
      return match ? strip(match) : undefined;
    },
    personByLastName(token, role) {
      const match =
        directorsByLast.get(token) ?? (role === 'any' ? anyByLast.get(token) : undefined);
      return match ? strip(match) : undefined;
    },
    runtimeOf(ref) {
      return data.title(ref.type, ref.id)?.runtime || undefined;
    },
    newestYear: newestYear || new Date().getFullYear(),
  };
}
