import { listRaw, readJson } from '../io.ts';
import type { Contribution } from '../model.ts';
import { genreIdsForNames } from '../genres.ts';
import { clean, yearOf } from '../normalize.ts';

const FOLDER = 'wikipedia-american-movies';

interface WikiMovie {
  title?: string | null;
  year?: number | null;
  cast?: (string | null)[] | null;
  genres?: (string | null)[] | null;
  extract?: string | null;
}

/** A cast cell that looks like a person's name (the scrape has fragments like ")"). */
function plausibleName(s: string): boolean {
  return s.length >= 3 && s.length <= 60 && /^\p{L}/u.test(s) && !/[()[\]{}|=]/.test(s);
}

/**
 * Wikipedia American films (extracts CC BY-SA 4.0): used only to enrich movies that are
 * already in the catalogue (cast names, genres, and overview when TMDB has none).
 * Thumbnails are ignored (non-free images).
 */
export function readWikipedia(): Contribution[] {
  const out: Contribution[] = [];
  for (const file of listRaw(FOLDER, (n) => /^movies-\d{4}s\.json$/.test(n))) {
    for (const m of readJson(FOLDER, file) as WikiMovie[]) {
      const title = clean(m.title);
      const year = yearOf(m.year);
      if (!title || !year) continue;
      const cast = (m.cast ?? [])
        .map((c) => clean(c))
        .filter((c): c is string => !!c && plausibleName(c));
      const genres = (m.genres ?? []).map((g) => clean(g)).filter((g): g is string => !!g);
      out.push({
        source: FOLDER,
        kind: 'movie',
        langs: ['en'],
        titles: [title],
        year,
        create: false,
        fields: {
          overview: clean(m.extract),
          // Listed as an American film: a fallback origin and (guessed) language.
          originCountry: ['US'],
          languageGuess: 'en',
          genreIds: genreIdsForNames(genres, 'movie'),
          nameCast: cast.length ? [...new Set(cast)].map((name) => ({ name })) : undefined,
        },
      });
    }
  }
  return out;
}
