import type { MediaType } from '@unclewatch/core';

/**
 * The fake TMDB's age ratings (issue 41): `release_dates` for a film and `content_ratings` for a
 * show, in TMDB's shapes, from the snapshot's US rating, with the UK's and Germany's made from
 * it (values of our own, on each country's real scale).
 */
const GB_MOVIE: Record<string, string> = {
  G: 'U',
  PG: 'PG',
  'PG-13': '12A',
  R: '15',
  'NC-17': '18',
};
const DE_MOVIE: Record<string, string> = { G: '0', PG: '6', 'PG-13': '12', R: '16', 'NC-17': '18' };
const GB_TV: Record<string, string> = {
  'TV-Y': 'U',
  'TV-Y7': 'U',
  'TV-G': 'U',
  'TV-PG': 'PG',
  'TV-14': '15',
  'TV-MA': '18',
};

/** The live-only film (not in the snapshot) is rated R in the US, 15 in the UK. */
export const LIVE_ONLY_RATING = 'R';

export function fakeAgeRatings(type: MediaType, us: string | undefined): Record<string, unknown> {
  if (!us)
    return type === 'movie'
      ? { release_dates: { results: [] } }
      : { content_ratings: { results: [] } };
  if (type === 'tv') {
    const results = [{ iso_3166_1: 'US', rating: us }];
    if (GB_TV[us]) results.push({ iso_3166_1: 'GB', rating: GB_TV[us] });
    return { content_ratings: { results } };
  }
  const release = (certification: string) => ({
    iso_3166_1: '',
    release_dates: [
      // A premiere without a rating comes first, as TMDB's often do; the theatrical one rates.
      { certification: '', type: 1, release_date: '2000-01-01T00:00:00.000Z' },
      { certification, type: 3, release_date: '2000-02-01T00:00:00.000Z' },
    ],
  });
  const results = [{ ...release(us), iso_3166_1: 'US' }];
  if (GB_MOVIE[us]) results.push({ ...release(GB_MOVIE[us]), iso_3166_1: 'GB' });
  if (DE_MOVIE[us]) results.push({ ...release(DE_MOVIE[us]), iso_3166_1: 'DE' });
  return { release_dates: { results } };
}
