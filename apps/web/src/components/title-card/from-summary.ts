import type { TitleSummary } from '@unclewatch/core';
import { genreName, imageUrl, titleOf, yearOf } from '@unclewatch/core/browser';

import type { TitleCardProps } from './title-card';

/**
 * The names a card shows for genre ids, each once (a show can carry the TV and the movie id of
 * one genre, both named "Drama"); unknown ids are left out.
 */
export function genreNamesOf(ids: readonly number[]): string[] {
  return [...new Set(ids.map(genreName).filter((name): name is string => Boolean(name)))];
}

/** Card inputs from a catalogue item: w300 poster through our /img proxy, genre names. */
export function cardPropsOf(item: TitleSummary): TitleCardProps {
  return {
    id: item.id,
    title: titleOf(item),
    imageUrl: imageUrl(item.poster_path, 'w300'),
    genres: genreNamesOf(item.genre_ids),
    type: item.media_type,
    language: item.original_language,
    countries: item.origin_country,
    uncleScore: item.uncleScore,
    uncleScoreSources: item.uncleScoreSources,
    year: yearOf(item),
  };
}
