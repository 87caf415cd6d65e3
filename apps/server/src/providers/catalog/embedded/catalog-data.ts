import type { CatalogSnapshot, SnapshotMovie, SnapshotPerson, SnapshotTv } from '@unclewatch/core';

import type { ImageSubject } from '../../images/index';
import { displayTitle, releaseYear, type SnapshotTitle } from './to-dto';

export interface PersonCredit {
  title: SnapshotTitle;
  character: string;
  department: string;
  job: string;
  order: number;
}

const byPopularity = (a: SnapshotTitle, b: SnapshotTitle) =>
  b.popularity - a.popularity || b.vote_count - a.vote_count || a.id - b.id;

/** The snapshot held in memory with the lookups every route needs. */
export class CatalogData {
  readonly movies = new Map<number, SnapshotMovie>();
  readonly tv = new Map<number, SnapshotTv>();
  readonly people = new Map<number, SnapshotPerson>();
  readonly byImdbId = new Map<string, SnapshotTitle>();
  readonly creditsByPerson = new Map<number, PersonCredit[]>();
  /** Titles that may appear in lists: not adult, with a poster; most popular first. */
  readonly listableMovies: SnapshotMovie[];
  readonly listableTv: SnapshotTv[];

  constructor(readonly snapshot: CatalogSnapshot) {
    for (const movie of snapshot.movies) this.movies.set(movie.id, movie);
    for (const show of snapshot.tv) this.tv.set(show.id, show);
    for (const person of snapshot.people) this.people.set(person.id, person);
    for (const title of [...snapshot.movies, ...snapshot.tv]) {
      if (title.imdb_id) this.byImdbId.set(title.imdb_id.toLowerCase(), title);
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
    const listable = (t: SnapshotTitle) => !t.adult && Boolean(t.poster_path);
    this.listableMovies = snapshot.movies.filter(listable).sort(byPopularity);
    this.listableTv = snapshot.tv.filter(listable).sort(byPopularity);
  }

  private imageSubjects: Map<string, ImageSubject> | undefined;

  /** Who an image path belongs to, so a generated placeholder can show the right name. */
  imageSubject(imagePath: string): ImageSubject | undefined {
    if (!this.imageSubjects) {
      const subjects = new Map<string, ImageSubject>();
      for (const t of [...this.snapshot.movies, ...this.snapshot.tv]) {
        const label = displayTitle(t);
        const sublabel = String(releaseYear(t) ?? '');
        if (t.poster_path)
          subjects.set(t.poster_path, { label, sublabel, seed: t.id, kind: 'poster' });
        if (t.backdrop_path)
          subjects.set(t.backdrop_path, { label, sublabel, seed: t.id, kind: 'backdrop' });
      }
      for (const p of this.snapshot.people) {
        if (p.profile_path) {
          subjects.set(p.profile_path, {
            label: p.name,
            sublabel: p.known_for_department,
            seed: p.id,
            kind: 'profile',
          });
        }
      }
      this.imageSubjects = subjects;
    }
    return this.imageSubjects.get(imagePath);
  }

  title(type: 'movie' | 'tv', id: number): SnapshotTitle | undefined {
    return type === 'movie' ? this.movies.get(id) : this.tv.get(id);
  }
}
