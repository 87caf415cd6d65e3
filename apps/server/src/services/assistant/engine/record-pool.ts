import type { RecordQuery } from '../../../providers/title-records/index';
import type { ChatConstraints } from '../types';

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
