import { useId, useState, type FormEvent } from 'react';

import { useToast } from '#/components/toast/toast-context';

import { errorMessage, verifyTwoFactor } from './api';
import { inputClass, labelClass, primaryButtonClass } from './auth-card';

/** Second step of a sign-in when the account has two-factor authentication on. */
export function TwoFactorStep({ onDone }: { onDone(): Promise<void> }) {
  const id = useId();
  const toast = useToast();
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      await verifyTwoFactor(code.trim());
      await onDone();
    } catch (error) {
      toast.show(errorMessage(error), 'error');
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <div>
        <label htmlFor={id} className={labelClass}>
          Authentication code
        </label>
        <input
          id={id}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className={inputClass}
        />
        <p className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">
          Enter the 6-digit code from your authenticator app, or one of your backup codes.
        </p>
      </div>
      <button type="submit" disabled={submitting} className={primaryButtonClass}>
        {submitting ? 'Verifying...' : 'Verify'}
      </button>
    </form>
  );
}
