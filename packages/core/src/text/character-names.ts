import { foldText } from './fold';

/**
 * The names a character goes by: "Bruce Wayne / Batman" → "bruce wayne", "batman";
 * "The Joker" → "the joker", "joker"; "Walter White (voice)" → "walter white".
 */
export function characterNames(character: string): string[] {
  const names = new Set<string>();
  for (const raw of character.replace(/\(.*?\)/g, ' ').split(/\s*(?:\/|;|,|\baka\b|\balso\b)\s*/)) {
    const folded = foldText(raw);
    if (!folded || folded === 'himself' || folded === 'herself' || folded === 'self') continue;
    names.add(folded);
    const bare = folded.replace(/^(the|dr|mr|mrs|ms|captain|detective|agent|young) /, '');
    if (bare !== folded && bare.length > 2) names.add(bare);
  }
  return [...names];
}
