import type { MediaType, PickReason } from '@unclewatch/core';

import type { Prediction, Taste, TasteBasis } from './taste-model';
import type { TitleFeatures } from './title-features';

/** "Sam", "Sam and Jo", "Sam, Jo and Kim". */
/** Who a reason speaks of: a member's id and display name (and taste, for predictions). */
interface Named {
  id: string;
  name: string;
}

export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

/** "On Sam's and Jo's watchlists". */
export function watchlistReason(members: readonly Named[]): PickReason {
  const names = members.map((m) => m.name);
  const lists = members.length > 1 ? 'watchlists' : 'watchlist';
  return {
    member: joinNames(names),
    memberIds: members.map((m) => m.id),
    text: `On ${joinNames(names.map(possessive))} ${lists}`,
  };
}

/** How a genre reads before "films": "animated films", "sci-fi films", "crime films". */
const GENRE_WORDS: Record<string, string> = {
  Animation: 'animated',
  'Science Fiction': 'sci-fi',
  'Sci-Fi & Fantasy': 'sci-fi and fantasy',
  'Action & Adventure': 'action and adventure',
  'War & Politics': 'war and politics',
  Documentary: 'documentary',
};
const genreWord = (genre: string) => GENRE_WORDS[genre] ?? genre.toLowerCase();

function noun(types: readonly MediaType[], count: number): string {
  const one = types.length === 1 ? (types[0] === 'tv' ? 'show' : 'film') : 'title';
  return count === 1 ? one : `${one}s`;
}

const score = (x: number) => x.toFixed(1);

/** One member's reason, in their own name, from what their predicted rating rests on. */
export function explain(
  m: Named & { taste: Taste },
  prediction: Prediction,
  f: TitleFeatures,
  personName: (id: number) => string | undefined,
): PickReason {
  const e = prediction.evidence;
  const predicted = score(prediction.rating);
  const say = (text: string): PickReason => ({ member: m.name, memberIds: [m.id], text });
  switch (e.kind) {
    case 'genre': {
      const kind = genreWord(e.genre);
      if (e.loved >= 2)
        return say(`${m.name} rated ${e.loved} ${kind} ${noun(e.types, e.loved)} 8+`);
      if ((e.finished ?? 0) >= 2) return say(`${m.name} finished ${e.finished} ${kind} shows`);
      if ((e.watched ?? 0) >= 2) return say(`${m.name} watched ${e.watched} ${kind} films`);
      break;
    }
    case 'person': {
      const who = personName(e.personId);
      if (!who) break;
      if (e.loved >= 2)
        return say(`${m.name} rated ${e.loved} ${noun(e.types, e.loved)} with ${who} 8+`);
      if ((e.finished ?? 0) >= 2) return say(`${m.name} finished ${e.finished} shows with ${who}`);
      if ((e.watched ?? 0) >= 2) return say(`${m.name} watched ${e.watched} films with ${who}`);
      break;
    }
    case 'similar':
      if (e.source === 'finished' || e.source === 'watched')
        return say(`${m.name} ${e.source} ${e.title}, and this is much like it`);
      return say(`${m.name} gave ${e.title} a ${e.rating}, and this is much like it`);
    case 'similar-history':
      return say(
        `${m.name} ${e.source} ${e.count} ${e.source === 'finished' ? 'shows' : 'films'} like it, ${e.title} among them`,
      );
    case 'dislike':
      return say(
        `${m.name} rates ${genreWord(e.genre)} titles lower than most (predicted ${predicted})`,
      );
    case 'quality':
      break;
  }
  if (m.taste.count === 0)
    return say(
      `${m.name} has no ratings or viewings yet: the catalogue scores it ${score(f.quality)}`,
    );
  return say(`Predicted ${predicted} for ${m.name}, from ${basisText(m.taste.basis)}`);
}

/** "12 ratings, 3 finished shows and 40 films watched". */
export function basisText(basis: TasteBasis): string {
  const parts: string[] = [];
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (basis.rating) parts.push(count(basis.rating, 'rating', 'ratings'));
  if (basis.finished) parts.push(count(basis.finished, 'finished show', 'finished shows'));
  if (basis.watching)
    parts.push(count(basis.watching, 'show being watched', 'shows being watched'));
  if (basis.watched) parts.push(count(basis.watched, 'film watched', 'films watched'));
  if (basis.dropped) parts.push(count(basis.dropped, 'dropped show', 'dropped shows'));
  return joinNames(parts);
}
