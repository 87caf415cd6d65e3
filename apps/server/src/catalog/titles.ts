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
