import type { SessionUser } from '@unclewatch/core';

import { avatarInitial } from '#/shared/session';

export function ProfileHeader({ user }: { user: SessionUser }) {
  // A child's profile has no e-mail: its name stands in.
  const who = user.email || user.name;
  return (
    <header className="flex items-center gap-4">
      <span
        aria-hidden="true"
        className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-600 text-2xl font-bold text-white"
      >
        {avatarInitial(who)}
      </span>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight">Profile</h1>
        <p className="truncate text-zinc-600 dark:text-zinc-400">
          {user.profile ? `${user.name}’s profile` : user.email}
        </p>
        {user.isAdmin && (
          <p className="mt-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-700/20 dark:text-brand-400">
            Admin
          </p>
        )}
      </div>
    </header>
  );
}
