import { Link } from 'react-router';

const base = 'rounded-full px-3 py-1.5 text-sm font-semibold';

/** Signed-out actions; the identity feature swaps these for the avatar and Logout. */
export function AccountLinks({ onNavigate }: { onNavigate?: () => void }) {
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
