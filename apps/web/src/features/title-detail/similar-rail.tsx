import type { TitleSummary } from '@unclewatch/core';
import { isListable } from '@unclewatch/core/browser';

import { cardPropsOf } from '#/components/title-card/from-summary';
import { TitleCard } from '#/components/title-card/title-card';
import { useWatchlist } from '#/library/use-watchlist';

import { DetailSection } from './detail-section';

export const SIMILAR_SHOWN = 6;

/** Up to 6 related titles as regular title cards: one row on wide screens, a grid below. */
export function SimilarRail({
  similar,
  isTv,
}: {
  similar: readonly TitleSummary[];
  isTv: boolean;
}) {
  const watchlist = useWatchlist();
  const titles = similar.filter(isListable).slice(0, SIMILAR_SHOWN);
  if (titles.length === 0) return null;
  return (
    <DetailSection title={isTv ? 'Similar shows' : 'Similar movies'}>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 sm:gap-x-5 lg:grid-cols-6">
        {titles.map((item) => (
          <li key={`${item.media_type}-${item.id}`}>
            <TitleCard
              {...cardPropsOf(item)}
              {...watchlist.cardProps(item.media_type, item.id)}
              className="w-full!"
            />
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
