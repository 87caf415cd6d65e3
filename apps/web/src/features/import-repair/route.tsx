import { useState } from 'react';
import { Link } from 'react-router';

import { PageHeader } from '#/components/page-header';
import { useSession } from '#/shared/session';

import { useRepairReport } from './api/repair';
import { RepairEntry } from './repair-entry';
import { needsWork } from './repair-format';

const card =
  'rounded-2xl border border-zinc-200 bg-white p-4 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900';
const linkClass = 'font-semibold text-brand-700 hover:underline dark:text-brand-400';

/** /import/repair: the repair desk of the last import of TV shows (decision 073). */
export function Component() {
  const { user, isPending: sessionPending } = useSession();
  const { data, isError } = useRepairReport(Boolean(user));
  const [lastChange, setLastChange] = useState('');
  // The shows that needed work when the page opened stay in their list after a change, so the
  // entry (and its status line) does not jump away from the person mending it.
  const [openedWithWork, setOpenedWithWork] = useState<ReadonlySet<string> | null>(null);
  if (data && openedWithWork === null)
    setOpenedWithWork(new Set(data.entries.filter(needsWork).map((e) => e.id)));

  if (!sessionPending && !user) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Import repair desk</h1>
        <p className="mt-2 text-zinc-600 dark:text-zinc-400">
          Please log in to see your last import.
        </p>
        <Link
          to="/login"
          className="mt-6 inline-block rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Log In
        </Link>
      </section>
    );
  }
  const stays = (e: { id: string }) => openedWithWork?.has(e.id) ?? false;
  const toFix = data?.entries.filter((e) => stays(e) || needsWork(e)) ?? [];
  const whole = data?.entries.filter((e) => !stays(e) && !needsWork(e)) ?? [];
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <PageHeader title="Import repair desk">
        Your last import of TV shows, show by show: how many rows of the file were placed on an
        episode, and why the others were not. Map a show that was not found or wrongly matched: its
        rows are placed again, and nothing is counted twice.
      </PageHeader>
      {isError && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          The report could not be loaded; please try again.
        </p>
      )}
      {!data && !isError && <p role="status">Loading…</p>}
      {data && data.entries.length === 0 && (
        <p className={card}>
          No import of TV shows yet. Import a TV Time or Trakt export from your{' '}
          <Link to="/profile" className={linkClass}>
            profile
          </Link>
          .
        </p>
      )}
      {data && data.entries.length > 0 && (
        <>
          <p role="status" className={`${card} text-sm`}>
            {data.episodeRows} episode rows in the file: {data.episodesPlaced} placed,{' '}
            {data.episodesNotPlaced} not placed.
            {data.createdAt && ` Imported ${new Date(data.createdAt).toLocaleString()}.`}
          </p>
          {lastChange && (
            <p
              aria-live="polite"
              className="rounded-xl bg-brand-50 p-3 text-sm font-medium text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100"
            >
              Last change — {lastChange}
            </p>
          )}
          {toFix.length > 0 && (
            <section aria-labelledby="repair-todo" className={card}>
              <h2 id="repair-todo" className="text-lg font-bold">
                Not placed in full ({toFix.length} {toFix.length === 1 ? 'show' : 'shows'})
              </h2>
              <ul className="mt-3 space-y-3">
                {toFix.map((e) => (
                  <RepairEntry key={e.id} entry={e} onChanged={setLastChange} />
                ))}
              </ul>
            </section>
          )}
          {whole.length > 0 && (
            <section aria-labelledby="repair-done" className={card}>
              <h2 id="repair-done" className="text-lg font-bold">
                Placed in full ({whole.length} {whole.length === 1 ? 'show' : 'shows'})
              </h2>
              <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
                Matched to the wrong show? Map it to the right one.
              </p>
              <ul className="mt-3 space-y-3">
                {whole.map((e) => (
                  <RepairEntry key={e.id} entry={e} onChanged={setLastChange} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <p className="text-sm">
        <Link to="/profile" className={linkClass}>
          Back to your profile
        </Link>
      </p>
    </div>
  );
}
