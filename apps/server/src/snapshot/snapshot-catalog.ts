import {
  isListable,
  type CatalogSnapshot,
  type Genre,
  type MediaType,
  type SnapshotAliases,
  type SnapshotMovie,
  type SnapshotPerson,
  type SnapshotTv,
} from '@unclewatch/core';

import { imageSubjectsOf, type ImageSubject } from './image-subjects';
import type { StoredPeopleIndex } from './search/people-index';
import type { PersonCredit, SnapshotTitle } from './titles';

/** What an alias table can rename: titles of each kind and people. */
export type AliasKind = keyof SnapshotAliases;

/** Longest chain of renames followed (a → b → c …); longer ones are a broken table. */
const MAX_ALIAS_HOPS = 8;

/** Old id → current id per kind, with chains (a → b, b → c) resolved to their end. */
function aliasMaps(aliases: SnapshotAliases | undefined): Record<AliasKind, Map<number, number>> {
  const maps = {
    movie: new Map<number, number>(),
    tv: new Map<number, number>(),
    person: new Map<number, number>(),
  };
  for (const kind of ['movie', 'tv', 'person'] as const) {
    const direct = new Map((aliases?.[kind] ?? []).map((a) => [a.from, a.to]));
    for (const from of direct.keys()) {
      let to = direct.get(from)!;
      for (let hop = 0; hop < MAX_ALIAS_HOPS && direct.has(to) && to !== from; hop++) {
        to = direct.get(to)!;
      }
      if (to !== from) maps[kind].set(from, to);
    }
  }
  return maps;
}

const byPopularity = (a: SnapshotTitle, b: SnapshotTitle) =>
  b.popularity - a.popularity || b.vote_count - a.vote_count || a.id - b.id;

/**
 * The snapshot held in memory with the look-ups the embedded adapters need. Read-only after
 * construction; everything it hands out is shared, so callers must not mutate it.
 */
export class SnapshotCatalog {
  readonly builtAt: string;
  readonly movieGenres: readonly Genre[];
  readonly tvGenres: readonly Genre[];
  private readonly movies = new Map<number, SnapshotMovie>();
  private readonly tv = new Map<number, SnapshotTv>();
  private readonly peopleById = new Map<number, SnapshotPerson>();
  private readonly imdbIds = new Map<string, SnapshotTitle>();
  private readonly creditsByPerson = new Map<number, PersonCredit[]>();
  private readonly all: readonly SnapshotTitle[];
  /** Titles that may appear in lists (core's list rules), most popular first. */
  private readonly listableMovies: readonly SnapshotMovie[];
  private readonly listableTv: readonly SnapshotTv[];
  private readonly listableAll: readonly SnapshotTitle[];
  private readonly aliases: Record<AliasKind, Map<number, number>>;
  private imageSubjects: Map<string, ImageSubject> | undefined;
  private biographies: ReadonlyMap<number, string> | undefined;

  /**
   * `files` reads what a snapshot keeps beside it: `biographies` on the first biography asked
   * for, so start-up does not pay for them; `peopleIndex`, the people search index built for
   * this snapshot file, if there is one.
   */
  constructor(
    snapshot: CatalogSnapshot,
    private readonly files: {
      biographies?: () => ReadonlyMap<number, string>;
      peopleIndex?: () => StoredPeopleIndex | undefined;
    } = {},
  ) {
    this.builtAt = snapshot.builtAt;
    this.movieGenres = snapshot.movieGenres;
    this.tvGenres = snapshot.tvGenres;
    for (const movie of snapshot.movies) this.movies.set(movie.id, movie);
    for (const show of snapshot.tv) this.tv.set(show.id, show);
    for (const person of snapshot.people) this.peopleById.set(person.id, person);
    this.all = [...snapshot.movies, ...snapshot.tv];
    this.aliases = aliasMaps(snapshot.aliases);
    for (const title of this.all) {
      if (title.imdb_id) this.imdbIds.set(title.imdb_id.toLowerCase(), title);
      for (const credit of title.credits ?? []) {
        let list = this.creditsByPerson.get(credit.personId);
        if (!list) this.creditsByPerson.set(credit.personId, (list = []));
        list.push({
          title,
          character: credit.character ?? '',
          department: credit.department,
          job: credit.job ?? (credit.department === 'Acting' ? 'Actor' : credit.department),
          order: credit.order,
        });
      }
    }
    this.listableMovies = snapshot.movies.filter(isListable).sort(byPopularity);
    this.listableTv = snapshot.tv.filter(isListable).sort(byPopularity);
    this.listableAll = [...this.listableMovies, ...this.listableTv];
  }

