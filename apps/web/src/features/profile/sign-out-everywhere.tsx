import { useNavigate } from 'react-router';

import { useToast } from '#/components/toast/toast-context';
import { useSignOut } from '#/shared/session';

import { smallButtonClass } from './section-card';

export function SignOutEverywhere() {
  const signOut = useSignOut({ everywhere: true });
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <div>
      <h3 className="font-semibold">Sessions</h3>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        Signed in on a device you no longer use? Sign out of every device, this one included.
      </p>
      <button
        type="button"
        className={`${smallButtonClass} mt-3`}
        disabled={signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, {
            onSuccess: () => toast.show('Signed out of all devices.', 'success'),
            onSettled: () => void navigate('/'),
          })
        }
      >
        Sign out everywhere
      </button>
    </div>
  );
}
