import type { MediaType, TitleRecord } from '@unclewatch/core';

import type { PeopleNames } from '../title-records/index';

export interface TitleMatch {
  type: MediaType;
  id: number;
  title: string;
}

export interface PersonMatch {
  id: number;
  name: string;
  /** Known mainly as a director ("films by …"). */
  director?: boolean;
}

/** A character a person plays in a title. */
export interface CharacterCredit {
  personId: number;
  title: TitleRecord;
  character: string;
}

/** Exact folded names for a message parser: titles, people and surnames. */
export interface NameLookups {
  titleByName(folded: string): TitleMatch | undefined;
  personByName(folded: string): PersonMatch | undefined;
  /** A surname alone: a director's ("a Nolan film"), or with role 'any' anyone's. */
  personByLastName(token: string, role: 'director' | 'any'): PersonMatch | undefined;
  runtimeOf(ref: { type: MediaType; id: number }): number | undefined;
  /** The newest release year the names know (for "recent"). */
  newestYear: number;
}

/** Exact folded names of titles (original and without a leading article), people and characters. */
export interface EntityNames {
  title(folded: string): TitleRecord | undefined;
  personId(folded: string): number | undefined;
  /** Credits whose character is called this (folded), most popular title first. */
  character(folded: string): readonly CharacterCredit[];
  /** The names of the people the index holds. */
  readonly people: PeopleNames;
}

/**
 * The names-to-ids recogniser: built once (lazily) from the snapshot in the composition root,
 * the only snapshot-built input the assistant reads. In live mode the catalogue's search backs
 * it (names it does not hold are searched through the port).
 */
export interface NameRecogniser {
  readonly lookups: NameLookups;
  readonly entities: EntityNames;
}
