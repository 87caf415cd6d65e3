import { useId, useState, type FormEvent } from 'react';

import { ApiRequestError } from '#/shared/api';

import { subscribeToNewsletter } from './api/newsletter';
import { isValidNewsletterEmail } from './newsletter-email';

/**
 * The newsletter box. The spec's version kept the address in the page only; here it is sent
 * (POST /api/newsletter) and a confirmation mail goes to it: the address is on the list once
 * its owner follows the link.
 */
export function Newsletter() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [subscribed, setSubscribed] = useState(false);
  const [sending, setSending] = useState(false);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isValidNewsletterEmail(email)) {
      setError('Please enter a valid email address.');
      return;
    }
    setError('');
    setSending(true);
    try {
      await subscribeToNewsletter(email);
      setSubscribed(true);
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError && failure.status === 429
          ? 'Too many sign-ups from here just now. Please try again in a minute.'
          : 'Could not subscribe just now. Please try again.',
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mx-4 mt-16 overflow-hidden rounded-3xl bg-gradient-to-br from-zinc-900 via-zinc-900 to-rose-950 px-6 py-10 text-white shadow-xl sm:px-10 xl:mx-auto xl:max-w-7xl"
    >
      <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-xl">
          <h2 id={`${id}-title`} className="text-2xl font-extrabold tracking-tight">
            Uncle&apos;s weekly picks, in your inbox
          </h2>
          <p className="mt-2 text-zinc-300">
            New releases worth your evening, and the ones to skip. No spam, ever.
          </p>
        </div>
        <form onSubmit={(event) => void submit(event)} noValidate className="w-full max-w-md">
          <div className="flex flex-col gap-2 sm:flex-row">
            <label htmlFor={`${id}-email`} className="sr-only">
              Email address
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              disabled={subscribed}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setEmail(e.target.value)}
              className="min-w-0 flex-1 rounded-full border border-white/20 bg-white/10 px-5 py-3 text-white placeholder:text-zinc-400 focus:border-brand-400 disabled:opacity-60"
            />
            <button
              type="submit"
              disabled={subscribed || sending}
              className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white transition hover:bg-brand-500 disabled:cursor-default disabled:bg-emerald-600"
            >
              {subscribed ? 'Subscribed' : 'Subscribe'}
            </button>
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-rose-300">
              {error}
            </p>
          )}
          {subscribed && (
            <div role="status" className="mt-2 text-sm font-medium text-emerald-300">
              <p>Thanks for subscribing!</p>
              <p className="mt-1 font-normal text-zinc-300">
                Check your inbox: the picks start once you confirm the address.
              </p>
            </div>
          )}
        </form>
      </div>
    </section>
  );
}
