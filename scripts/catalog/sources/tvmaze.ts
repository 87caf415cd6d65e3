import { parsePyList, readCsv } from '../io.ts';
import type { Contribution, NameCast } from '../model.ts';
import { genreIdsForNames } from '../genres.ts';
import { languageCode } from '../languages.ts';
import { clean, isoDate, num, parseImdbScore, stripHtml, yearOf } from '../normalize.ts';

const FOLDER = 'tvmaze-tv-shows-2565';

/** "0-Walter White, 1-Jesse Pinkman" → ["Walter White", "Jesse Pinkman"] (index order). */
export function parseIndexedNames(cell: string | undefined): string[] {
  if (!cell) return [];
  const parts = cell.split(/(?:^|,\s*)(\d+)-/);
  const out: string[] = [];
  // split with a capture group gives ["", "0", "Walter White", "1", "Jesse Pinkman", ...]
  for (let i = 1; i + 1 < parts.length; i += 2) {
    out[Number(parts[i])] = (parts[i + 1] as string).trim();
  }
  return out.map((s) => s ?? '');
}

/** TVmaze "Type" values that say something about the genre. */
const TYPE_GENRES: Record<string, string> = {
  Animation: 'Animation',
  Reality: 'Reality',
  Documentary: 'Documentary',
  'Talk Show': 'Talk',
  'Game Show': 'Reality',
  News: 'News',
};

/**
 * TVmaze-derived shows (CC BY-SA 4.0): summary, genres, language, network, cast. The
 * premiere/end columns are swapped in most rows, so the earlier date is the first air date.
 */
export function readTvmaze(): Contribution[] {
  const out: Contribution[] = [];
  for (const r of readCsv(FOLDER, 'TV_show_data.csv')) {
    const title = clean(r.Name);
    if (!title) continue;
    const dates = [isoDate(r['Premiere Date']), isoDate(r['End Date'])]
      .filter((d): d is string => !!d)
      .sort();
    const date = dates[0];
    const people = parseIndexedNames(r['Person Names']);
    const characters = parseIndexedNames(r['Character Names']);
    const cast: NameCast[] = [];
    people.forEach((name, i) => {
      if (name) cast.push({ name, character: clean(characters[i]) });
    });
    const genreNames = [...parsePyList(r.Genres)];
    const typeGenre = TYPE_GENRES[r.Type ?? ''];
    if (typeGenre) genreNames.push(typeGenre);
    const runtime = num(r['Average Runtime']);
    const seasons = num(r['Total Seasons']);
    const network = clean(r.Network);
    const summary = clean(r.Summary);
    const language = languageCode(clean(r.Language));
    out.push({
      source: FOLDER,
      kind: 'tv',
      langs: language ? [language] : undefined,
      titles: [title],
      year: yearOf(date),
      create: true,
      fields: {
        title,
        date,
        overview: summary ? stripHtml(summary) : undefined,
        language,
        genreIds: genreIdsForNames(genreNames, 'tv'),
        runtime: runtime && runtime > 0 ? Math.round(runtime) : undefined,
        seasons: seasons && seasons > 0 ? seasons : undefined,
        networks: network ? [network] : undefined,
        altRating: parseImdbScore(r.Rating),
        nameCast: cast.length ? cast : undefined,
      },
    });
  }
  return out;
}
