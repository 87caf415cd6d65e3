import type { SnapshotCredit, SnapshotPerson } from '../../packages/core/src/catalog/snapshot.ts';
import { normName } from './normalize.ts';
import type { ResolvedTitle } from './resolve.ts';
import { ranked } from './resolve.ts';
import type { Creator, NameCast } from './model.ts';
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
  /** Profile image a name source gave (used for name-only people). */
  profilePath?: string;
}

/**
 * Looks people up by TMDB id, by unique normalised name and by profile image path. Built from
 * several lists in priority order (TMDB person details first); per id, the first list with a
 * value wins each field. Being in the index does not put anyone in the snapshot: only people
 * credited on kept titles are written (buildPeople).
 */
export class PeopleIndex {
  readonly byId = new Map<number, TmdbPerson>();
  private readonly byName = new Map<string, Set<number>>();
  private readonly byAka = new Map<string, Set<number>>();
  private readonly byProfile = new Map<string, number | null>();

  constructor(...lists: readonly (readonly TmdbPerson[])[]) {
    for (const list of lists) {
      for (const p of list) {
        const prev = this.byId.get(p.id);
        const merged: TmdbPerson = prev ? { ...p, ...definedOnly(prev) } : { ...p };
        this.byId.set(p.id, merged);
        const k = normName(p.name);
        if (k) this.byName.set(k, (this.byName.get(k) ?? new Set()).add(p.id));
        for (const aka of p.alsoKnownAs ?? []) {
          const a = normName(aka);
          if (a) this.byAka.set(a, (this.byAka.get(a) ?? new Set()).add(p.id));
        }
        if (p.profilePath) {
          const held = this.byProfile.get(p.profilePath);
          this.byProfile.set(p.profilePath, held === undefined || held === p.id ? p.id : null);
        }
      }
    }
  }

  /**
   * TMDB id for a name when exactly one TMDB person has that normalised name — or, given a
   * department, when exactly one of the namesakes is known for it (the one "John Smith" who
   * directs, for a director credit).
   */
  idForName(name: string, department?: string): number | undefined {
    const k = normName(name);
    const ids = this.byName.get(k);
    if (ids) return this.one(ids, department);
    // No one has it as their main name: a unique other name ("also known as") will do.
    const aka = this.byAka.get(k);
    return aka ? this.one(aka, department) : undefined;
  }

  private one(ids: ReadonlySet<number>, department?: string): number | undefined {
    if (!department) {
      // A cast name alone is weak evidence: the index holds a small sample of TMDB's people,
      // and an unknown namesake from a credits list (no profile, no details) is more likely
      // another person than the famous one the index happens to lack.
      if (ids.size !== 1) return undefined;
      const id = [...ids][0] as number;
      return hasDetails(this.byId.get(id)) ? id : undefined;
    }
    if (ids.size === 1) return [...ids][0];
    const fit = [...ids].filter((id) => this.byId.get(id)?.knownForDepartment === department);
    return fit.length === 1 ? fit[0] : undefined;
  }

  /** TMDB id of the one person whose profile image this is. */
  idForProfile(path: string | undefined): number | undefined {
    return path ? (this.byProfile.get(path) ?? undefined) : undefined;
  }
}

function hasDetails(p: TmdbPerson | undefined): boolean {
  return !!(p?.profilePath || p?.biography || p?.birthday || p?.placeOfBirth);
}

