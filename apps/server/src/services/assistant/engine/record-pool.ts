import { mediaTypeOf, type TitleRecord } from '@unclewatch/core';

import type { RecordQuery } from '../../../providers/catalog/index';
import type { ChatConstraints } from '../types';

export function sameTitle(a: TitleRecord, b: TitleRecord): boolean {
  return a.id === b.id && mediaTypeOf(a) === mediaTypeOf(b);
}

/** What the catalogue's discover can be asked of a conversation's constraints. */
export function discoverQuery(c: ChatConstraints): RecordQuery {
  return {
    ...(c.type ? { type: c.type } : {}),
    ...(c.genres ? { genres: c.genres } : {}),
    ...(c.yearFrom !== undefined ? { yearFrom: c.yearFrom } : {}),
    ...(c.yearTo !== undefined ? { yearTo: c.yearTo } : {}),
    ...(c.languages && !c.countries ? { languages: c.languages } : {}),
  };
}
