/** Words of a mood ("something funny and short") and the genres they ask for. */
const MOOD_GENRES: [RegExp, string[]][] = [
  [/\b(funny|laugh|comed|light|silly)/, ['Comedy']],
  [/\b(scar|horror|spook|creep|fright)/, ['Horror']],
  [/\b(roman|love|date)/, ['Romance']],
  [/\b(action|exciting|explos|fight)/, ['Action', 'Action & Adventure']],
  [/\b(thrill|tense|suspense|edge)/, ['Thriller']],
  [/\b(anim|cartoon|kid|family|child)/, ['Animation', 'Family', 'Kids']],
  [/\b(documentar|true story|real)/, ['Documentary']],
  [/\b(sci-?fi|space|science|future)/, ['Science Fiction', 'Sci-Fi & Fantasy']],
  [/\b(myster|whodunit|detective)/, ['Mystery']],
  [/\b(crime|heist|gangster)/, ['Crime']],
  [/\b(drama|sad|cry|moving)/, ['Drama']],
  [/\b(war)\b/, ['War', 'War & Politics']],
  [/\b(western|cowboy)/, ['Western']],
  [/\b(fantas|magic|dragon)/, ['Fantasy', 'Sci-Fi & Fantasy']],
  [/\b(music)/, ['Music']],
  [/\b(histor|period)/, ['History']],
  [/\b(adventur|quest)/, ['Adventure', 'Action & Adventure']],
];

/** Genre names a mood asks for (none when it names none). */
export function moodGenres(mood: string | undefined): Set<string> {
  const text = (mood ?? '').toLowerCase();
  const out = new Set<string>();
  if (!text.trim()) return out;
  for (const [pattern, genres] of MOOD_GENRES)
    if (pattern.test(text)) genres.forEach((g) => out.add(g));
  return out;
}

/** A small lift within a tier for titles of the mood's genres: it never outranks fairness. */
export function moodBoost(wanted: ReadonlySet<string>, genreNames: readonly string[]): number {
  return genreNames.some((g) => wanted.has(g)) ? 0.6 : 0;
}
