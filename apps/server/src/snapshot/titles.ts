import type { TitleRecord } from '@unclewatch/core';

/** A movie or TV show as the snapshot holds it (the catalogue port's title record). */
export type SnapshotTitle = TitleRecord;

export {
  displayTitle,
  isMovie,
  mediaTypeOf,
  releaseDate,
  releaseYear,
  titleNames,
} from '@unclewatch/core';

/** One credit of a person, with the title it is on. */
export interface PersonCredit {
  title: SnapshotTitle;
  character: string;
  department: string;
  job: string;
  order: number;
}
