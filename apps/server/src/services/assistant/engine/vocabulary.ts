import { MOVIE_GENRE, TV_GENRE } from '@unclewatch/core';

/**
 * The words the embedded assistant understands, folded (lower case, no accents or
 * punctuation; see foldText in packages/core). Longer phrases are matched first.
 */

const g = MOVIE_GENRE;
const tv = TV_GENRE;

export const genrePhrases: Record<string, number[]> = {
  action: [g.action],
  'action packed': [g.action],
  adventure: [g.adventure],
  adventures: [g.adventure],
  animated: [g.animation],
  animation: [g.animation],
  cartoon: [g.animation],
  cartoons: [g.animation],
  anime: [g.animation],
  comedy: [g.comedy],
  comedies: [g.comedy],
  funny: [g.comedy],
  hilarious: [g.comedy],
  sitcom: [g.comedy],
  sitcoms: [g.comedy],
  'rom com': [g.romance, g.comedy],
  'rom coms': [g.romance, g.comedy],
  romcom: [g.romance, g.comedy],
  romcoms: [g.romance, g.comedy],
  'romantic comedy': [g.romance, g.comedy],
  'romantic comedies': [g.romance, g.comedy],
  crime: [g.crime],
  gangster: [g.crime],
  heist: [g.crime],
  detective: [g.crime],
  documentary: [g.documentary],
  documentaries: [g.documentary],
  docs: [g.documentary],
  drama: [g.drama],
  dramas: [g.drama],
  'k drama': [g.drama],
  'k dramas': [g.drama],
  kdrama: [g.drama],
  kdramas: [g.drama],
  family: [g.family],
  fantasy: [g.fantasy],
  history: [g.history],
  historical: [g.history],
  'period drama': [g.history, g.drama],
  horror: [g.horror],
  scary: [g.horror],
  spooky: [g.horror],
  slasher: [g.horror],
  musical: [g.music],
  musicals: [g.music],
  music: [g.music],
  mystery: [g.mystery],
  mysteries: [g.mystery],
  whodunit: [g.mystery],
  romance: [g.romance],
  romantic: [g.romance],
  romances: [g.romance],
  'love story': [g.romance],
  'love stories': [g.romance],
  'sci fi': [g.scifi],
  scifi: [g.scifi],
  'science fiction': [g.scifi],
  thriller: [g.thriller],
  thrillers: [g.thriller],
  suspense: [g.thriller],
  war: [g.war],
  western: [g.western],
  westerns: [g.western],
};

/** TV uses combined genres; a movie genre also matches these TV ids. */
export const tvGenreEquivalents: Record<number, number[]> = {
  [g.action]: [tv.actionAdventure],
  [g.adventure]: [tv.actionAdventure],
  [g.scifi]: [tv.scifiFantasy],
  [g.fantasy]: [tv.scifiFantasy],
  [g.war]: [tv.warPolitics],
  [g.thriller]: [tv.mystery, tv.crime],
  [g.family]: [tv.kids],
};

/** Plural nouns for genres in the answer's text line ("Korean thrillers"). */
export const genreNouns: Record<number, [string, string]> = {
  [g.action]: ['action', 'action titles'],
  [g.adventure]: ['adventure', 'adventures'],
  [g.animation]: ['animated', 'animated titles'],
  [g.comedy]: ['comedy', 'comedies'],
  [g.crime]: ['crime', 'crime stories'],
  [g.documentary]: ['documentary', 'documentaries'],
  [g.drama]: ['drama', 'dramas'],
  [g.family]: ['family', 'family titles'],
  [g.fantasy]: ['fantasy', 'fantasy titles'],
  [g.history]: ['historical', 'historical titles'],
  [g.horror]: ['horror', 'horror titles'],
  [g.music]: ['music', 'music titles'],
  [g.mystery]: ['mystery', 'mysteries'],
  [g.romance]: ['romantic', 'romances'],
  [g.scifi]: ['sci-fi', 'sci-fi titles'],
  [g.thriller]: ['thriller', 'thrillers'],
  [g.war]: ['war', 'war stories'],
  [g.western]: ['western', 'westerns'],
};

export interface PlaceMatch {
  languages?: string[];
  countries?: string[];
  label: string;
}

const indian = ['hi', 'ta', 'te', 'ml', 'kn', 'bn', 'mr', 'gu', 'pa', 'ur'];

