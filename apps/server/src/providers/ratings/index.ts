export interface RatingsQuery {
  title: string;
  year?: number;
  imdbId?: string;
}

export interface ExternalRatings {
  title: string;
  year: string;
  imdbId: string | null;
  /** IMDb rating 0–10. */
  imdbRating: number | null;
  /** Rotten Tomatoes percent 0–100. */
  rtRating: number | null;
}

/** External ratings (IMDb, Rotten Tomatoes) by IMDb id or title + year. */
export interface RatingsProvider {
  readonly mode: 'embedded' | 'live';
  lookup(query: RatingsQuery): Promise<ExternalRatings | null>;
}
