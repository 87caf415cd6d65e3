import { readCsv } from '../io.ts';
import type { Contribution } from '../model.ts';
import { clean, imdbIdOf, isoDate, num, tmdbIdOf, tmdbImagePath, yearOf } from '../normalize.ts';

const FOLDER = 'the-movies-dataset-indian';

/** Values of `'key': value` pairs in a Python-literal list of dicts. */
function pyDictValues(cell: string | undefined, key: string): string[] {
  if (!cell) return [];
  const re = new RegExp(`'${key}':\\s*(?:'([^']*)'|(\\d+))`, 'g');
  const out: string[] = [];
  for (let m = re.exec(cell); m; m = re.exec(cell)) out.push(m[1] ?? m[2] ?? '');
  return out.filter(Boolean);
}

/** India-produced rows of Kaggle "The Movies Dataset" (TMDB data to Jul 2017). */
export function readMoviesDatasetIndian(): Contribution[] {
  const out: Contribution[] = [];
  for (const r of readCsv(FOLDER, 'indian_movies.csv')) {
    const id = tmdbIdOf(r.id);
    if (!id) continue;
    const title = clean(r.title);
    const original = clean(r.original_title);
    const date = isoDate(r.release_date);
    const genreIds = pyDictValues(r.genres, 'id').map(Number);
    const countries = pyDictValues(r.production_countries, 'iso_3166_1');
    const runtime = num(r.runtime);
    out.push({
      source: FOLDER,
      kind: 'movie',
      tmdbId: id,
      imdbId: imdbIdOf(r.imdb_id),
      titles: [title, original].filter((t): t is string => !!t),
      year: yearOf(date),
      create: true,
      fields: {
        title,
        originalTitle: original,
        date,
        overview: clean(r.overview),
        posterPath: tmdbImagePath(r.poster_path),
        language: clean(r.original_language),
        genreIds: genreIds.length ? genreIds : undefined,
        voteAverage: num(r.vote_average),
        voteCount: num(r.vote_count),
        popularity: num(r.popularity),
        adult: r.adult === 'True',
        originCountry: countries.length ? countries : undefined,
        runtime: runtime && runtime > 0 ? runtime : undefined,
        tagline: clean(r.tagline),
      },
    });
  }
  return out;
}

/** MovieLens links (movieId ↔ imdbId ↔ tmdbId) from this folder's `links_small.csv`. */
export function readLinksSmall(): { movieId: number; imdbId?: string; tmdbId?: number }[] {
  return readCsv(FOLDER, 'links_small.csv').map((r) => ({
    movieId: Number(r.movieId),
    imdbId: imdbIdOf(r.imdbId),
    tmdbId: tmdbIdOf(r.tmdbId),
  }));
}
