import { TMDB_SOURCES, type Contribution, type Kind } from './model.ts';
import { normTitle } from './normalize.ts';

/** One title being assembled from several source rows. */
export class Entity {
  tmdbId: number | undefined;
  readonly imdbIds = new Set<string>();
  readonly titleKeys = new Set<string>();
  readonly years = new Set<number>();
  readonly contribs: Contribution[] = [];
  /** original_language according to a TMDB source, once one has joined. */
  tmdbLanguage: string | undefined;

  constructor(readonly kind: Kind) {}
}

export type MatchKind = 'tmdb' | 'imdb' | 'ext' | 'title' | 'title±1';

/** Counters of how rows were joined, for the build log. */
export type JoinStats = Record<
  MatchKind | 'created' | 'dropped' | 'languageVeto' | 'wrongId' | 'merged',
  number
>;

function titleKeys(c: Contribution): string[] {
  return [...new Set(c.titles.map(normTitle).filter((k) => k.length > 0))];
}

/**
 * Joins source rows into titles of one kind: by TMDB id, then imdb id (and other
 * source-specific ids), then normalised title + year (exact year, or ±1 year when only one
 * candidate fits). Rows that match nothing start a new title only when `create` is set.
 */
export class EntityStore {
  readonly entities: Entity[] = [];
  readonly stats: JoinStats = {
    tmdb: 0,
    imdb: 0,
    ext: 0,
    title: 0,
    'title±1': 0,
    created: 0,
    dropped: 0,
    languageVeto: 0,
    wrongId: 0,
    merged: 0,
  };
  private readonly byTmdb = new Map<number, Entity>();
  private readonly byKey = new Map<string, Entity>();
  private readonly byTitle = new Map<string, Set<Entity>>();

  /** Optional hook for debugging joins. */
  onMatch: ((c: Contribution, e: Entity, how: MatchKind) => void) | undefined;
  onVeto: ((c: Contribution, e: Entity) => void) | undefined;
  onWrongId: ((c: Contribution) => void) | undefined;

  constructor(readonly kind: Kind) {}

  add(c: Contribution): Entity | undefined {
    if (c.idMatchedByTitle && this.wrongId(c)) {
      this.stats.wrongId++;
      this.onWrongId?.(c);
      return undefined;
    }
    const [e, how] = this.match(c);
    if (e && how) {
      this.stats[how]++;
      this.onMatch?.(c, e, how);
      e.contribs.push(c);
      if (how !== 'title' && how !== 'title±1') this.absorbIds(e, c);
      return e;
    }
    if (!c.create) {
      this.stats.dropped++;
      return undefined;
    }
    const created = new Entity(this.kind);
    this.entities.push(created);
    created.contribs.push(c);
    this.absorbIds(created, c);
    this.stats.created++;
    return created;
  }

  /** Attaches an imdb id learned elsewhere (e.g. MovieLens links) if the entity has none. */
  addImdb(e: Entity, imdbId: string): void {
    if (e.imdbIds.size > 0 || this.byKey.has(`imdb:${imdbId}`)) return;
    e.imdbIds.add(imdbId);
    this.byKey.set(`imdb:${imdbId}`, e);
  }

  byTmdbId(id: number): Entity | undefined {
    return this.byTmdb.get(id);
  }

  /**
   * The wrong-id check for rows whose upstream matched the TMDB id by title: a known id whose
   * year is more than one off, or a new id while another TMDB title of the same name lies
   * within a year (Box Office Jedi's "Dune" row carries the id of a 2020 short film; the 2021
   * Dune is already known under its own id).
   */
  wrongId(c: Contribution): boolean {
    if (c.tmdbId === undefined) return false;
    const known = this.byTmdb.get(c.tmdbId);
    if (known) return !yearCompatible(known, c.year);
    if (c.year === undefined) return false;
    const y = c.year;
    for (const k of titleKeys(c)) {
      for (const e of this.byTitle.get(k) ?? []) {
        if (e.tmdbId === undefined || e.tmdbId === c.tmdbId) continue;
        // Only titles another source vouches for count, so the file's own rows cannot veto
        // each other in an order-dependent way.
        if (e.contribs.every((x) => x.idMatchedByTitle)) continue;
        if ([...e.years].some((ey) => Math.abs(ey - y) <= 1)) return true;
      }
    }
    return false;
  }

