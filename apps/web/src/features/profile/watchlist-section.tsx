import { useWatchlistEntries } from '#/library/api/watchlist';

import { emptyClass, LibraryRow, listClass } from './library-list';
import { PagedList } from './paged-list';
import { SectionCard } from './section-card';

export function WatchlistSection() {
  const { data: entries = [], isPending } = useWatchlistEntries();
  return (
    <SectionCard title="Watchlist">
      {isPending ? (
        <p role="status" className={emptyClass}>
          Loading…
        </p>
      ) : entries.length === 0 ? (
        <p className={emptyClass}>No movies in your watchlist.</p>
      ) : (
        <PagedList
          items={entries}
          label="Watchlist"
          listClass={listClass}
          textOf={(entry) => entry.title}
          renderItem={(entry) => (
            <LibraryRow
              key={entry.id}
              id={entry.titleId}
              type={entry.type}
              title={entry.title}
              imageUrl={entry.imageUrl}
            />
          )}
        />
      )}
    </SectionCard>
  );
}
