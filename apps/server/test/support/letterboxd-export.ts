import { strToU8, zipSync } from 'fflate';

/**
 * A Letterboxd export whose files overlap: The Matrix is in watched, diary (twice, the second a
 * rewatch) and ratings; Fight Club in watched, diary and ratings; Forrest Gump only watched;
 * Pulp Fiction only rated; Inception only on the watchlist. Shared by the API and e2e tests.
 */
export const overlappingLetterboxdZip = (): Uint8Array =>
  zipSync({
    'watchlist.csv': strToU8(
      'Date,Name,Year,Letterboxd URI\n2024-01-01,Inception,2010,https://boxd.it/1\n',
    ),
    'watched.csv': strToU8(
      [
        'Date,Name,Year,Letterboxd URI',
        '2024-02-01,The Matrix,1999,https://boxd.it/3',
        '2024-02-03,Fight Club,1999,https://boxd.it/6',
        '2024-02-04,Forrest Gump,1994,https://boxd.it/7',
      ].join('\n'),
    ),
    'diary.csv': strToU8(
      [
        'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
        '2024-03-01,The Matrix,1999,https://boxd.it/d1,3,,,2024-02-28',
        '2024-05-01,The Matrix,1999,https://boxd.it/d2,4.5,Yes,,2024-05-01',
        '2024-06-01,Fight Club,1999,https://boxd.it/d3,4,,,2024-06-01',
      ].join('\n'),
    ),
    'ratings.csv': strToU8(
      [
        'Date,Name,Year,Letterboxd URI,Rating',
        '2024-05-02,The Matrix,1999,https://boxd.it/3,4.5',
        '2024-06-01,Fight Club,1999,https://boxd.it/6,4',
        '2024-04-01,Pulp Fiction,1994,https://boxd.it/5,3',
      ].join('\n'),
    ),
  });
