/** The assistant's fixed lines (greeting, help, nothing found …). */

export const examples = [
  'Korean thrillers from the 2010s',
  'feel-good comedies rated above 7',
  'movies like Inception',
  'films directed by Nolan',
  'Bollywood romance with Shah Rukh Khan',
  'sci-fi shows on Netflix',
];

export const helpText =
  "I can find movies and TV shows from UncleWatch's catalogue. Tell me a genre (scary, funny, " +
  'sci-fi, rom-com…), a language or country (Korean, Hindi, Japanese, French…), a year or ' +
  'decade ("90s", "after 2015", "recent"), a mood ("feel-good", "dark", "less violent", ' +
  '"mind-bending"), a person ("starring Tom Hanks", "directed by Nolan"), a minimum rating ' +
  '("rated above 8"), "shows" or "films", "on Netflix", "on my services", "in my watchlist" or ' +
  '"like {a title}". ' +
  'Ask me about a title or a person too: who directed it, who stars in it, when it came out, ' +
  'how long it is, where to stream it, its seasons or network, or where and when someone was ' +
  'born. I remember what you said, so you can narrow down step by step and ask "who directed ' +
  'it?" or "what else has she been in?"; say "more" for the next ' +
  `results and "start over" to clear. Try: ${examples
    .slice(0, 4)
    .map((e) => `"${e}"`)
    .join(', ')}.`;

export const greetingText = `Hi! Tell me what you're in the mood for, e.g. "${examples[0]}" or "${examples[2]}". Say "help" to see everything I understand.`;

export const thanksText =
  'You\'re welcome! Say "more" for other picks, or tell me what else you\'d like.';

export const resetText = "Okay, let's start over. What are you in the mood for?";

export const notUnderstoodText = `Sorry, I couldn't understand that. Try something like "${examples[0]}", "${examples[1]}" or "${examples[2]}" — or say "help".`;

export const moreWithoutQueryText = `Tell me what you'd like first, e.g. "${examples[0]}".`;

export const signInForWatchlistText =
  'Please sign in to use your watchlist — then ask me again, e.g. "thrillers in my watchlist".';

export const signInForServicesText =
  'Please sign in and choose your streaming services in your profile — then ask me again, e.g. "comedies on my services".';

export const setServicesText =
  'You have not chosen your streaming services yet: pick them in your profile, then ask me again, e.g. "comedies on my services".';

export function servicesRegionText(region: string): string {
  return `I only know what streams in the US (snapshots from 2021–22), so I can't tell what is on your services in ${region}. Try "on Netflix" for the US, or drop the services.`;
}

export const watchlistUnavailableText =
  "Your watchlist isn't available to me yet. Ask me for a genre, a language or a year instead.";

export const emptyWatchlistText =
  'Your watchlist is empty. Add titles from any card or detail page, then ask me again.';

export function nothingFoundText(description: string): string {
  return `I couldn't find any ${description}. Try fewer filters (e.g. drop the year or the rating), or say "start over".`;
}

export function noMoreText(description: string): string {
  return `That's all I have for ${description}. Try widening the search, or say "start over".`;
}

export function unknownTitleText(name: string): string {
  return `I couldn't find a title called "${name}" in the catalogue. Check the spelling, or try "movies like Inception".`;
}

export function allSeenText(description: string): string {
  return `You've seen every one of the ${description} I found. Try widening the search, or say "start over".`;
}

/** After a list's first line: how many titles the asker has seen were left out of it. */
export function leftOutText(count: number): string {
  return count === 0 ? '' : ` (leaving out ${count} you've seen)`;
}
