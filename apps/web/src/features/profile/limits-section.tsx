import { useQuery } from '@tanstack/react-query';
import type { LimitsResponse, RatingLimits } from '@unclewatch/core';
import { useState, type FormEvent } from 'react';

import { RatingLimitFields } from '#/components/rating-limit-fields';
import { useToast } from '#/components/toast/toast-context';
import { ApiRequestError } from '#/shared/api';

import { limitsQueryOptions, useSaveLimits } from './api/limits';
import { emptyClass } from './library-list';
import { SectionCard, smallPrimaryButtonClass } from './section-card';

const PIN = /^\d{4,8}$/;
const input =
  'mt-1 w-full max-w-48 rounded-lg border border-zinc-300 bg-white px-3 py-2 text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100';

const messageOf = (error: unknown): string => {
  if (!(error instanceof ApiRequestError)) return 'Something went wrong';
  if (error.status === 403) return error.body?.error || 'The PIN is not right.';
  if (error.status === 429) return 'Too many wrong PINs: wait a minute and try again.';
  const detail = error.body?.details?.[0];
  return detail ? `${detail.path}: ${detail.message}` : error.body?.error || 'Something went wrong';
};

/**
 * "Rating limits" on the profile (issue 41): the highest ratings shown to this account, what
 * becomes of unrated titles, and a PIN that, once set, is needed to change or lift them.
 */
export function LimitsSection() {
  const limits = useQuery(limitsQueryOptions);
  return (
    <SectionCard title="Rating limits">
      {limits.isPending ? (
        <p role="status" className={emptyClass}>
          Loading…
        </p>
      ) : limits.isError ? (
        <p role="alert" className={emptyClass}>
          Your rating limits could not be loaded.
        </p>
      ) : (
        <LimitsForm key={JSON.stringify(limits.data)} saved={limits.data} />
      )}
    </SectionCard>
  );
}

function LimitsForm({ saved }: { saved: LimitsResponse }) {
  const [value, setValue] = useState<RatingLimits>({
    maxMovie: saved.maxMovie,
    maxTv: saved.maxTv,
    unrated: saved.unrated,
  });
  const [pin, setPin] = useState('');
  const [newPin, setNewPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveLimits();
  const toast = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saved.pinSet && !PIN.test(pin)) return setProblem('Enter the PIN (4 to 8 digits).');
    if (newPin && !PIN.test(newPin)) return setProblem('A new PIN must be 4 to 8 digits.');
    setProblem(null);
    save.mutate(
      { ...value, ...(saved.pinSet ? { pin } : {}), ...(newPin ? { newPin } : {}) },
      {
        onSuccess: () => toast.show('Rating limits saved', 'success'),
        onError: (e) => setProblem(messageOf(e)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className={emptyClass}>
        Titles rated above these limits (US ratings) are left out of every list, search and pick for
        this account, and their pages say they are not available.
        {saved.setBy === 'owner' && ' These limits were set by your household’s owner.'}
      </p>
      <RatingLimitFields value={value} onChange={setValue} />
      <div className="flex flex-wrap gap-4">
        {saved.pinSet && (
          <div>
            <label htmlFor="limits-pin" className="block text-sm font-medium">
              PIN
            </label>
            <input
              id="limits-pin"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              className={input}
              value={pin}
              onChange={(e) => setPin(e.currentTarget.value)}
            />
          </div>
        )}
        <div>
          <label htmlFor="limits-new-pin" className="block text-sm font-medium">
            {saved.pinSet ? 'New PIN (optional)' : 'PIN (optional, 4 to 8 digits)'}
          </label>
          <input
            id="limits-new-pin"
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            className={input}
            value={newPin}
            onChange={(e) => setNewPin(e.currentTarget.value)}
          />
        </div>
      </div>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {saved.pinSet
          ? 'A PIN is set: changing or lifting these limits needs it.'
          : 'With a PIN, changing or lifting these limits needs it, so a child cannot lift their own.'}
      </p>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      <button type="submit" className={smallPrimaryButtonClass} disabled={save.isPending}>
        Save limits
      </button>
    </form>
  );
}
