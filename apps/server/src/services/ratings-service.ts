import type { OmdbResponse } from '@unclewatch/core';

import type { RatingsProvider, RatingsQuery } from '../providers/ratings/index';

/** External ratings answered OMDb-shaped (spec §7), from whichever ratings adapter runs. */
export class RatingsService {
  constructor(private readonly ratings: RatingsProvider) {}

  /** An unknown title is `Response: "False"`, as OMDb answers it. */
  async omdb(query: RatingsQuery): Promise<OmdbResponse> {
    const found = await this.ratings.lookup(query);
    if (!found) return { Response: 'False', Error: 'Movie not found!' };
    const ratings = [];
    if (found.imdbRating !== null)
      ratings.push({
        Source: 'Internet Movie Database',
        Value: `${found.imdbRating.toFixed(1)}/10`,
      });
    if (found.rtRating !== null)
      ratings.push({ Source: 'Rotten Tomatoes', Value: `${found.rtRating}%` });
    return {
      Response: 'True',
      Title: found.title,
      Year: found.year,
      ...(found.imdbId ? { imdbID: found.imdbId } : {}),
      imdbRating: found.imdbRating !== null ? found.imdbRating.toFixed(1) : 'N/A',
      Ratings: ratings,
    };
  }
}
