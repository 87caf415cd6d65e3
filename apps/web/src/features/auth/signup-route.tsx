import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { useToast } from '#/components/toast/toast-context';

import { errorMessage, sendVerificationEmail, signUp } from './api';
import { AuthCard, Divider, primaryButtonClass, secondaryButtonClass } from './auth-card';
import { EmailField } from './email-field';
import { GoogleButton } from './google-button';
import { NewPasswordField } from './new-password-field';
import { OriginNote } from './origin-note';
import { useCooldown, VERIFICATION_COOLDOWN_SECONDS } from './use-cooldown';
import { useRedirectWhenSignedIn } from './use-redirect-when-signed-in';

export function Component() {
  useRedirectWhenSignedIn();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const cooldown = useCooldown();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return;
    setSubmitting(true);
    try {
      await signUp(email.trim(), password);
      toast.show('Verification email sent. Please verify your email.', 'success');
      cooldown.start(VERIFICATION_COOLDOWN_SECONDS);
    } catch (error) {
      toast.show(errorMessage(error), 'error');
    } finally {
      setSubmitting(false);
    }
  };

  const onResend = async () => {
    if (!email.trim()) {
      toast.show('Please enter your email to resend the verification email', 'error');
      return;
    }
    try {
      await sendVerificationEmail(email.trim());
      toast.show('Verification email resent.', 'success');
      cooldown.start(VERIFICATION_COOLDOWN_SECONDS);
    } catch (error) {
      toast.show(errorMessage(error), 'error');
    }
  };

  return (
    <AuthCard title="Sign Up">
      <OriginNote />
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <EmailField value={email} onChange={setEmail} />
        <NewPasswordField value={password} onChange={setPassword} />
        <button type="submit" disabled={submitting} className={primaryButtonClass}>
          {submitting ? 'Signing up...' : 'Sign Up'}
        </button>
      </form>
      <button
        type="button"
        onClick={() => void onResend()}
        disabled={cooldown.remaining > 0}
        className={`${secondaryButtonClass} mt-3`}
      >
        {cooldown.remaining > 0
          ? `Resend verification email (${cooldown.remaining}s)`
          : 'Resend verification email'}
      </button>
      <Divider />
      <GoogleButton />
      <p className="mt-6 text-center text-sm text-zinc-600 dark:text-zinc-400">
        Already have an account?{' '}
        <Link
          to="/login"
          className="font-semibold text-brand-600 hover:underline dark:text-brand-400"
        >
          Log In
        </Link>
      </p>
    </AuthCard>
  );
}
