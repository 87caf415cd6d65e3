import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { useToast } from '#/components/toast/toast-context';

import { errorMessage, resetPassword } from './api';
import { AuthCard, primaryButtonClass } from './auth-card';
import { NewPasswordField } from './new-password-field';

export const PASSWORD_RESET_DONE = 'Your password has been reset. Please log in.';

/**
 * Where the emailed reset link lands: /reset-password?token=… — and a verification link
 * opened where the password was not chosen (`&verified=1`): the address is confirmed, and its
 * owner picks the password (the one given at sign-up may have been a stranger's).
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const toast = useToast();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  if (!token || params.get('error')) {
    return (
      <AuthCard title="Reset password">
        <p role="alert" className="text-zinc-700 dark:text-zinc-300">
          This reset link is invalid or has expired.
        </p>
        <Link to="/login" className={`${primaryButtonClass} mt-6 inline-block text-center`}>
          Back to Log In
        </Link>
      </AuthCard>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    setSubmitting(true);
    try {
      await resetPassword(token, password);
      toast.show(PASSWORD_RESET_DONE, 'success');
      await navigate('/login', { replace: true });
    } catch (error) {
      toast.show(errorMessage(error), 'error');
      setSubmitting(false);
    }
  };

  const verified = params.get('verified') === '1';
  return (
    <AuthCard title={verified ? 'Choose your password' : 'Choose a new password'}>
      {verified && (
        <p className="mb-4 text-zinc-700 dark:text-zinc-300">
          Your email address is verified. Choose the password you will log in with.
        </p>
      )}
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <NewPasswordField label="New password" value={password} onChange={setPassword} />
        <button type="submit" disabled={submitting} className={primaryButtonClass}>
          {submitting ? 'Saving...' : 'Set new password'}
        </button>
      </form>
      {!verified && (
        <p className="mt-4 text-sm text-zinc-600 dark:text-zinc-400">
          A new password signs you out everywhere else. Your calendar feed address stays as it was:
          if someone else may know it, get a new one on the{' '}
          <Link to="/calendar" className="underline">
            Calendar page
          </Link>{' '}
          (New address).
        </p>
      )}
    </AuthCard>
  );
}
