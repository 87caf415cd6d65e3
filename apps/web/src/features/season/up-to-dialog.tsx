import { useEffect, useRef, useState } from 'react';

import { DateChoiceField } from '#/library/components/date-choice-field';
import { dateChoiceValid, type DateChoice } from '#/library/date-choice';
import { localDay } from '#/library/watched';

const button =
  'rounded-full px-5 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50';

/**
 * "Up to here" asks before marking (issue #45): every aired episode of the regular seasons up to
 * `code`, on a day, each on its air date, or with the date unknown (decision 082).
 */
export function UpToDialog({
  code,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  /** The episode marked up to ('S02E03'); null: the dialog is closed. */
  code: string | null;
  busy: boolean;
  error: string | null;
  onConfirm(choice: DateChoice): void;
  onClose(): void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const today = localDay();
  const [choice, setChoice] = useState<DateChoice>({ kind: 'day', day: today });
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (code && !dialog.open) {
      setChoice({ kind: 'day', day: localDay() });
      dialog.showModal();
    }
    if (!code && dialog.open) dialog.close();
  }, [code]);
  return (
    <dialog
      ref={ref}
      aria-labelledby="up-to-heading"
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-zinc-200 bg-white p-5 text-zinc-900 shadow-xl backdrop:bg-black/50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
    >
      <h2 id="up-to-heading" className="text-lg font-bold">
        Mark everything up to {code} watched?
      </h2>
      <p className="mt-1 mb-4 text-sm text-zinc-700 dark:text-zinc-300">
        Every aired episode of the earlier seasons and of this one up to here. Episodes already
        marked stay as they are.
      </p>
      <DateChoiceField value={choice} onChange={setChoice} today={today} />
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className={`${button} border border-zinc-300 text-zinc-800 dark:border-zinc-600 dark:text-zinc-100`}
        >
          Cancel
        </button>
        <button
          type="button"
          disabled={busy || !dateChoiceValid(choice, today)}
          onClick={() => onConfirm(choice)}
          className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
        >
          Mark watched
        </button>
      </div>
    </dialog>
  );
}
