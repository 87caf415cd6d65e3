import type { SnapshotStreamingSource } from '../../../packages/core/src/catalog/snapshot.ts';
import { parsePyList, readZippedCsv } from '../io.ts';
import type { Contribution, NameCast, SourceId } from '../model.ts';
import { genreIdsForNames } from '../genres.ts';
import { languageFromCountries } from '../languages.ts';
import { clean, imdbIdOf, num, parseImdbScore, yearOf } from '../normalize.ts';

interface Catalogue {
  folder: SourceId;
  service: string;
  /** Date of the files inside the zips, as given in the folder's SOURCE.md. */
  snapshot: string;
}

export const JUSTWATCH_CATALOGUES: readonly Catalogue[] = [
  { folder: 'justwatch-netflix-us-2022', service: 'Netflix', snapshot: '2022-07-26' },
  { folder: 'justwatch-amazon-prime-us-2022', service: 'Prime Video', snapshot: '2022-05-14' },
];

interface Credits {
  cast: NameCast[];
  directors: string[];
}

function readCredits(folder: SourceId): Map<string, Credits> {
  const byTitle = new Map<string, Credits>();
  for (const r of readZippedCsv(folder, 'credits.csv.zip')) {
    const id = clean(r.id);
    const name = clean(r.name);
    if (!id || !name) continue;
    let c = byTitle.get(id);
    if (!c) byTitle.set(id, (c = { cast: [], directors: [] }));
    if (r.role === 'DIRECTOR') c.directors.push(name);
    else if (r.role === 'ACTOR') c.cast.push({ name, character: clean(r.character) });
  }
  return byTitle;
}

/**
 * JustWatch US catalogue (Netflix Jul 2022 / Prime Video May 2022): titles with imdb ids,
 * IMDb scores and TMDB popularity, plus actor/director names. Movies get a TMDB id through
 * the MovieLens links when the imdb id is known there.
 */
export function readJustWatch(
  cat: Catalogue,
  imdbToTmdb: ReadonlyMap<string, number>,
): Contribution[] {
  const credits = readCredits(cat.folder);
  const out: Contribution[] = [];
  const streaming: SnapshotStreamingSource = {
    name: cat.service,
    region: 'US',
    type: 'sub',
    snapshot: cat.snapshot,
    source: cat.folder,
  };
  for (const r of readZippedCsv(cat.folder, 'titles.csv.zip')) {
    const kind = r.type === 'SHOW' ? 'tv' : r.type === 'MOVIE' ? 'movie' : undefined;
    const title = clean(r.title);
    const jwId = clean(r.id);
    if (!kind || !title || !jwId) continue;
    const imdbId = imdbIdOf(r.imdb_id);
    const year = yearOf(r.release_year);
    const countries = parsePyList(r.production_countries).filter((c) => /^[A-Z]{2}$/.test(c));
    const cr = credits.get(jwId);
    const runtime = num(r.runtime);
    const seasons = num(r.seasons);
    const guess = languageFromCountries(countries);
    out.push({
      source: cat.folder,
      kind,
      tmdbId: kind === 'movie' && imdbId ? imdbToTmdb.get(imdbId) : undefined,
      imdbId,
      extKeys: [`jw:${jwId}`],
      langs: guess ? [guess] : undefined,
      titles: [title],
      year,
      create: true,
      fields: {
        title,
        date: year ? String(year) : undefined,
        overview: clean(r.description),
        genreIds: genreIdsForNames(parsePyList(r.genres), kind),
        originCountry: countries.length ? countries : undefined,
        languageGuess: guess,
        runtime: runtime && runtime > 0 ? runtime : undefined,
        seasons: kind === 'tv' && seasons && seasons > 0 ? seasons : undefined,
        imdbRating: parseImdbScore(r.imdb_score),
        imdbVotes: num(r.imdb_votes),
        altRating: parseImdbScore(r.tmdb_score),
        popularity: num(r.tmdb_popularity),
        streaming: [streaming],
        nameCast: cr?.cast.length ? cr.cast : undefined,
        nameDirectors: cr?.directors.length ? cr.directors : undefined,
      },
    });
  }
  return out;
}
