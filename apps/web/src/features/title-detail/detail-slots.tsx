import type { TitleDetails } from '@unclewatch/core';

import { CommentsSection } from '#/library/components/comments-section';
import { InProgressNote } from '#/library/components/in-progress-note';
import { MarkWatched } from '#/library/components/mark-watched';
import { RatingSelect } from '#/library/components/rating-select';
import { ShowProgressLine } from '#/library/components/show-progress-line';
import { WatchlistButton } from '#/library/components/watchlist-button';

import { DetailSection } from './detail-section';

/**
 * The library's part of the hero: a show's progress ("12 / 73 · Next: S02E03"), watchlist
 * button, rating selector, 'Mark as watched'.
 */
export function DetailActions({ details }: { details: TitleDetails }) {
  return (
    <div className="mt-6 flex flex-wrap items-center gap-4">
      {details.media_type === 'tv' && <ShowProgressLine showId={details.id} />}
      <WatchlistButton type={details.media_type} id={details.id} />
      <RatingSelect type={details.media_type} id={details.id} />
      <MarkWatched type={details.media_type} id={details.id} />
      <InProgressNote type={details.media_type} id={details.id} />
    </div>
  );
}

export function DetailComments({ details }: { details: TitleDetails }) {
  return (
    <DetailSection title="Comments">
      <CommentsSection type={details.media_type} id={details.id} />
    </DetailSection>
  );
}
