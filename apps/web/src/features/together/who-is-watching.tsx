import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Household, RatingLimits } from '@unclewatch/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { RatingLimitFields } from '#/components/rating-limit-fields';
import { useToast } from '#/components/toast/toast-context';
import { ApiRequestError } from '#/shared/api';
import { useViewerChanged } from '#/shared/session';

import { addChildProfile, householdsQuery, watchAsProfile } from './api';

const button =
  'rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60';
const input =
  'mt-1 w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100';

const messageOf = (error: unknown) =>
  (error instanceof ApiRequestError && error.body?.error) || 'Something went wrong';

/** A young child's limits, the form's starting point. */
const CHILD_LIMITS: RatingLimits = { maxMovie: 'PG', maxTv: 'TV-Y7', unrated: 'hide' };

/**
 * "Who's watching?" (issue 41): an adult member switches this device to a child's profile;
 * the owner adds one with its rating limits.
 */
export function WhoIsWatching({ household, me }: { household: Household; me: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const viewerChanged = useViewerChanged();
  const children = household.members.filter((m) => m.child);
  const isOwner = household.ownerId === me;
  const watchAs = useMutation({
    mutationFn: (profileId: string) => watchAsProfile(household.id, profileId),
    onSuccess: async (profile) => {
      await viewerChanged();
      toast.show(`Now watching as ${profile.name}`, 'success');
      void navigate('/');
    },
    onError: (e) => toast.show(messageOf(e), 'error'),
  });

  return (
    <section
      aria-labelledby="who-heading"
      className="rounded-2xl border border-zinc-200 p-5 dark:border-zinc-800"
    >
      <h2 id="who-heading" className="text-lg font-bold">
        Who's watching?
      </h2>
      {children.length === 0 ? (
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          No children’s profiles yet.{' '}
          {isOwner
            ? 'Add one below: a child needs no e-mail or password, and sees only what their limits allow.'
            : 'The household’s owner can add one.'}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            Switch this device to a child’s profile: their own watchlist and diary, and only titles
            within their rating limits. Going back needs your password or PIN.
          </p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {children.map((child) => (
              <li key={child.id}>
                <button
                  type="button"
                  className={button}
                  disabled={watchAs.isPending}
                  onClick={() => watchAs.mutate(child.id)}
                >
                  Watch as {child.name}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {isOwner && <AddChildProfile householdId={household.id} />}
    </section>
  );
}

function AddChildProfile({ householdId }: { householdId: string }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [limits, setLimits] = useState<RatingLimits>(CHILD_LIMITS);
  const add = useMutation({
    mutationFn: () => addChildProfile(householdId, { name, limits }),
    onSuccess: async (profile) => {
      setName('');
      setLimits(CHILD_LIMITS);
      await queryClient.invalidateQueries({ queryKey: householdsQuery.queryKey });
      toast.show(`${profile.name}’s profile is ready`, 'success');
    },
    onError: (e) => toast.show(messageOf(e), 'error'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby="add-child-heading"
      className="mt-5 border-t border-zinc-200 pt-4 dark:border-zinc-800"
    >
      <h3 id="add-child-heading" className="font-semibold">
        Add a child’s profile
      </h3>
      <label htmlFor="child-name" className="mt-3 block text-sm font-medium">
        Child’s name
      </label>
      <input
        id="child-name"
        className={input}
        value={name}
        maxLength={40}
        required
        autoComplete="off"
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <div className="mt-3">
        <RatingLimitFields value={limits} onChange={setLimits} />
      </div>
      <button type="submit" className={`${button} mt-4`} disabled={add.isPending}>
        Add profile
      </button>
    </form>
  );
}
