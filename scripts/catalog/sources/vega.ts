import { readJson } from '../io.ts';
import type { Contribution } from '../model.ts';
import { genreIdsForNames } from '../genres.ts';
import { num, parseImdbScore, parseRtPercent, yearOf } from '../normalize.ts';

interface VegaMovie {
  Title?: string | number | null;
  'Release Date'?: string | null;
  'Running Time min'?: number | null;
  'Major Genre'?: string | null;
  Director?: string | null;
  'Rotten Tomatoes Rating'?: number | null;
  'IMDB Rating'?: number | null;
  'IMDB Votes'?: number | null;
}

/** vega-datasets movies.json: IMDb rating/votes and RT % for films up to about 2010. */
export function readVega(): Contribution[] {
  const out: Contribution[] = [];
  for (const m of readJson('vega-datasets-movies', 'movies.json') as VegaMovie[]) {
    if (m.Title === null || m.Title === undefined) continue;
    const title = String(m.Title).trim();
    const year = yearOf(m['Release Date'] ?? undefined);
    if (!title || !year) continue;
    const runtime = num(m['Running Time min']);
    const genre = m['Major Genre'];
    out.push({
      source: 'vega-datasets-movies',
      kind: 'movie',
      titles: [title],
      year,
      create: false,
      fields: {
        imdbRating: parseImdbScore(m['IMDB Rating']),
        imdbVotes: num(m['IMDB Votes']),
        rtRating: parseRtPercent(m['Rotten Tomatoes Rating']),
        runtime: runtime && runtime > 0 ? runtime : undefined,
        genreIds: genre ? genreIdsForNames(genre.split('/'), 'movie') : undefined,
        nameDirectors: m.Director ? [m.Director] : undefined,
      },
    });
  }
  return out;
}
