import type { MediaType } from '../api/catalog';

// Shapes the snapshot module and the catalogue port both speak (kept here so the snapshot
// module never reaches up into the providers).

/** What another site's export knows about a title (import matching). */
export interface TitleLookup {
  title: string;
  year: number | null;
  type?: MediaType;
  imdbId?: string;
  tmdbId?: number;
  /** A country hint ("The Office (US)"), ISO 3166-1 alpha-2: picks among titles of one name. */
  country?: string;
}

/** A title as import and export name it. */
export interface TitleFacts {
  type: MediaType;
  id: number;
  title: string;
  year: number | null;
  imdbId: string | null;
  /** Found by a near name only ("Italia"/"Italy"): a candidate, never a sure match. */
  near?: boolean;
}

/** What a placeholder shows for an image path (the title or person it belongs to). */
export interface ImageSubject {
  label: string;
  sublabel: string;
  seed: number;
  kind: 'poster' | 'backdrop' | 'profile';
}
