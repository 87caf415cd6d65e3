import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { useToast } from '#/components/toast/toast-context';
import { useRefreshSession } from '#/shared/session';

import { errorMessage, isEmailNotVerified, requestPasswordReset, signIn } from './api';
import { AuthCard, Divider, primaryButtonClass } from './auth-card';
import { EmailField } from './email-field';
import { GoogleButton } from './google-button';
import { OriginNote } from './origin-note';
import { PasskeyButton } from './passkey-button';
import { PasswordField } from './password-field';
import { TwoFactorStep } from './two-factor-step';
import { useGoogleReturn } from './use-google-return';
import { useRedirectWhenSignedIn } from './use-redirect-when-signed-in';

export const EMAIL_NOT_VERIFIED = 'Email not verified. Check your inbox.';

function LandingNote() {
  const [params] = useSearchParams();
  if (params.get('verified') === '1' && !params.get('error')) {
    return (
      <p
        role="status"
        className="mb-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800 dark:bg-green-950 dark:text-green-200"
      >
        Your email is verified. Log in to continue.
      </p>
    );
  }
  if (params.get('error')) {
    const text =
      params.get('error') === 'google'
        ? 'Google sign-in did not complete. Please try again.'
        : 'This link is invalid or has expired. Log in to get a new one.';
    return (
      <p
        role="alert"
        className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
      >
        {text}
      </p>
    );
  }
  return null;
}

export function Component() {
  useRedirectWhenSignedIn();
  useGoogleReturn();
  const toast = useToast();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);

  const finish = async () => {
    await refreshSession();
    await navigate('/', { replace: true });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return;
    setSubmitting(true);
    try {
      const answer = await signIn(email.trim(), password);
      if (answer?.twoFactorRedirect) setNeedsCode(true);
      else await finish();
    } catch (error) {
      toast.show(isEmailNotVerified(error) ? EMAIL_NOT_VERIFIED : errorMessage(error), 'error');
    } finally {
      setSubmitting(false);
    }
  };

  const onForgotPassword = async () => {
    if (!email.trim()) {
      toast.show('Please enter your email to reset password', 'error');
      return;
    }
    try {
      await requestPasswordReset(email.trim());
      toast.show('Password reset email sent', 'success');
    } catch (error) {
      toast.show(errorMessage(error), 'error');
    }
  };

  if (needsCode) {
    return (
      <AuthCard title="Two-factor authentication">
        <TwoFactorStep onDone={finish} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Log In">
      <OriginNote />
      <LandingNote />
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <EmailField value={email} onChange={setEmail} />
        <PasswordField value={password} onChange={setPassword} autoComplete="current-password" />
        <div className="flex justify-end">
          <button
            type="button"
            onClick={() => void onForgotPassword()}
            className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-400"
          >
            Forgot password?
          </button>
        </div>
        <button type="submit" disabled={submitting} className={primaryButtonClass}>
          {submitting ? 'Logging in...' : 'Log In'}
        </button>
      </form>
      <Divider />
      <GoogleButton />
      <PasskeyButton onDone={finish} />
      <p className="mt-6 text-center text-sm text-zinc-600 dark:text-zinc-400">
        Don&apos;t have an account?{' '}
        <Link
          to="/signup"
          className="font-semibold text-brand-600 hover:underline dark:text-brand-400"
        >
          Sign Up
        </Link>
      </p>
    </AuthCard>
  );
}
