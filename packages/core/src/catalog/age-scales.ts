/** The US age-rating scales, youngest first (zod-free: the web bundle reads them too). */
export interface AgeRating {
  rating: string;
  meaning: string;
  order: number;
}

export const US_MOVIE_RATINGS: readonly AgeRating[] = [
  { rating: 'G', meaning: 'General audiences: all ages admitted.', order: 1 },
  {
    rating: 'PG',
    meaning: 'Parental guidance suggested: some material may not suit children.',
    order: 2,
  },
  {
    rating: 'PG-13',
    meaning:
      'Parents strongly cautioned: some material may be inappropriate for children under 13.',
    order: 3,
  },
  {
    rating: 'R',
    meaning: 'Restricted: under 17 requires an accompanying parent or adult guardian.',
    order: 4,
  },
  { rating: 'NC-17', meaning: 'Adults only: no one 17 and under admitted.', order: 5 },
];

export const US_TV_RATINGS: readonly AgeRating[] = [
  { rating: 'TV-Y', meaning: 'All children, including ages 2 to 6.', order: 1 },
  { rating: 'TV-Y7', meaning: 'Directed to children age 7 and older.', order: 2 },
  { rating: 'TV-G', meaning: 'General audience: suitable for all ages.', order: 3 },
  { rating: 'TV-PG', meaning: 'Parental guidance suggested.', order: 4 },
  {
    rating: 'TV-14',
    meaning: 'Parents strongly cautioned: may be unsuitable for children under 14.',
    order: 5,
  },
  {
    rating: 'TV-MA',
    meaning: 'Mature audience only: may be unsuitable for children under 17.',
    order: 6,
  },
];
