import { Link, useNavigate } from 'react-router';

import { avatarInitial, useSession, useSignOut } from '#/shared/session';

const base = 'rounded-full px-3 py-1.5 text-sm font-semibold';

/** Signed out: Login and Sign Up. Signed in: the avatar (to /profile) and Logout. */
export function AccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { user, isPending } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();

  if (isPending) return <div className="h-8 w-32" aria-hidden="true" />;

  if (user) {
    const onLogout = () => {
      onNavigate?.();
      signOut.mutate(undefined, { onSettled: () => void navigate('/') });
    };
    // A child's profile has no e-mail: its name stands in.
    const who = user.email || user.name;
    return (
      <div className="flex items-center gap-2">
        <Link
          to="/profile"
          onClick={onNavigate}
          aria-label={`Profile (${who})`}
          title={who}
          className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white hover:bg-brand-700"
        >
          <span aria-hidden="true">{avatarInitial(who)}</span>
        </Link>
        <button
          type="button"
          onClick={onLogout}
          disabled={signOut.isPending}
          className={`${base} text-zinc-700 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800`}
        >
          Logout
        </button>
      </div>
    );
  }

  return (
    <div className="flex items-center gap-2">
      <Link
        to="/login"
        onClick={onNavigate}
        className={`${base} text-zinc-700 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800`}
      >
        Login
      </Link>
      <Link
        to="/signup"
        onClick={onNavigate}
        className={`${base} bg-brand-600 text-white hover:bg-brand-700`}
      >
        Sign Up
      </Link>
    </div>
  );
}
