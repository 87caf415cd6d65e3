import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Household } from '@unclewatch/core';

import { useConfirm } from '#/components/confirm/confirm-context';
import { useToast } from '#/components/toast/toast-context';
import { ApiRequestError } from '#/shared/api';

import { householdsQuery, newInviteCode, removeMember } from './api';

const small =
  'rounded-full border border-zinc-300 px-3 py-1 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800';

/** The household: its invite code, its members, and leaving or (for the owner) managing it. */
export function HouseholdPanel({
  household,
  me,
  onProfile = false,
}: {
  household: Household;
  me: string;
  /** A child's profile is active: it cannot leave the household. */
  onProfile?: boolean;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const confirm = useConfirm();
  const isOwner = household.ownerId === me;
  const refresh = () => queryClient.invalidateQueries({ queryKey: householdsQuery.queryKey });
  const fail = (e: unknown) =>
    toast.show((e instanceof ApiRequestError && e.body?.error) || 'Something went wrong', 'error');
  const remove = useMutation({
    mutationFn: (memberId: string) => removeMember(household.id, memberId),
    onSuccess: refresh,
    onError: fail,
  });
  const renew = useMutation({
    mutationFn: () => newInviteCode(household.id),
    onSuccess: refresh,
    onError: fail,
  });

  const inviteLink = `${globalThis.location?.origin ?? ''}/together?code=${household.inviteCode}`;
  // The link opens Watch together with the code filled in (issue #45).
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(inviteLink);
      toast.show('Invite link copied: send it to your household.', 'success');
    } catch {
      toast.show(`Could not copy: the link is ${inviteLink}`, 'error');
    }
  };

  return (
    <section
      aria-labelledby="household-heading"
      className="rounded-2xl border border-zinc-200 p-5 dark:border-zinc-800"
    >
      <h2 id="household-heading" className="text-lg font-bold">
        {household.name}
      </h2>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        Invite code:{' '}
        <strong className="font-mono text-base text-zinc-900 dark:text-zinc-100">
          {household.inviteCode}
        </strong>{' '}
        — anyone signed in on this site can join with it, or with the link{' '}
        <span className="break-all text-zinc-900 dark:text-zinc-100">{inviteLink}</span>.
      </p>
      <button type="button" className={`${small} mt-2`} onClick={() => void copyLink()}>
        Copy link
      </button>
      <ul aria-label="Members" className="mt-3 flex flex-wrap gap-2">
        {household.members.map((m) => (
          <li
            key={m.id}
            className="flex items-center gap-2 rounded-full bg-zinc-100 px-3 py-1 text-sm dark:bg-zinc-800"
          >
            {m.name}
            {m.owner && <span className="text-xs text-zinc-600 dark:text-zinc-400">(owner)</span>}
            {m.child && (
              <span className="text-xs text-zinc-600 dark:text-zinc-400">(child’s profile)</span>
            )}
            {isOwner && m.id !== me && (
              <button
                type="button"
                className="text-xs underline"
                aria-label={`Remove ${m.name}`}
                onClick={async () => {
                  const yes = await confirm({
                    message: `Remove ${m.name} from ${household.name}?`,
                    confirmLabel: 'Remove',
                  });
                  if (yes) remove.mutate(m.id);
                }}
              >
                Remove
              </button>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        {isOwner && (
          <button type="button" className={small} onClick={() => renew.mutate()}>
            New invite code
          </button>
        )}
        {!onProfile && (
          <button
            type="button"
            className={small}
            onClick={async () => {
              const yes = await confirm({
                message: `Leave ${household.name}?`,
                confirmLabel: 'Leave',
                detail: isOwner ? 'The longest-standing member becomes the owner.' : undefined,
              });
              if (yes) remove.mutate(me);
            }}
          >
            Leave household
          </button>
        )}
      </div>
    </section>
  );
}
