/** The spec's language map (code → English name). */
export const languageNames: Readonly<Record<string, string>> = {
  en: 'English',
  hi: 'Hindi',
  ta: 'Tamil',
  te: 'Telugu',
  ml: 'Malayalam',
  kn: 'Kannada',
  bn: 'Bengali',
  mr: 'Marathi',
  gu: 'Gujarati',
  pa: 'Punjabi',
  ur: 'Urdu',
  fr: 'French',
  es: 'Spanish',
  ko: 'Korean',
  ja: 'Japanese',
  zh: 'Chinese',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  ru: 'Russian',
  sv: 'Swedish',
  da: 'Danish',
  no: 'Norwegian',
  tr: 'Turkish',
  th: 'Thai',
  cn: 'Cantonese',
};

/** Languages offered in filters (spec §9). */
export const filterLanguages = ['en', 'hi', 'ko', 'ja', 'fr', 'es'] as const;

/** Indian languages, for "Bollywood"/Indian rows and the assistant. */
export const indianLanguages = ['hi', 'ta', 'te', 'ml', 'kn', 'bn', 'mr', 'gu', 'pa', 'ur'];

export function languageName(code: string | null | undefined): string {
  if (!code || code === 'xx') return 'Unknown';
  return languageNames[code] ?? code.toUpperCase();
}

const countryNames: Readonly<Record<string, string>> = {
  US: 'United States',
  GB: 'United Kingdom',
  IN: 'India',
  KR: 'South Korea',
  JP: 'Japan',
  FR: 'France',
  ES: 'Spain',
  DE: 'Germany',
  IT: 'Italy',
  CA: 'Canada',
  AU: 'Australia',
  CN: 'China',
  HK: 'Hong Kong',
  MX: 'Mexico',
  BR: 'Brazil',
  SE: 'Sweden',
  DK: 'Denmark',
  NO: 'Norway',
  NZ: 'New Zealand',
  IE: 'Ireland',
  TR: 'Turkey',
  TH: 'Thailand',
  TW: 'Taiwan',
  RU: 'Russia',
  AR: 'Argentina',
  BE: 'Belgium',
  NL: 'Netherlands',
};

export function countryName(code: string): string {
  return countryNames[code] ?? code;
}
