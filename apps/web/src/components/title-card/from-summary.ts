import type { TitleSummary } from '@unclewatch/core';
import { genreName, imageUrl, titleOf, yearOf } from '@unclewatch/core/browser';

import type { TitleCardProps } from './title-card';

/** Card inputs from a catalogue item: w300 poster through our /img proxy, genre names. */
export function cardPropsOf(item: TitleSummary): TitleCardProps {
  return {
    id: item.id,
    title: titleOf(item),
    imageUrl: imageUrl(item.poster_path, 'w300'),
    genres: item.genre_ids.map(genreName).filter((name): name is string => Boolean(name)),
    type: item.media_type,
    language: item.original_language,
    countries: item.origin_country,
    tmdbRating: item.vote_average,
    imdbRating: item.imdbRating,
    rtRating: item.rtRating,
    uncleScore: item.uncleScore,
    uncleScoreSources: item.uncleScoreSources,
    year: yearOf(item),
  };
}
