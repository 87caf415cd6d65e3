import type { SnapshotPerson } from '@unclewatch/core';

import type { ImageSubject } from '@unclewatch/core';
import { displayTitle, releaseYear, type SnapshotTitle } from './titles';

export type { ImageSubject };

/** Image path → who it shows (title or person), built on first use. */
export function imageSubjectsOf(
  titles: Iterable<SnapshotTitle>,
  people: Iterable<SnapshotPerson>,
): Map<string, ImageSubject> {
  const subjects = new Map<string, ImageSubject>();
  for (const t of titles) {
    const label = displayTitle(t);
    const sublabel = String(releaseYear(t) ?? '');
    if (t.poster_path) subjects.set(t.poster_path, { label, sublabel, seed: t.id, kind: 'poster' });
    if (t.backdrop_path)
      subjects.set(t.backdrop_path, { label, sublabel, seed: t.id, kind: 'backdrop' });
  }
  for (const p of people) {
    if (p.profile_path) {
      subjects.set(p.profile_path, {
        label: p.name,
        sublabel: p.known_for_department,
        seed: p.id,
        kind: 'profile',
      });
    }
  }
  return subjects;
}
