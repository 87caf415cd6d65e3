import type { MediaType } from '@unclewatch/core';
import { useId, useState } from 'react';

import { EyeIcon } from '#/components/icons';
import { useDiary, useMarkWatched } from '#/library/api/diary';
import { dateChoiceValid, showMarkDates, type DateChoice } from '#/library/date-choice';
import { useWatchlist } from '#/library/use-watchlist';
import { diaryDayText, localDay } from '#/library/watched';

import { DateChoiceField } from './date-choice-field';

const pill =
  'inline-flex items-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold shadow-sm transition-colors disabled:opacity-60';

/** The detail page's 'Mark as watched': today or a picked day; offers to leave the watchlist. */
export function MarkWatched({ type, id }: { type: MediaType; id: number }) {
  const dateId = useId();
  const watchlist = useWatchlist();
  const { data: diary = [] } = useDiary();
  const mark = useMarkWatched();
  const today = localDay();
  const [date, setDate] = useState(today);
  const [offer, setOffer] = useState(false);
  // A show's mark marks its aired episodes (issue #45): on a day, on their air dates, or with
  // the date unknown (decision 082).
  const [when, setWhen] = useState<DateChoice>({ kind: 'day', day: today });
  const [marked, setMarked] = useState<number | null>(null);
  if (!watchlist.enabled) return null;
  const entries = diary.filter((e) => e.type === type && e.titleId === id);
  const valid =
    type === 'tv'
      ? dateChoiceValid(when, today)
      : /^\d{4}-\d{2}-\d{2}$/.test(date) && date <= today;

  const submit = () =>
    mark.mutate(type === 'tv' ? { type, id, ...showMarkDates(when) } : { type, id, date }, {
      onSuccess: (result) => {
        setOffer(result.onWatchlist);
        if (result.episodes) setMarked(result.episodes.marked);
      },
    });

  return (
    <div className="flex w-full flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          disabled={!valid || mark.isPending}
          onClick={submit}
          className={`${pill} bg-sky-600 text-white hover:bg-sky-700`}
        >
          <EyeIcon width={18} height={18} aria-hidden="true" />
          {type === 'tv'
            ? 'Mark all aired episodes'
            : entries.length > 0
              ? 'Log another viewing'
              : 'Mark as watched'}
        </button>
        {type === 'movie' && (
          <>
            <label htmlFor={dateId} className="text-sm font-semibold">
              Watched on
            </label>
            <input
              id={dateId}
              type="date"
              value={date}
              max={today}
              min="1888-01-01"
              onChange={(event) => setDate(event.target.value)}
              className="rounded-full border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
            />
          </>
        )}
      </div>
      {type === 'tv' && (
        <DateChoiceField
          value={when}
          onChange={setWhen}
          today={today}
          legend="Dates of the aired episodes"
          tone="hero"
        />
      )}
      <p role="status" className="text-sm text-zinc-200">
        {mark.isError
          ? 'Could not save this viewing. Please try again.'
          : marked !== null
            ? `Marked ${marked} aired ${marked === 1 ? 'episode' : 'episodes'} as watched.`
            : entries.length > 0
              ? `Watched ${entries.length === 1 ? 'once' : `${entries.length} times`}, last on ${diaryDayText(entries[0]!.date)}.`
              : ''}
      </p>
      {offer && watchlist.isSaved(type, id) && (
        <div
          role="group"
          aria-label="Remove from watchlist?"
          className="flex flex-wrap items-center gap-3 rounded-xl bg-white/10 p-3 text-sm ring-1 ring-white/20"
        >
          <span>You watched it. Remove it from your watchlist?</span>
          <button
            type="button"
            onClick={() => {
              watchlist.toggle(type, id);
              setOffer(false);
            }}
            className="rounded-full bg-white px-4 py-1.5 font-semibold text-zinc-900"
          >
            Remove from watchlist
          </button>
          <button
            type="button"
            onClick={() => setOffer(false)}
            className="rounded-full px-4 py-1.5 font-semibold ring-1 ring-white/40"
          >
            Keep it
          </button>
        </div>
      )}
    </div>
  );
}
