import type { MediaType, SnapshotPerson, TitleRecord, WatchFilter } from '@unclewatch/core';

/** A person's credit on a title, with the title's record. */
export interface RecordCredit {
  title: TitleRecord;
  character: string;
  department: string;
  job: string;
  order: number;
}

/** Who a person id is, by name: what an answer needs to say "directed by …". */
export interface PeopleNames {
  person(id: number): { id: number; name: string } | undefined;
}

/** A title's fact sheet: its record (crew, seasons, network, trailers, streaming where known) and the names of its people. */
export interface TitleSheet {
  title: TitleRecord;
  people: PeopleNames;
}

/** What a discover by constraints can be asked (the rest is filtered by the caller). */
export interface RecordQuery {
  type?: MediaType;
  genres?: readonly number[];
  yearFrom?: number;
  yearTo?: number;
  languages?: readonly string[];
}

/**
 * The title-records port: a title's and a person's facts as records (fact sheets, credits,
 * discover by constraints, similar titles), for readers that filter, rank and quote facts (the
 * assistant). The catalogue port (`providers/catalog/`) has the other job: what pages, lists
 * and look-ups show, as TMDB-shaped DTOs; it holds no records (decision 088). The embedded
 * adapter answers from the snapshot; the live adapter from TMDB, preferring the snapshot's
 * richer record of a title it holds (keywords, streaming, ratings).
 */
export interface TitleRecordsProvider {
  /** The one region `onServices` knows, or null when it knows none. */
  readonly servicesRegion: string | null;
  /** A title's fact sheet; null when the title is unknown. */
  sheet(type: MediaType, id: number): Promise<TitleSheet | null>;
  /** Records of titles, in order; null for an unknown title. */
  titles(refs: readonly { type: MediaType; id: number }[]): Promise<(TitleRecord | null)[]>;
  /** A person (biography apart); null when unknown. */
  person(id: number): Promise<SnapshotPerson | null>;
  /** A person's biography ('' when none). */
  biography(id: number): Promise<string>;
  /**
   * A person's credits, adult and poster-less titles included; null when there are no records
   * of their titles (a person only the live catalogue knows: ask its `personCredits`).
   */
  credits(personId: number): Promise<readonly RecordCredit[] | null>;
  /**
   * Candidate titles for a query, most popular first: a discover by constraints. Answers may
   * hold titles outside the query (the caller applies every constraint), never fewer.
   */
  discover(query: RecordQuery): Promise<readonly TitleRecord[]>;
  /** Titles similar to one, best first, as records; [] when unknown. */
  similar(type: MediaType, id: number): Promise<readonly TitleRecord[]>;
  /** Whether a record is on one of the filter's services (false where availability is unknown). */
  onServices(title: TitleRecord, filter: WatchFilter): boolean;
}
