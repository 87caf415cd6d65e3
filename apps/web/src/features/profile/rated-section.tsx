import { useRateTitle, useRatings } from '#/library/api/ratings';

import { emptyClass, LibraryRow, listClass } from './library-list';
import { PagedList } from './paged-list';
import { SectionCard, smallButtonClass } from './section-card';

export function RatedSection() {
  const { data: ratings = [], isPending } = useRatings();
  const rate = useRateTitle();
  return (
    <SectionCard title="Rated">
      {isPending ? (
        <p role="status" className={emptyClass}>
          Loading…
        </p>
      ) : ratings.length === 0 ? (
        <p className={emptyClass}>You haven&apos;t rated any movies yet.</p>
      ) : (
        <PagedList
          items={ratings}
          label="Rated"
          listClass={listClass}
          textOf={(item) => item.title}
          renderItem={(item) => (
            <LibraryRow
              key={item.id}
              id={item.titleId}
              type={item.type}
              title={item.title}
              imageUrl={item.imageUrl}
              meta={<span className="font-semibold">Your rating: {item.rating}/10</span>}
            >
              <button
                type="button"
                aria-label={`Delete rating of ${item.title}`}
                onClick={() => rate.mutate({ type: item.type, id: item.titleId, rating: 0 })}
                className={smallButtonClass}
              >
                Delete
              </button>
            </LibraryRow>
          )}
        />
      )}
    </SectionCard>
  );
}
