import { genreNames, languageName, type ChatMovieCard, type TitleDetails } from '@unclewatch/core';

/** How many cards one reply shows. */
export const CARDS_PER_REPLY = 6;

/** A chat card from the catalogue's own details (so a card is always a real title). */
export function toChatCard(details: TitleDetails): ChatMovieCard {
  const date = details.release_date ?? details.first_air_date ?? '';
  const year = Number.parseInt(date.slice(0, 4), 10);
  return {
    id: details.id,
    type: details.media_type,
    title: details.title ?? details.name ?? '',
    imageUrl: details.poster_path ? `/img/w185${details.poster_path}` : null,
    rating: Math.round(details.vote_average * 10) / 10,
    genres: details.genre_ids.flatMap((id) => (genreNames[id] ? [genreNames[id]] : [])),
    language: languageName(details.original_language),
    year: Number.isFinite(year) ? year : null,
  };
}
