import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

import { useToast } from '#/components/toast/toast-context';
import { ApiRequestError } from '#/shared/api';

import { createHousehold, householdsQuery, joinHousehold } from './api';

const input =
  'w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100';
const button =
  'rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60';

const messageOf = (error: unknown) =>
  (error instanceof ApiRequestError && error.body?.error) || 'Something went wrong';

/** Start a household, or join one with the code a member shared. */
export function HouseholdSetup() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [name, setName] = useState('');
  // An invitation link (/together?code=…) fills the code in.
  const [params] = useSearchParams();
  const [code, setCode] = useState(() => params.get('code') ?? '');
  const done = () => queryClient.invalidateQueries({ queryKey: householdsQuery.queryKey });
  const create = useMutation({
    mutationFn: () => createHousehold(name),
    onSuccess: done,
    onError: (e) => toast.show(messageOf(e), 'error'),
  });
  const join = useMutation({
    mutationFn: () => joinHousehold(code),
    onSuccess: done,
    onError: (e) => toast.show(messageOf(e), 'error'),
  });
  const submit = (run: () => void) => (event: FormEvent) => {
    event.preventDefault();
    run();
  };

  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <form
        onSubmit={submit(() => create.mutate())}
        className="rounded-2xl border border-zinc-200 p-5 dark:border-zinc-800"
      >
        <h2 className="text-lg font-bold">Start a household</h2>
        <label htmlFor="household-name" className="mt-3 block text-sm font-medium">
          Household name
        </label>
        <input
          id="household-name"
          className={`${input} mt-1`}
          value={name}
          maxLength={60}
          required
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <button type="submit" className={`${button} mt-4`} disabled={create.isPending}>
          Create household
        </button>
      </form>
      <form
        onSubmit={submit(() => join.mutate())}
        className="rounded-2xl border border-zinc-200 p-5 dark:border-zinc-800"
      >
        <h2 className="text-lg font-bold">Join a household</h2>
        <label htmlFor="invite-code" className="mt-3 block text-sm font-medium">
          Invite code
        </label>
        <input
          id="invite-code"
          className={`${input} mt-1 uppercase`}
          value={code}
          required
          autoComplete="off"
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <button type="submit" className={`${button} mt-4`} disabled={join.isPending}>
          Join
        </button>
      </form>
    </div>
  );
}
