import { useMutation } from '@tanstack/react-query';
import type { SessionUser } from '@unclewatch/core';
import { useState, type FormEvent } from 'react';

import { useToast } from '#/components/toast/toast-context';
import { ApiRequestError } from '#/shared/api';
import { useRefreshSession } from '#/shared/session';

import { saveDisplayName } from './api/display-name';
import { SectionCard, smallPrimaryButtonClass } from './section-card';

/** Longest display name the server shows (longer ones are refused, not cut). */
export const DISPLAY_NAME_MAX = 60;

/** What others see today: the account's name, else the email's local part (as the server does). */
export function shownName(user: Pick<SessionUser, 'name' | 'email'>): string {
  const name = user.name.trim();
  return name && !name.includes('@') ? name : (user.email.split('@')[0] ?? '');
}

/**
 * "Your name" (issue #45): the name a household's members, Watch together's reasons and comments
 * show instead of the email's first part; saved through better-auth's POST /api/auth/update-user.
 */
export function DisplayNameSection({ user }: { user: SessionUser }) {
  const toast = useToast();
  const refresh = useRefreshSession();
  const [name, setName] = useState(() => shownName(user));
  const save = useMutation({
    mutationFn: saveDisplayName,
    onSuccess: async (_answer, next) => {
      await refresh();
      toast.show(`Saved: your household now sees you as ${next}.`, 'success');
    },
    onError: (e) => {
      const body =
        e instanceof ApiRequestError
          ? (e.body as { error?: string; message?: string } | null)
          : null;
      toast.show(body?.error ?? body?.message ?? 'Your name could not be saved', 'error');
    },
  });
  const trimmed = name.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) save.mutate(trimmed);
  };
  return (
    <SectionCard title="Your name">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
          Display name
          <input
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={DISPLAY_NAME_MAX}
            required
            autoComplete="nickname"
            aria-describedby="display-name-help"
            className="rounded-lg border border-zinc-300 bg-white px-3 py-2 text-base text-zinc-900 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
          />
        </label>
        <button
          type="submit"
          disabled={save.isPending || !trimmed || trimmed === shownName(user)}
          className={smallPrimaryButtonClass}
        >
          {save.isPending ? 'Saving…' : 'Save name'}
        </button>
      </form>
      <p id="display-name-help" className="text-sm text-zinc-600 dark:text-zinc-400">
        Shown to your household, in Watch together’s reasons and next to your comments.
      </p>
    </SectionCard>
  );
}
