import type { ReactNode } from 'react';

import { useSession } from '#/shared/session';

/**
 * Shows its children to admins only. The server checks the role on every admin call as well;
 * this guard only spares non-admins a page they cannot use.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, isAdmin, isPending } = useSession();
  if (isPending) {
    return (
      <p
        role="status"
        className="mx-auto max-w-7xl px-4 py-16 text-center text-zinc-600 dark:text-zinc-400"
      >
        Checking permissions...
      </p>
    );
  }
  if (!user || !isAdmin) {
    return (
      <p
        role="alert"
        className="mx-auto max-w-7xl px-4 py-16 text-center text-lg font-semibold text-red-600 dark:text-red-400"
      >
        Access Denied. Admins only.
      </p>
    );
  }
  return <>{children}</>;
}
