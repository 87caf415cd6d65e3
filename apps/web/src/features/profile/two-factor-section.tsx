import { useId, useState, type FormEvent } from 'react';

import type { SessionUser } from '@unclewatch/core';

import { useToast } from '#/components/toast/toast-context';
import { ApiRequestError } from '#/shared/api';
import { useRefreshSession } from '#/shared/session';

import {
  confirmTwoFactor,
  disableTwoFactor,
  enableTwoFactor,
  type TwoFactorSetup,
} from './api/two-factor';
import { smallButtonClass, smallPrimaryButtonClass } from './section-card';

const fieldClass =
  'w-full max-w-xs rounded-lg border border-zinc-300 bg-white px-3 py-1.5 text-sm dark:border-zinc-700 dark:bg-zinc-950';

const messageOf = (error: unknown) =>
  error instanceof ApiRequestError && error.body?.error
    ? error.body.error
    : 'Something went wrong.';

/** TOTP two-factor: turn on (password → secret + backup codes → confirm a code) or off. */
export function TwoFactorSection({ user }: { user: SessionUser }) {
  const toast = useToast();
  const refreshSession = useRefreshSession();
  const passwordId = useId();
  const codeId = useId();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      toast.show(messageOf(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  const onPassword = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (user.twoFactorEnabled) {
        await disableTwoFactor(password);
        toast.show('Two-factor authentication is off.', 'success');
        await refreshSession();
      } else {
        setSetup(await enableTwoFactor(password));
      }
      setPassword('');
    });
  };

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await confirmTwoFactor(code.trim());
      toast.show('Two-factor authentication is on.', 'success');
      setSetup(null);
      setCode('');
      await refreshSession();
    });
  };

  const secret = setup ? new URL(setup.totpURI).searchParams.get('secret') : null;

  return (
    <div>
      <h3 className="font-semibold">Two-factor authentication</h3>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        {user.twoFactorEnabled
          ? 'On: signing in asks for a code from your authenticator app.'
          : 'Off: add a code from an authenticator app to every sign-in.'}
      </p>
      {setup ? (
        <form onSubmit={onConfirm} className="mt-3 space-y-3 text-sm">
          <p>
            Add this key to your authenticator app (or{' '}
            <a
              className="font-semibold text-brand-600 underline dark:text-brand-400"
              href={setup.totpURI}
            >
              open it in the app
            </a>
            ):
          </p>
          <code className="block rounded-lg bg-zinc-100 px-3 py-2 font-mono break-all dark:bg-zinc-800">
            {secret}
          </code>
          <p>Keep these backup codes somewhere safe; each works once:</p>
          <ul className="grid grid-cols-2 gap-1 font-mono sm:grid-cols-5">
            {setup.backupCodes.map((backupCode) => (
              <li key={backupCode}>{backupCode}</li>
            ))}
          </ul>
          <label htmlFor={codeId} className="block font-medium">
            Code from the app
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={codeId}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
              className={fieldClass}
            />
            <button type="submit" disabled={busy} className={smallPrimaryButtonClass}>
              Confirm
            </button>
          </div>
        </form>
      ) : (
        <form onSubmit={onPassword} className="mt-3 space-y-2 text-sm">
          <label htmlFor={passwordId} className="block font-medium">
            Current password
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={passwordId}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className={fieldClass}
            />
            <button type="submit" disabled={busy} className={smallButtonClass}>
              {user.twoFactorEnabled ? 'Turn off' : 'Turn on'}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
