import type { ShowProgress } from '@unclewatch/core';

/** Where a show sits on Up next: its section, from its state and how recently it was watched. */
export type Section = 'watching' | 'stale' | 'paused' | 'completed' | 'dropped';

export const sectionOf = (show: ShowProgress): Section =>
  show.status === 'watching' && show.group === 'stale' ? 'stale' : show.status;

interface Place {
  index: number;
  section: Section;
}

/**
 * Keeps each card where it was first shown while the page is open (issue #45): marking an
 * episode re-reads the progress, but the card neither jumps to the top nor changes section
 * until the page is left. A state chosen by hand (resume, drop) moves it: `release(id)`.
 */
export class Placements {
  private readonly places = new Map<number, Place>();
  /** Released shows, with the answer they had: they move once a newer answer arrives. */
  private readonly released = new Map<number, ShowProgress>();
  private next = 0;

  arrange(shows: readonly ShowProgress[]): { show: ShowProgress; section: Section }[] {
    for (const show of shows) {
      const old = this.released.get(show.id);
      if (old && old !== show) {
        this.released.delete(show.id);
        this.places.delete(show.id);
      }
      if (!this.places.has(show.id))
        this.places.set(show.id, { index: this.next++, section: sectionOf(show) });
    }
    return shows
      .map((show) => ({ show, place: this.places.get(show.id)! }))
      .sort((a, b) => a.place.index - b.place.index)
      .map(({ show, place }) => ({ show, section: place.section }));
  }

  /** Once the progress is read again, the show follows the server (a new section, at the end). */
  release(show: ShowProgress): void {
    this.released.set(show.id, show);
  }
}
