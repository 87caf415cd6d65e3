import { readCsv, splitList } from '../io.ts';
import type { Contribution } from '../model.ts';
import { genreIdsForNames, splitGenreCell } from '../genres.ts';
import { countryCode, languageCode } from '../languages.ts';
import { clean, imdbIdOf, isoDate, num, tmdbIdOf, tmdbImagePath, yearOf } from '../normalize.ts';

function positive(n: number | undefined): number | undefined {
  return n !== undefined && n > 0 ? n : undefined;
}

function titlesOf(...ts: (string | undefined)[]): string[] {
  return ts.filter((t): t is string => !!t);
}

/** tmdb-v11-top5000: the 5,000 most-voted TMDB movies (Aug 2023). */
export function readV11(): Contribution[] {
  const out: Contribution[] = [];
  for (const r of readCsv('tmdb-v11-top5000', 'tmdb_2023_movies_reducido.csv')) {
    const id = tmdbIdOf(r.id);
    if (!id) continue;
    const title = clean(r.title);
    const original = clean(r.original_title);
    const date = isoDate(r.release_date);
    const countries = splitList(r.production_countries)
      .map(countryCode)
      .filter((c): c is string => !!c);
    out.push({
      source: 'tmdb-v11-top5000',
      kind: 'movie',
      tmdbId: id,
      imdbId: imdbIdOf(r.imdb_id),
      titles: titlesOf(title, original),
      year: yearOf(date),
      create: true,
      fields: {
        title,
        originalTitle: original,
        date,
        overview: clean(r.overview),
        posterPath: tmdbImagePath(r.poster_path),
        backdropPath: tmdbImagePath(r.backdrop_path),
        language: clean(r.original_language),
        genreIds: genreIdsForNames(splitList(r.genres), 'movie'),
        voteAverage: num(r.vote_average),
        voteCount: num(r.vote_count),
        popularity: num(r.popularity),
        adult: r.adult === 'True',
        originCountry: countries.length ? [...new Set(countries)] : undefined,
        keywords: splitList(r.keywords).slice(0, 8),
        runtime: positive(num(r.runtime)),
        tagline: clean(r.tagline),
      },
    });
  }
  return out;
}

/** tmdb-top-rated-10k-2023: /movie/top_rated (Jul 2023); no posters or languages. */
export function readTopRated(): Contribution[] {
  const out: Contribution[] = [];
  for (const r of readCsv('tmdb-top-rated-10k-2023', 'Top_Rated_Movies.csv')) {
    const id = tmdbIdOf(r.id);
    if (!id) continue;
    const title = clean(r.title);
    const date = isoDate(r.release_date);
    out.push({
      source: 'tmdb-top-rated-10k-2023',
      kind: 'movie',
      tmdbId: id,
      titles: titlesOf(title),
      year: yearOf(date),
      create: true,
      fields: {
        title,
        date,
        overview: clean(r.overview),
        voteAverage: num(r.vote_average),
        voteCount: num(r.vote_count),
        popularity: num(r.popularity),
      },
    });
  }
  return out;
}

/** tmdb-bollywood-ids-2023: Hindi movies on TMDB (id, title, year, rating). */
export function readBollywood(): Contribution[] {
  const out: Contribution[] = [];
  for (const r of readCsv('tmdb-bollywood-ids-2023', 'bollywood_movies.csv')) {
    const id = tmdbIdOf(r.id);
    if (!id) continue;
    const title = clean(r.title);
    const year = yearOf(r.year);
    out.push({
      source: 'tmdb-bollywood-ids-2023',
      kind: 'movie',
      tmdbId: id,
      titles: titlesOf(title),
      year,
      create: true,
      fields: {
        title,
        date: year ? String(year) : undefined,
        language: 'hi',
        voteAverage: positive(num(r.rating)),
      },
    });
  }
  return out;
}

/**
 * tmdb-indian-languages-2025: discover by language (en/hi/ta/te/mr). `movies.csv` rows with
 * a poster and overview have no id; they get the id of the same title elsewhere in this
 * source when that title is unique here.
 */
export function readIndianLanguages(): Contribution[] {
  const folder = 'tmdb-indian-languages-2025';
  const rows = [...readCsv(folder, 'movies_with_genres.csv'), ...readCsv(folder, 'movies.csv')];
  const idsByTitle = new Map<string, Set<number>>();
  for (const r of rows) {
    const id = tmdbIdOf(r.id);
    const t = clean(r.title);
    if (id && t) idsByTitle.set(t, (idsByTitle.get(t) ?? new Set()).add(id));
  }
  const byId = new Map<number, Contribution>();
  for (const r of rows) {
    const title = clean(r.title);
    let id = tmdbIdOf(r.id);
    if (!id && title) {
      const ids = idsByTitle.get(title);
      if (ids?.size === 1) id = [...ids][0];
    }
    if (!id) continue;
    const date = isoDate(r.release_date);
    const prev = byId.get(id);
    const f = {
      title,
      date,
      overview: clean(r.overview),
      posterPath: tmdbImagePath(r.poster_path),
      language: languageCode(clean(r.language)),
      genreIds: genreIdsForNames(splitGenreCell(r.genres), 'movie'),
      popularity: num(r.popularity),
    };
    if (!prev) {
      byId.set(id, {
        source: folder,
        kind: 'movie',
        tmdbId: id,
        titles: titlesOf(title),
        year: yearOf(date),
        create: true,
        fields: f,
      });
      continue;
    }
    // Fill gaps from the other file / duplicate row.
    const pf = prev.fields as Record<string, unknown>;
    for (const [k, v] of Object.entries(f)) {
      const empty = pf[k] === undefined || (Array.isArray(pf[k]) && !(pf[k] as []).length);
      if (empty && v !== undefined) pf[k] = v;
    }
    prev.year ??= yearOf(date);
  }
  return [...byId.values()];
}
