import { useState } from 'react';

import { useToast } from '#/components/toast/toast-context';

import { secondaryButtonClass } from './auth-card';
import { passkeyErrorMessage, signInWithPasskey, supportsPasskeys } from '#/shared/passkeys';

function KeyMark() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="7.5" cy="15.5" r="4.5" />
      <path d="m10.7 12.3 9.8-9.8M16 7l3 3M19 4l2 2" />
    </svg>
  );
}

/** "Sign in with a passkey": asks the browser for a passkey, then hands over to onDone. */
export function PasskeyButton({ onDone }: { onDone: () => Promise<void> }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    if (!supportsPasskeys()) {
      toast.show('This browser does not support passkeys.', 'error');
      return;
    }
    setBusy(true);
    try {
      await signInWithPasskey();
      await onDone();
    } catch (error) {
      toast.show(passkeyErrorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      disabled={busy}
      aria-busy={busy}
      className={`${secondaryButtonClass} mt-3 flex items-center justify-center gap-2`}
    >
      <KeyMark />
      Sign in with a passkey
    </button>
  );
}