  /**
   * Gives an entity a TMDB id found later (e.g. by name + year in an id index). When another
   * entity already holds that id, the two are the same title: `e` is merged into it.
   * Returns the entity that now holds the id.
   */
  assignTmdbId(e: Entity, id: number): Entity {
    const holder = this.byTmdb.get(id);
    if (holder === e) return e;
    if (!holder) {
      e.tmdbId = id;
      this.byTmdb.set(id, e);
      return e;
    }
    this.stats.merged++;
    const i = this.entities.indexOf(e);
    if (i >= 0) this.entities.splice(i, 1);
    for (const c of e.contribs) holder.contribs.push(c);
    for (const imdb of e.imdbIds) {
      if (holder.imdbIds.size === 0) holder.imdbIds.add(imdb);
      this.byKey.set(`imdb:${imdb}`, holder);
    }
    for (const [k, v] of this.byKey) if (v === e) this.byKey.set(k, holder);
    for (const y of e.years) holder.years.add(y);
    for (const k of e.titleKeys) {
      const set = this.byTitle.get(k);
      set?.delete(e);
      if (!holder.titleKeys.has(k)) {
        holder.titleKeys.add(k);
        set?.add(holder);
      }
    }
    return holder;
  }

  match(c: Contribution): [Entity | undefined, MatchKind | undefined] {
    if (c.tmdbId !== undefined) {
      const e = this.byTmdb.get(c.tmdbId);
      if (e) {
        if ((c.verifyYear || c.idMatchedByTitle) && !yearCompatible(e, c.year)) {
          return [undefined, undefined];
        }
        return [e, 'tmdb'];
      }
    }
    const keyed = (key: string): Entity | undefined => {
      const e = this.byKey.get(key);
      return e && !(c.tmdbId !== undefined && e.tmdbId !== undefined) ? e : undefined;
    };
    if (c.imdbId) {
      const e = keyed(`imdb:${c.imdbId}`);
      if (e) return [e, 'imdb'];
    }
    for (const k of c.extKeys ?? []) {
      const e = keyed(k);
      if (e) return [e, 'ext'];
    }
    // A row with a TMDB id we have not seen is a different title, whatever its name.
    if (c.tmdbId !== undefined) return [undefined, undefined];
    return this.matchTitle(c);
  }

  private matchTitle(c: Contribution): [Entity | undefined, MatchKind | undefined] {
    const candidates = new Set<Entity>();
    for (const k of titleKeys(c)) for (const e of this.byTitle.get(k) ?? []) candidates.add(e);
    const fits = [...candidates].filter((e) => {
      if (c.imdbId && e.imdbIds.size > 0 && !e.imdbIds.has(c.imdbId)) return false;
      // "Kismet" (US, 1944) is not "Kismet" (Hindi, 1943): the row's languages must include
      // the TMDB original language when both are known.
      if (c.langs?.length && e.tmdbLanguage && !c.langs.includes(e.tmdbLanguage)) {
        if (c.year === undefined || [...e.years].some((y) => Math.abs(y - (c.year ?? y)) <= 1)) {
          this.stats.languageVeto++;
          this.onVeto?.(c, e);
        }
        return false;
      }
      return true;
    });
    if (fits.length === 0) return [undefined, undefined];
    if (c.year === undefined)
      return fits.length === 1 ? [fits[0], 'title'] : [undefined, undefined];
    const y = c.year;
    const exact = fits.filter((e) => e.years.has(y));
    if (exact.length === 1) return [exact[0], 'title'];
    if (exact.length > 1) return [undefined, undefined];
    const near = fits.filter((e) => e.years.has(y - 1) || e.years.has(y + 1));
    return near.length === 1 ? [near[0], 'title±1'] : [undefined, undefined];
  }

  private absorbIds(e: Entity, c: Contribution): void {
    if (c.tmdbId !== undefined && e.tmdbId === undefined && !this.byTmdb.has(c.tmdbId)) {
      e.tmdbId = c.tmdbId;
      this.byTmdb.set(c.tmdbId, e);
    }
    if (c.imdbId && !this.byKey.has(`imdb:${c.imdbId}`)) {
      e.imdbIds.add(c.imdbId);
      this.byKey.set(`imdb:${c.imdbId}`, e);
    }
    for (const k of c.extKeys ?? []) if (!this.byKey.has(k)) this.byKey.set(k, e);
    if (c.year !== undefined) e.years.add(c.year);
    if (!e.tmdbLanguage && TMDB_SOURCES.has(c.source) && c.fields.language) {
      e.tmdbLanguage = c.fields.language;
    }
    for (const k of titleKeys(c)) {
      if (e.titleKeys.has(k)) continue;
      e.titleKeys.add(k);
      let set = this.byTitle.get(k);
      if (!set) this.byTitle.set(k, (set = new Set()));
      set.add(e);
    }
  }
}

function yearCompatible(e: Entity, year: number | undefined): boolean {
  if (year === undefined || e.years.size === 0) return true;
  for (const y of e.years) if (Math.abs(y - year) <= 1) return true;
  return false;
}
