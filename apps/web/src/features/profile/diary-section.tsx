import type { WatchedEntry } from '@unclewatch/core';

import { useDeleteDiaryEntry, useFullDiary } from '#/library/api/diary';
import { diaryDayText } from '#/library/watched';

import { emptyClass, LibraryRow, listClass } from './library-list';
import { PagedList } from './paged-list';
import { SectionCard, smallButtonClass } from './section-card';

/** 'S01E02' for an episode viewing, '' for a title. */
const episodeCode = (entry: WatchedEntry) =>
  entry.episode
    ? `S${String(entry.episode.season).padStart(2, '0')}E${String(entry.episode.episode).padStart(2, '0')}`
    : '';

/** The watched history: one row per viewing (a title, or an episode of a show), newest day first. */
export function DiarySection() {
  const { data: diary = [], isPending } = useFullDiary();
  const remove = useDeleteDiaryEntry();
  return (
    <SectionCard title="Diary">
      {isPending ? (
        <p role="status" className={emptyClass}>
          Loading…
        </p>
      ) : diary.length === 0 ? (
        <p className={emptyClass}>
          Nothing watched yet. Use &ldquo;Mark as watched&rdquo; on a title, or import a diary.
        </p>
      ) : (
        <PagedList
          items={diary}
          label="Diary"
          listClass={listClass}
          textOf={(entry) => `${entry.title} ${episodeCode(entry)}`}
          renderItem={(entry) => (
            <LibraryRow
              key={entry.id}
              id={entry.titleId}
              type={entry.type}
              title={entry.title}
              imageUrl={entry.imageUrl}
              meta={
                <>
                  {entry.episode && (
                    <span className="font-semibold tabular-nums">{episodeCode(entry)}</span>
                  )}
                  {entry.dateUnknown ? (
                    // Decision 082: stored on the air date for order; the day is not known.
                    <span className="font-semibold">Date unknown</span>
                  ) : (
                    <time dateTime={entry.date} className="font-semibold">
                      {diaryDayText(entry.date)}
                    </time>
                  )}
                  {entry.rating !== null && <span>{entry.rating}/10</span>}
                  {entry.rewatch && (
                    <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-900/60 dark:text-sky-100">
                      Rewatch
                    </span>
                  )}
                </>
              }
            >
              <button
                type="button"
                aria-label={`Delete the ${entry.dateUnknown ? 'undated' : diaryDayText(entry.date)} viewing of ${entry.title}${entry.episode ? ` ${episodeCode(entry)}` : ''}`}
                onClick={() => remove.mutate(entry.id)}
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
