import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { useSession } from '#/shared/session';

/** The login and sign-up pages send a verified, signed-in user to /. */
export function useRedirectWhenSignedIn(): void {
  const { user } = useSession();
  const navigate = useNavigate();
  const verified = user?.emailVerified ?? false;
  useEffect(() => {
    if (verified) void navigate('/', { replace: true });
  }, [verified, navigate]);
}