  /**
   * A title by id. An id that an earlier snapshot used (the alias table) finds the title under
   * its current id, so callers must name the title by the id it carries, not the one asked for.
   */
  title(type: MediaType, id: number): SnapshotTitle | undefined {
    const titles: ReadonlyMap<number, SnapshotTitle> = type === 'movie' ? this.movies : this.tv;
    return titles.get(id) ?? titles.get(this.currentId(type, id));
  }

  /** The id a title or person has in this snapshot: `id` itself unless the alias table renames it. */
  currentId(kind: AliasKind, id: number): number {
    return this.aliases[kind].get(id) ?? id;
  }

  /** Every rename of one kind (old id → current id, chains resolved), for migrating stored ids. */
  renames(kind: AliasKind): ReadonlyMap<number, number> {
    return this.aliases[kind];
  }

  /** A title by IMDb id (`tt…`, any case). */
  titleByImdbId(imdbId: string): SnapshotTitle | undefined {
    return this.imdbIds.get(imdbId.toLowerCase());
  }

  /** A person by id; like `title`, an old id finds the person under the current one. */
  person(id: number): SnapshotPerson | undefined {
    return this.peopleById.get(id) ?? this.peopleById.get(this.currentId('person', id));
  }

  /** The people search index stored for this snapshot file, if any (read once, at start). */
  storedPeopleIndex(): StoredPeopleIndex | undefined {
    return this.files.peopleIndex?.();
  }

  /** A person's biography: inline in the snapshot, or from its biographies file. */
  biography(personId: number): string {
    const inline = this.peopleById.get(personId)?.biography;
    if (inline) return inline;
    this.biographies ??= this.files.biographies?.() ?? new Map();
    return this.biographies.get(personId) ?? '';
  }

  /** Every person, in snapshot order. */
  people(): IterableIterator<SnapshotPerson> {
    return this.peopleById.values();
  }

  /** A person's credits on any title (adult and poster-less ones included). */
  creditsOf(personId: number): readonly PersonCredit[] {
    return this.creditsByPerson.get(personId) ?? [];
  }

  /** Every person with at least one credit, with those credits. */
  credited(): IterableIterator<[personId: number, credits: readonly PersonCredit[]]> {
    return this.creditsByPerson.entries();
  }

  /** Listable titles of one kind (or both, movies first), most popular first. */
  listable(type: 'movie'): readonly SnapshotMovie[];
  listable(type: 'tv'): readonly SnapshotTv[];
  listable(type?: MediaType): readonly SnapshotTitle[];
  listable(type?: MediaType): readonly SnapshotTitle[] {
    if (type === 'movie') return this.listableMovies;
    if (type === 'tv') return this.listableTv;
    return this.listableAll;
  }

  /** Every title, listable or not: movies first, in snapshot order. */
  titles(): readonly SnapshotTitle[] {
    return this.all;
  }

  /** Who an image path belongs to, so a generated placeholder can show the right name. */
  imageSubject(imagePath: string): ImageSubject | undefined {
    this.imageSubjects ??= imageSubjectsOf(this.all, this.peopleById.values());
    return this.imageSubjects.get(imagePath);
  }
}
