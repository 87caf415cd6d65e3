import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { ApiRequestError } from '#/shared/api';
import { leaveProfile, useSession, useViewerChanged } from '#/shared/session';

const PIN = /^\d{4,8}$/;

const messageOf = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 429
    ? (error.body?.error ?? 'Too many tries: wait a minute and try again.')
    : error instanceof ApiRequestError && error.status === 403
      ? 'That is not the password or PIN of the adult who switched to this profile.'
      : (error instanceof ApiRequestError && error.body?.error) || 'Something went wrong';

/**
 * While this device watches as a child's profile ("Who's watching?", issue 41): whose profile
 * is active, and the way back to the adult, which needs their password or PIN.
 */
export function ProfileBanner() {
  const { user } = useSession();
  if (!user?.profile) return null;
  return <ActiveProfile key={user.id} name={user.name} />;
}

function ActiveProfile({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const viewerChanged = useViewerChanged();
  const leave = useMutation({
    mutationFn: () => leaveProfile(PIN.test(secret) ? { pin: secret } : { password: secret }),
    onSuccess: () => viewerChanged(),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    leave.mutate();
  };

  return (
    <aside
      aria-label="Who's watching?"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2">
        <p>
          Watching as <strong>{name}</strong> — {name}’s profile, with {name}’s rating limits.
        </p>
        {!open ? (
          <button
            type="button"
            className="rounded-full border border-amber-400 px-3 py-1 font-semibold hover:bg-amber-100 dark:border-amber-700 dark:hover:bg-amber-900"
            onClick={() => setOpen(true)}
          >
            Switch back to an adult
          </button>
        ) : (
          <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
            <label htmlFor="leave-profile-secret" className="font-medium">
              Adult’s password or PIN
            </label>
            <input
              id="leave-profile-secret"
              type="password"
              autoComplete="current-password"
              required
              value={secret}
              aria-invalid={leave.isError}
              aria-describedby={leave.isError ? 'leave-profile-error' : undefined}
              onChange={(e) => setSecret(e.currentTarget.value)}
              className="w-44 rounded-lg border border-amber-400 bg-white px-2 py-1 text-zinc-900 dark:border-amber-700 dark:bg-zinc-900 dark:text-zinc-100"
            />
            <button
              type="submit"
              disabled={leave.isPending || !secret}
              className="rounded-full bg-amber-800 px-3 py-1 font-semibold text-white hover:bg-amber-900 disabled:opacity-60"
            >
              Switch back
            </button>
            {leave.isError && (
              <p id="leave-profile-error" role="alert" className="w-full font-medium">
                {messageOf(leave.error)}
              </p>
            )}
          </form>
        )}
      </div>
    </aside>
  );
}