function definedOnly(p: TmdbPerson): Partial<TmdbPerson> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(p)) if (v !== undefined && v !== '') out[k] = v;
  return out as Partial<TmdbPerson>;
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
  profilePath?: string,
  department?: string,
): Pick<DraftCredit, 'tmdbPersonId' | 'personKey'> {
  const id = people.idForProfile(profilePath) ?? people.idForName(name, department);
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
  // Names from the best name source. A name that resolves to a TMDB person (by profile image or
  // a unique name) is always usable; a name-only person (own id) is added only when the title
  // has no TMDB-id cast at all, so unverifiable names never pad out a verified cast.
  const names = cs.find((c) => c.fields.nameCast?.length)?.fields.nameCast ?? [];
  const refs = names
    .flatMap(splitNameList)
    .map((n) => ({ n, ref: personRef(n.name, people, n.profilePath) }));
  const idCast = cast.length > 0 || refs.some((r) => r.ref.tmdbPersonId !== undefined);
  for (const { n, ref } of refs) {
    if (cast.length >= MAX_CAST) break;
    if (idCast && ref.tmdbPersonId === undefined) continue;
    const k = normName(n.name);
    if (!k || seenNames.has(k) || seen.has(refKey(ref))) continue;
    seen.add(refKey(ref));
    seenNames.add(k);
    const known = ref.tmdbPersonId !== undefined ? people.byId.get(ref.tmdbPersonId) : undefined;
    if (known) seenNames.add(normName(known.name));
    cast.push({
      ...ref,
      name: known?.name ?? n.name,
      character: n.character,
      department: 'Acting',
      order: 0,
      ...(n.profilePath ? { profilePath: n.profilePath } : {}),
    });
  }
  if (!crew.some((c) => c.job === 'Director')) {
    const directors = cs.find((c) => c.fields.nameDirectors?.length)?.fields.nameDirectors ?? [];
    const dseen = new Set<string>();
    const named: DraftCredit[] = [];
    for (const name of directors) {
      if (named.length >= MAX_DIRECTORS) break;
      const ref = personRef(name, people, undefined, 'Directing');
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

/** What buildPeople needs of one kept title. */
export interface CreditedTitle {
  drafts: readonly DraftCredit[];
  popularity: number;
  /** TV creators (TMDB person ids); they count as Writing. */
  creators?: readonly Creator[];
}

/**
 * People credited on kept titles (and TV creators) — nobody else, even when a people source
 * knows them. TMDB details (biography, birthday, deathday, place of birth, other names,
 * department) come from the index. Popularity is derived (no source has TMDB's for everyone):
 * the sum over their credits of ln(1 + title popularity), which rewards many credits and
 * damps the very different popularity scales of the 2017–2026 sources.
 */
export function buildPeople(
  credited: readonly CreditedTitle[],
  people: PeopleIndex,
  ownIds: ReadonlyMap<string, number>,
): SnapshotPerson[] {
  const agg = new Map<number, PersonAgg>();
  const touch = (
    id: number,
    tmdbId: number | undefined,
    name: string,
    department: string,
    popularity: number,
    profilePath?: string,
  ): void => {
    let a = agg.get(id);
    if (!a) {
      const tp = tmdbId !== undefined ? people.byId.get(tmdbId) : undefined;
      a = {
        names: new Map(),
        departments: new Map(),
        popularity: 0,
        profilePath: tp?.profilePath ?? null,
      };
      if (tp) a.names.set(tp.name, 1e9);
      agg.set(id, a);
    }
    if (a.profilePath === null && profilePath) a.profilePath = profilePath;
    a.names.set(name, (a.names.get(name) ?? 0) + 1);
    a.departments.set(department, (a.departments.get(department) ?? 0) + 1);
    a.popularity += Math.log1p(Math.max(0, popularity));
  };
  for (const { drafts, popularity, creators } of credited) {
    for (const d of drafts) {
      const id = d.tmdbPersonId ?? (ownIds.get(d.personKey as string) as number);
      touch(id, d.tmdbPersonId, d.name, d.department, popularity, d.profilePath);
    }
    for (const c of creators ?? []) touch(c.personId, c.personId, c.name, 'Writing', popularity);
  }
  return [...agg]
    .sort(([a], [b]) => a - b)
    .map(([id, a]) => {
      const tp = people.byId.get(id);
      return {
        id,
        name: mostCommon(a.names),
        profile_path: a.profilePath,
        known_for_department: tp?.knownForDepartment ?? mostCommon(a.departments, 'Acting'),
        place_of_birth: tp?.placeOfBirth ?? null,
        biography: tp?.biography ?? '',
        popularity: Math.round(a.popularity * 100) / 100,
        ...(tp?.birthday ? { birthday: tp.birthday } : {}),
        ...(tp?.deathday ? { deathday: tp.deathday } : {}),
        ...(tp?.alsoKnownAs?.length ? { also_known_as: tp.alsoKnownAs } : {}),
      };
    });
}
