import { foldText, MOVIE_GENRE as MOVIE, TV_GENRE as TV } from '@unclewatch/core';

export type Kind = 'movie' | 'tv';

/**
 * Genre names seen in the sources (TMDB names, TVmaze, JustWatch, IMDb-style names in the
 * streaming-platforms files, Wikipedia, vega "Major Genre"), folded with `foldText`,
 * mapped to [movie ids, tv ids]. Names with no sensible TMDB genre map to nothing.
 */
const TABLE: Record<string, [number[], number[]]> = {
  action: [[MOVIE.action], [TV.actionAdventure]],
  adventure: [[MOVIE.adventure], [TV.actionAdventure]],
  'action and adventure': [[MOVIE.action, MOVIE.adventure], [TV.actionAdventure]],
  animation: [[MOVIE.animation], [TV.animation]],
  animated: [[MOVIE.animation], [TV.animation]],
  anime: [[MOVIE.animation], [TV.animation]],
  comedy: [[MOVIE.comedy], [TV.comedy]],
  'black comedy': [[MOVIE.comedy], [TV.comedy]],
  satire: [[MOVIE.comedy], [TV.comedy]],
  'romantic comedy': [[MOVIE.romance, MOVIE.comedy], [TV.comedy]],
  crime: [[MOVIE.crime], [TV.crime]],
  noir: [[MOVIE.crime], [TV.crime]],
  'film noir': [[MOVIE.crime], [TV.crime]],
  documentary: [[MOVIE.documentary], [TV.documentary]],
  documentation: [[MOVIE.documentary], [TV.documentary]],
  nature: [[MOVIE.documentary], [TV.documentary]],
  drama: [[MOVIE.drama], [TV.drama]],
  legal: [[MOVIE.drama], [TV.drama]],
  medical: [[MOVIE.drama], [TV.drama]],
  family: [[MOVIE.family], [TV.family]],
  children: [[MOVIE.family], [TV.kids]],
  kids: [[MOVIE.family], [TV.kids]],
  fantasy: [[MOVIE.fantasy], [TV.scifiFantasy]],
  supernatural: [[MOVIE.fantasy], [TV.scifiFantasy]],
  superhero: [
    [MOVIE.action, MOVIE.scifi],
    [TV.actionAdventure, TV.scifiFantasy],
  ],
  history: [[MOVIE.history], [TV.warPolitics]],
  historical: [[MOVIE.history], [TV.warPolitics]],
  horror: [[MOVIE.horror], [TV.mystery]],
  slasher: [[MOVIE.horror], [TV.mystery]],
  music: [[MOVIE.music], []],
  musical: [[MOVIE.music], []],
  'concert performance': [[MOVIE.music], []],
  mystery: [[MOVIE.mystery], [TV.mystery]],
  romance: [[MOVIE.romance], []],
  'science fiction': [[MOVIE.scifi], [TV.scifiFantasy]],
  'sci fi': [[MOVIE.scifi], [TV.scifiFantasy]],
  scifi: [[MOVIE.scifi], [TV.scifiFantasy]],
  'science fiction and fantasy': [[MOVIE.scifi, MOVIE.fantasy], [TV.scifiFantasy]],
  'sci fi and fantasy': [[MOVIE.scifi, MOVIE.fantasy], [TV.scifiFantasy]],
  'tv movie': [[MOVIE.tvMovie], []],
  thriller: [[MOVIE.thriller], [TV.mystery]],
  suspense: [[MOVIE.thriller], [TV.mystery]],
  'thriller suspense': [[MOVIE.thriller], [TV.mystery]],
  espionage: [[MOVIE.thriller], [TV.actionAdventure]],
  spy: [[MOVIE.thriller, MOVIE.action], [TV.actionAdventure]],
  'martial arts': [[MOVIE.action], [TV.actionAdventure]],
  disaster: [[MOVIE.action], [TV.actionAdventure]],
  war: [[MOVIE.war], [TV.warPolitics]],
  'war and politics': [[MOVIE.war], [TV.warPolitics]],
  political: [[], [TV.warPolitics]],
  politics: [[], [TV.warPolitics]],
  western: [[MOVIE.western], [TV.western]],
  news: [[], [TV.news]],
  reality: [[], [TV.reality]],
  'reality tv': [[], [TV.reality]],
  'game show': [[], [TV.reality]],
  food: [[], [TV.reality]],
  travel: [[], [TV.reality]],
  diy: [[], [TV.reality]],
  'talk show': [[], [TV.talk]],
  talk: [[], [TV.talk]],
  soap: [[], [TV.soap]],
};

/** TMDB genre ids for one source genre name (folded lookup); [] when unmapped. */
export function genreIdsForName(name: string, kind: Kind): number[] {
  const entry = TABLE[foldText(name)];
  if (!entry) return [];
  return kind === 'movie' ? entry[0] : entry[1];
}

/** Maps a list of names, keeping first-seen order and dropping duplicates. */
export function genreIdsForNames(names: readonly string[], kind: Kind): number[] {
  const out: number[] = [];
  for (const n of names) {
    for (const id of genreIdsForName(n, kind)) if (!out.includes(id)) out.push(id);
  }
  return out;
}

const MULTIWORD = ['science fiction', 'tv movie', 'action & adventure', 'sci-fi & fantasy'];

/**
 * Splits a genre cell that may be comma-separated ("Horror, Mystery") or, as in one
 * source, space-separated ("Family Science Fiction Comedy").
 */
export function splitGenreCell(cell: string | undefined): string[] {
  if (!cell) return [];
  if (cell.includes(',')) {
    return cell
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  }
  let rest = ` ${cell.toLowerCase().replace(/\s+/g, ' ').trim()} `;
  const out: string[] = [];
  for (const mw of MULTIWORD) {
    if (rest.includes(` ${mw} `)) {
      out.push(mw);
      rest = rest.replace(` ${mw} `, ' ');
    }
  }
  for (const w of rest.trim().split(' ')) if (w) out.push(w);
  return out;
}
