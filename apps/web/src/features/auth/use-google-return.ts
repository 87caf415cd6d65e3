import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

import { useToast } from '#/components/toast/toast-context';
import { useSession } from '#/shared/session';

import { errorMessage, GOOGLE_RETURN_PARAM, sendVerificationEmail } from './api';

export const GOOGLE_VERIFICATION_SENT = 'Verification email sent to your Google account.';

/**
 * Back from Google (/login?google=1) with an address Google has not verified: a verification
 * mail goes to it (the server sends at most one a minute, the first at sign-up) and the spec's
 * toast says so. A verified user is sent on to / by useRedirectWhenSignedIn.
 */
export function useGoogleReturn(): void {
  const [params, setParams] = useSearchParams();
  const { user, isPending } = useSession();
  const toast = useToast();
  const handled = useRef(false);
  const back = params.get(GOOGLE_RETURN_PARAM) === '1';

  useEffect(() => {
    // A verified user is on the way to / (useRedirectWhenSignedIn): nothing to do here.
    if (!back || isPending || handled.current || user?.emailVerified) return;
    handled.current = true;
    // Once: a reload of this page does not send another mail.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(GOOGLE_RETURN_PARAM);
        return next;
      },
      { replace: true },
    );
    if (!user) return;
    sendVerificationEmail(user.email).then(
      () => toast.show(GOOGLE_VERIFICATION_SENT, 'success'),
      (error: unknown) => toast.show(errorMessage(error), 'error'),
    );
  }, [back, isPending, user, setParams, toast]);
}