export const placePhrases: Record<string, PlaceMatch> = {
  korean: { languages: ['ko'], label: 'Korean' },
  korea: { languages: ['ko'], label: 'Korean' },
  'k drama': { languages: ['ko'], label: 'Korean' },
  'k dramas': { languages: ['ko'], label: 'Korean' },
  kdrama: { languages: ['ko'], label: 'Korean' },
  kdramas: { languages: ['ko'], label: 'Korean' },
  hindi: { languages: ['hi'], label: 'Hindi' },
  bollywood: { languages: ['hi'], label: 'Bollywood' },
  indian: { languages: indian, label: 'Indian' },
  india: { languages: indian, label: 'Indian' },
  tamil: { languages: ['ta'], label: 'Tamil' },
  kollywood: { languages: ['ta'], label: 'Tamil' },
  telugu: { languages: ['te'], label: 'Telugu' },
  tollywood: { languages: ['te'], label: 'Telugu' },
  malayalam: { languages: ['ml'], label: 'Malayalam' },
  kannada: { languages: ['kn'], label: 'Kannada' },
  bengali: { languages: ['bn'], label: 'Bengali' },
  marathi: { languages: ['mr'], label: 'Marathi' },
  punjabi: { languages: ['pa'], label: 'Punjabi' },
  japanese: { languages: ['ja'], label: 'Japanese' },
  japan: { languages: ['ja'], label: 'Japanese' },
  anime: { languages: ['ja'], label: 'Japanese' },
  french: { languages: ['fr'], label: 'French' },
  france: { languages: ['fr'], label: 'French' },
  spanish: { languages: ['es'], label: 'Spanish' },
  spain: { languages: ['es'], label: 'Spanish' },
  mexican: { languages: ['es'], countries: ['MX'], label: 'Mexican' },
  chinese: { languages: ['zh', 'cn'], label: 'Chinese' },
  mandarin: { languages: ['zh'], label: 'Mandarin' },
  cantonese: { languages: ['cn'], label: 'Cantonese' },
  'hong kong': { languages: ['cn', 'zh'], countries: ['HK'], label: 'Hong Kong' },
  german: { languages: ['de'], label: 'German' },
  italian: { languages: ['it'], label: 'Italian' },
  portuguese: { languages: ['pt'], label: 'Portuguese' },
  brazilian: { languages: ['pt'], countries: ['BR'], label: 'Brazilian' },
  russian: { languages: ['ru'], label: 'Russian' },
  turkish: { languages: ['tr'], label: 'Turkish' },
  thai: { languages: ['th'], label: 'Thai' },
  swedish: { languages: ['sv'], label: 'Swedish' },
  danish: { languages: ['da'], label: 'Danish' },
  norwegian: { languages: ['no'], label: 'Norwegian' },
  english: { languages: ['en'], label: 'English-language' },
  hollywood: { languages: ['en'], countries: ['US'], label: 'Hollywood' },
  american: { languages: ['en'], countries: ['US'], label: 'American' },
  british: { languages: ['en'], countries: ['GB'], label: 'British' },
};

export { moodPhrases, moods, type Mood } from './moods';

export const streamingPhrases: Record<string, string> = {
  netflix: 'Netflix',
  hulu: 'Hulu',
  prime: 'Prime Video',
  'prime video': 'Prime Video',
  'amazon prime': 'Prime Video',
  amazon: 'Prime Video',
  'disney plus': 'Disney+',
  disney: 'Disney+',
};

export const decadeWords: Record<string, number> = {
  twenties: 1920,
  thirties: 1930,
  forties: 1940,
  fifties: 1950,
  sixties: 1960,
  seventies: 1970,
  eighties: 1980,
  nineties: 1990,
};

export const tvWords = ['show', 'shows', 'series', 'tv', 'television', 'sitcom', 'sitcoms'];
export const movieWords = ['movie', 'movies', 'film', 'films', 'flick', 'flicks', 'cinema'];

/** Words that make a message a request even without any constraint. */
export const requestWords = [
  'recommend',
  'recommendation',
  'recommendations',
  'suggest',
  'suggestion',
  'suggestions',
  'watch',
  'something',
  'anything',
  'good',
  'best',
  'popular',
  'top',
  'great',
  ...tvWords,
  ...movieWords,
];
