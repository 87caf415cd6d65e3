import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Household, TogetherPick, TogetherPickBody } from '@unclewatch/core';
import { useState } from 'react';
import { Link } from 'react-router';

import { PageHeader } from '#/components/page-header';
import { useToast } from '#/components/toast/toast-context';
import { ApiRequestError } from '#/shared/api';
import { useSession } from '#/shared/session';
import { localDay } from '#/library/watched';

import { householdsQuery, pickForUs, ratingPromptsQuery, watchedTogether } from './api';
import { HouseholdPanel } from './household-panel';
import { HouseholdSetup } from './household-setup';
import { PickCard } from './pick-card';
import { PickForm } from './pick-form';
import { WhoIsWatching } from './who-is-watching';

/** Picks on screen at once; a veto brings the next of the answer. */
const SHOWN = 3;

const messageOf = (error: unknown) =>
  (error instanceof ApiRequestError && error.body?.error) || 'Something went wrong';

/** /together: the household, who is on the sofa tonight, and three picks for them. */
export function Component() {
  const { user, isPending } = useSession();
  const households = useQuery({ ...householdsQuery, enabled: Boolean(user) });
  const [chosen, setChosen] = useState<string | null>(null);

  if (!isPending && !user) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Watch together</h1>
        <p className="mt-2 text-zinc-600 dark:text-zinc-400">
          Please log in to pick something to watch with your household.
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
  const list = households.data ?? [];
  const household = list.find((h) => h.id === chosen) ?? list[0];
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageHeader title="Watch together">
        One pick for everyone on the sofa: from your watchlists first, fair to the pickiest, and
        nothing anyone has seen.
      </PageHeader>
      {isPending || households.isPending ? (
        <p role="status">Loading your household…</p>
      ) : !household || !user ? (
        <HouseholdSetup />
      ) : (
        <div className="space-y-6">
          {list.length > 1 && (
            <label className="flex items-center gap-2 text-sm font-medium">
              Household
              <select
                className="rounded-lg border border-zinc-300 bg-white px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900"
                value={household.id}
                onChange={(e) => setChosen(e.currentTarget.value)}
              >
                {list.map((h) => (
                  <option key={h.id} value={h.id}>
                    {h.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <HouseholdPanel household={household} me={user.id} onProfile={user.profile} />
          {!user.profile && <WhoIsWatching household={household} me={user.id} />}
          <Evening key={household.id} household={household} />
        </div>
      )}
    </div>
  );
}

function Evening({ household }: { household: Household }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [picks, setPicks] = useState<TogetherPick[] | null>(null);
  const [onServices, setOnServices] = useState(false);
  const [sofa, setSofa] = useState<string[]>([]);
  const pick = useMutation({
    mutationFn: (body: TogetherPickBody & { members: string[] }) => pickForUs(household.id, body),
    onSuccess: (answer, body) => {
      setSofa(body.members);
      setPicks(answer.picks);
      setOnServices(answer.onServices ?? false);
    },
    onError: (e) => toast.show(messageOf(e), 'error'),
  });
  const watched = useMutation({
    mutationFn: (p: TogetherPick) =>
      watchedTogether(household.id, { type: p.type, id: p.id, members: sofa, date: localDay() }),
    onSuccess: (_answer, p) => {
      toast.show(`${p.title} is in everyone’s diary. Enjoy!`, 'success');
      setPicks((now) => now?.filter((x) => x !== p) ?? null);
      void queryClient.invalidateQueries({ queryKey: ratingPromptsQuery.queryKey });
    },
    onError: (e) => toast.show(messageOf(e), 'error'),
  });
  const veto = (p: TogetherPick) => setPicks((now) => now?.filter((x) => x !== p) ?? null);
  const shown = picks?.slice(0, SHOWN) ?? [];

  return (
    <>
      <PickForm members={household.members} busy={pick.isPending} onPick={pick.mutate} />
      {picks && (
        <section aria-labelledby="picks-heading">
          <h2 id="picks-heading" className="mb-3 text-xl font-bold">
            Tonight’s picks
          </h2>
          {onServices && (
            <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">
              Only titles on the streaming services of someone on the sofa.
            </p>
          )}
          {shown.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-zinc-300 px-6 py-10 text-center text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
              No more picks for these rules. Try a longer time limit or another kind.
            </p>
          ) : (
            <ol className="space-y-4">
              {shown.map((p) => (
                <PickCard
                  key={`${p.type}:${p.id}`}
                  pick={p}
                  busy={watched.isPending}
                  onVeto={() => veto(p)}
                  onWatched={() => watched.mutate(p)}
                />
              ))}
            </ol>
          )}
        </section>
      )}
    </>
  );
}
