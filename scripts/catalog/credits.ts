import type { SnapshotCredit, SnapshotPerson } from '../../packages/core/src/catalog/snapshot.ts';
import { normName } from './normalize.ts';
import type { ResolvedTitle } from './resolve.ts';
import { ranked } from './resolve.ts';
import type { NameCast } from './model.ts';
import type { TmdbPerson } from './sources/mearie.ts';

/** At most this many cast credits per title (TMDB-id cast first, then names). */
export const MAX_CAST = 10;
/** At most this many name-only director credits per title. */
export const MAX_DIRECTORS = 3;

/** A credit whose person is either a TMDB person or a name still waiting for an own id. */
export interface DraftCredit extends Omit<SnapshotCredit, 'personId'> {
  tmdbPersonId?: number;
  /** `person:<normalised name>` for name-only people. */
  personKey?: string;
  name: string;
}

/** Looks people up by TMDB id and by unique normalised name. */
export class PeopleIndex {
  readonly byId = new Map<number, TmdbPerson>();
  private readonly byName = new Map<string, number[]>();

  constructor(people: readonly TmdbPerson[]) {
    for (const p of people) {
      this.byId.set(p.id, p);
      const k = normName(p.name);
      this.byName.set(k, [...(this.byName.get(k) ?? []), p.id]);
    }
  }

  /** TMDB id for a name when exactly one TMDB person has that normalised name. */
  idForName(name: string): number | undefined {
    const ids = this.byName.get(normName(name));
    return ids && ids.length === 1 ? ids[0] : undefined;
  }
}

/** "A, B, C" in one credit (a voice ensemble) becomes three; "Sammy Davis, Jr." stays one. */
function splitNameList(n: NameCast): NameCast[] {
  const parts = n.name.split(/\s*,\s*/);
  if (parts.length < 3) return [n];
  return parts.filter(Boolean).map((name) => ({ name, character: n.character }));
}

function personRef(
  name: string,
  people: PeopleIndex,
): Pick<DraftCredit, 'tmdbPersonId' | 'personKey'> {
  const id = people.idForName(name);
  return id !== undefined ? { tmdbPersonId: id } : { personKey: `person:${normName(name)}` };
}

function refKey(c: Pick<DraftCredit, 'tmdbPersonId' | 'personKey'>): string {
  return c.tmdbPersonId !== undefined ? `tmdb:${c.tmdbPersonId}` : (c.personKey as string);
}

/**
 * Credits for one title: mearie's TMDB-id cast, topped up to MAX_CAST from the best source
 * with cast names; mearie's crew, or else up to MAX_DIRECTORS director names.
 */
export function draftCredits(t: ResolvedTitle, people: PeopleIndex): DraftCredit[] {
  const cs = ranked(t.entity);
  const idCredits = cs.find((c) => c.fields.idCredits?.length)?.fields.idCredits ?? [];
  const cast: DraftCredit[] = [];
  const crew: DraftCredit[] = [];
  const seen = new Set<string>();
  const seenNames = new Set<string>();
  for (const c of [...idCredits].sort((a, b) => a.order - b.order)) {
    const name = people.byId.get(c.personId)?.name;
    if (!name) continue;
    const d: DraftCredit = {
      tmdbPersonId: c.personId,
      name,
      character: c.character,
      department: c.department,
      job: c.job,
      order: 0,
    };
    if (c.cast) {
      if (seen.has(`tmdb:${c.personId}`)) continue;
      seen.add(`tmdb:${c.personId}`);
      seenNames.add(normName(name));
      cast.push(d);
    } else {
      crew.push(d);
    }
  }
  const names = cs.find((c) => c.fields.nameCast?.length)?.fields.nameCast ?? [];
  for (const n of names.flatMap(splitNameList)) {
    if (cast.length >= MAX_CAST) break;
    const k = normName(n.name);
    if (!k || seenNames.has(k)) continue;
    const ref = personRef(n.name, people);
    if (seen.has(refKey(ref))) continue;
    seen.add(refKey(ref));
    seenNames.add(k);
    cast.push({ ...ref, name: n.name, character: n.character, department: 'Acting', order: 0 });
  }
  if (!crew.some((c) => c.job === 'Director')) {
    const directors = cs.find((c) => c.fields.nameDirectors?.length)?.fields.nameDirectors ?? [];
    const dseen = new Set<string>();
    const named: DraftCredit[] = [];
    for (const name of directors) {
      if (named.length >= MAX_DIRECTORS) break;
      const ref = personRef(name, people);
      if (!normName(name) || dseen.has(refKey(ref))) continue;
      dseen.add(refKey(ref));
      named.push({ ...ref, name, department: 'Directing', job: 'Director', order: 0 });
    }
    crew.unshift(...named);
  }
  cast.forEach((c, i) => (c.order = i));
  crew.sort((a, b) => Number(b.job === 'Director') - Number(a.job === 'Director'));
  crew.forEach((c, i) => (c.order = i));
  return [...cast, ...crew];
}

/** Final credit objects (no empty optional fields). */
export function finalCredits(
  drafts: readonly DraftCredit[],
  ownIds: ReadonlyMap<string, number>,
): SnapshotCredit[] {
  return drafts.map((d) => ({
    personId: d.tmdbPersonId ?? (ownIds.get(d.personKey as string) as number),
    ...(d.character ? { character: d.character } : {}),
    department: d.department,
    ...(d.job ? { job: d.job } : {}),
    order: d.order,
  }));
}

interface PersonAgg {
  names: Map<string, number>;
  departments: Map<string, number>;
  popularity: number;
  profilePath: string | null;
}

function mostCommon(m: ReadonlyMap<string, number>, prefer?: string): string {
  let best = '';
  let bestN = -1;
  for (const [k, n] of [...m].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (n > bestN || (n === bestN && k === prefer)) [best, bestN] = [k, n];
  }
  return best;
}

/**
 * People credited on kept titles. Popularity is derived (no source has TMDB's): the sum over
 * their credits of ln(1 + title popularity), which rewards many credits and damps the very
 * different popularity scales of the 2017, 2023 and 2026 sources.
 */
export function buildPeople(
  credited: readonly { drafts: readonly DraftCredit[]; popularity: number }[],
  people: PeopleIndex,
  ownIds: ReadonlyMap<string, number>,
): SnapshotPerson[] {
  const agg = new Map<number, PersonAgg>();
  for (const { drafts, popularity } of credited) {
    for (const d of drafts) {
      const id = d.tmdbPersonId ?? (ownIds.get(d.personKey as string) as number);
      let a = agg.get(id);
      if (!a) {
        const tp = d.tmdbPersonId !== undefined ? people.byId.get(d.tmdbPersonId) : undefined;
        a = {
          names: new Map(),
          departments: new Map(),
          popularity: 0,
          profilePath: tp?.profilePath ?? null,
        };
        if (tp) a.names.set(tp.name, 1e9);
        agg.set(id, a);
      }
      a.names.set(d.name, (a.names.get(d.name) ?? 0) + 1);
      a.departments.set(d.department, (a.departments.get(d.department) ?? 0) + 1);
      a.popularity += Math.log1p(Math.max(0, popularity));
    }
  }
  return [...agg]
    .sort(([a], [b]) => a - b)
    .map(([id, a]) => ({
      id,
      name: mostCommon(a.names),
      profile_path: a.profilePath,
      known_for_department: mostCommon(a.departments, 'Acting'),
      place_of_birth: null,
      biography: '',
      popularity: Math.round(a.popularity * 100) / 100,
    }));
}
