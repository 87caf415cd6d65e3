import { foldText, isListable, type SnapshotPerson } from '@unclewatch/core';

import type { SnapshotCatalog } from '../../snapshot-catalog';
import type { SnapshotTitle } from '../../titles';
import {
  PERSON_KINDS,
  pick,
  seeded,
  titleKey,
  type CaseKind,
  type SearchCase,
} from './case-shapes';
import { titleCases } from './title-cases';
import { misspell, phoneticVariant, spacingVariants, typo } from './variants';

interface Candidate {
  person: SnapshotPerson;
  tokens: string[];
  bestKnown: SnapshotTitle[];
  directed: number;
  foreign: boolean;
}

/** Builds the evaluation set: `perKind` cases of each kind where the catalogue has them. */
export function buildSearchCases(data: SnapshotCatalog, perKind = 20, seed = 16): SearchCase[] {
  const rand = seeded(seed);
  const people: Candidate[] = [];
  // How popular the most popular bearer of each name word and each full name is.
  const byToken = new Map<string, { id: number; popularity: number }[]>();
  const byFullName = new Map<string, number>();
  for (const person of data.people()) {
    const credits = data.creditsOf(person.id).filter((c) => isListable(c.title));
    if (credits.length === 0) continue;
    const tokens = foldText(person.name).split(' ').filter(Boolean);
    const full = tokens.join(' ');
    byFullName.set(full, (byFullName.get(full) ?? 0) + 1);
    for (const token of new Set(tokens)) {
      let list = byToken.get(token);
      if (!list) byToken.set(token, (list = []));
      list.push({ id: person.id, popularity: person.popularity });
    }
    const titles = [...new Set(credits.map((c) => c.title))];
    if (titles.length < 3 || person.popularity < 3) continue;
    const bestKnown = titles.sort((a, b) => b.vote_count - a.vote_count).slice(0, 3);
    const foreign = titles.filter((t) => t.original_language !== 'en').length > titles.length / 2;
    const directed = credits.filter((c) => c.department === 'Directing').length;
    people.push({ person, tokens, bestKnown, directed, foreign });
  }
  // A single word names someone only when they are at least twice as popular as anyone else with it.
  const dominates = (c: Candidate, token: string) => {
    const pops = (byToken.get(token) ?? []).map((p) => p.popularity).sort((a, b) => b - a);
    return pops[0] === c.person.popularity && (pops[1] ?? 0) * 2 <= c.person.popularity;
  };
  // The most popular person whose name has every one of these words.
  const mostPopularWithAll = (words: string[]) => {
    const lists = words.map((w) => byToken.get(w) ?? []);
    const [first, ...rest] = lists.sort((a, b) => a.length - b.length);
    const ids = rest.map((l) => new Set(l.map((p) => p.id)));
    const all = (first ?? []).filter((p) => ids.every((set) => set.has(p.id)));
    return all.sort((a, b) => b.popularity - a.popularity)[0]?.id;
  };
  const unique = (c: Candidate) => byFullName.get(c.tokens.join(' ')) === 1;
  const wordIsName = (word: string) => byToken.has(word);
  const cases: SearchCase[] = [];
  const personCase = (kind: CaseKind, c: Candidate, query: string): SearchCase => ({
    kind,
    query,
    personId: c.person.id,
    personWithin: 1,
    titles: c.bestKnown.map(titleKey),
    within: 5,
  });
  const add = (kind: CaseKind, pool: Candidate[], query: (c: Candidate) => string | null) => {
    const made: SearchCase[] = [];
    for (const c of pick(pool, pool.length, rand)) {
      if (made.length === perKind) break;
      const q = query(c);
      if (q && q.trim()) made.push(personCase(kind, c, q));
    }
    cases.push(...made);
  };
  const named = people.filter((c) => unique(c) && c.tokens.length >= 2);
  const surname = (c: Candidate) => c.tokens[c.tokens.length - 1]!;
  const longSurname = named.filter((c) => surname(c).length >= 5 && dominates(c, surname(c)));

  add(
    'full-name actor',
    named.filter((c) => c.person.known_for_department === 'Acting'),
    (c) => c.tokens.join(' '),
  );
  add(
    'full-name director',
    named.filter((c) => c.directed >= 2),
    (c) => c.tokens.join(' '),
  );
  add(
    'surname',
    named.filter((c) => surname(c).length >= 4 && dominates(c, surname(c))),
    surname,
  );
  add(
    'first-name',
    named.filter((c) => c.tokens[0]!.length >= 4 && dominates(c, c.tokens[0]!)),
    (c) => c.tokens[0]!,
  );
  add('surname typo', longSurname, (c) => {
    const t = typo(surname(c), rand);
    return wordIsName(t) ? null : t;
  });
  add('phonetic', longSurname, (c) => {
    const p = phoneticVariant(surname(c));
    return p && !wordIsName(p) ? p : null;
  });
  add('spacing', named, (c) => {
    const variants = spacingVariants(c.person.name).filter((v) => v !== c.tokens.join(' '));
    return variants.length ? variants[Math.floor(rand() * variants.length)]! : null;
  });
  // Latin names with accents or other marks, typed without them.
  const accented = (c: Candidate) =>
    /[^ -~]/.test(c.person.name) && /^[a-z0-9 ]+$/.test(c.tokens.join(' '));
  add('accents', named.filter(accented), (c) => c.tokens.join(' '));
  // Names written with initials typed without them; then, to fill the kind, a given name cut
  // to its initial for people with a distinctive surname.
  const initials = (c: Candidate) => c.tokens.slice(1, -1).some((t) => t.length === 1);
  add('initials', named.filter(initials), (c) => {
    const rest = c.tokens.filter((t, i) => t.length > 1 || i === 0 || i === c.tokens.length - 1);
    const fits = rest.length >= 2 && rest.length < c.tokens.length;
    const clear = !byFullName.has(rest.join(' ')) && mostPopularWithAll(rest) === c.person.id;
    return fits && clear ? rest.join(' ') : null;
  });
  const withInitials = cases.filter((x) => x.kind === 'initials').length;
  if (withInitials < perKind) {
    const more = named.filter((c) => !initials(c) && c.tokens[0]!.length >= 3);
    const before = cases.length;
    add('initials', more, (c) =>
      dominates(c, surname(c)) && surname(c).length >= 5
        ? `${c.tokens[0]![0]} ${surname(c)}`
        : null,
    );
    cases.splice(before + (perKind - withInitials));
  }
  add(
    'non-english',
    named.filter((c) => c.foreign),
    (c) =>
      rand() < 0.5 && dominates(c, surname(c)) ? surname(c) : misspell(c.tokens.join(' '), rand),
  );
  add(
    'also-known-as',
    people.filter((c) => c.person.also_known_as?.length),
    (c) => {
      const latin = (c.person.also_known_as ?? [])
        .map((a) => foldText(a))
        .filter(
          (a) => /^[a-z ]+$/.test(a) && a !== c.tokens.join(' ') && byFullName.get(a) === undefined,
        );
      return latin[0] ?? null;
    },
  );
  cases.push(...titleCases(data, perKind, rand, wordIsName, byToken));
  return cases;
}

export { PERSON_KINDS, pick, seeded, titleKey, type CaseKind, type SearchCase };
