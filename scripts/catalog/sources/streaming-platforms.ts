import type { SnapshotStreamingSource } from '../../../packages/core/src/catalog/snapshot.ts';
import { parsePyList, readCsv, splitList, type CsvRow } from '../io.ts';
import type { Contribution } from '../model.ts';
import { genreIdsForNames } from '../genres.ts';
import { countryCode, languageCode } from '../languages.ts';
import { clean, num, parseImdbScore, parseRtPercent, yearOf } from '../normalize.ts';

const FOLDER = 'streaming-platforms-ratings-2021';
/** Upstream data is 2020/2021; the repo commit that holds it is 2021-03-13 (SOURCE.md). */
const SNAPSHOT = '2021-03';
const SERVICES = ['Netflix', 'Hulu', 'Prime Video', 'Disney+'] as const;

function codes(names: readonly string[]): string[] {
  return [...new Set(names.map(languageCode).filter((c): c is string => !!c))];
}

function flagged(v: string | undefined): boolean {
  return v === '1' || v === 'True';
}

function streamingOf(r: CsvRow): SnapshotStreamingSource[] | undefined {
  const out: SnapshotStreamingSource[] = SERVICES.filter((s) => flagged(r[s])).map((name) => ({
    name,
    region: 'US',
    type: 'sub',
    snapshot: SNAPSHOT,
    source: FOLDER,
  }));
  return out.length ? out : undefined;
}

/** US movie availability (Netflix/Hulu/Prime Video/Disney+) with IMDb and RT scores. */
export function readStreamingMovies(): Contribution[] {
  const out: Contribution[] = [];
  for (const r of readCsv(FOLDER, 'MoviesOnStreamingPlatforms_updated.csv')) {
    const title = clean(r.Title);
    if (!title) continue;
    const year = yearOf(r.Year);
    const countries = splitList(r.Country)
      .map(countryCode)
      .filter((c): c is string => !!c);
    const runtime = num(r.Runtime);
    const directors = splitList(r.Directors);
    // Not used to veto joins: the list is dubbed/spoken languages and often misses the original.
    const langs = codes(splitList(r.Language));
    out.push({
      source: FOLDER,
      kind: 'movie',
      titles: [title],
      year,
      create: false,
      fields: {
        title,
        date: year ? String(year) : undefined,
        // The list is spoken languages, not always original-first ("Hancock": Vietnamese, …).
        languageGuess: langs[0],
        genreIds: genreIdsForNames(splitList(r.Genres), 'movie'),
        originCountry: countries.length ? [...new Set(countries)] : undefined,
        runtime: runtime && runtime > 0 ? runtime : undefined,
        imdbRating: parseImdbScore(r.IMDb),
        rtRating: parseRtPercent(r['Rotten Tomatoes']),
        streaming: streamingOf(r),
        nameDirectors: directors.length ? directors : undefined,
      },
    });
  }
  return out;
}

/** US TV availability with IMDb/RT scores, enriched upstream with TVmaze cast and genres. */
export function readStreamingTv(): Contribution[] {
  const out: Contribution[] = [];
  for (const r of readCsv(FOLDER, 'TV_shows_all_features.csv')) {
    const title = clean(r.Title);
    if (!title) continue;
    const year = yearOf(r.Year);
    const actors = parsePyList(r.Actors);
    const pyLangs = parsePyList(r.Language);
    const langs = codes(pyLangs.length ? pyLangs : splitList(r.Language));
    out.push({
      source: FOLDER,
      kind: 'tv',
      titles: [title],
      year,
      create: false,
      fields: {
        title,
        date: year ? String(year) : undefined,
        language: langs[0],
        genreIds: genreIdsForNames(parsePyList(r.Genres), 'tv'),
        imdbRating: parseImdbScore(r.IMDb),
        rtRating: parseRtPercent(r['Rotten Tomatoes']),
        streaming: streamingOf(r),
        nameCast: actors.length ? actors.map((name) => ({ name })) : undefined,
      },
    });
  }
  return out;
}
