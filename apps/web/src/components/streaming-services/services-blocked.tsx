import { Link } from 'react-router';

import type { ServicesBlock } from '#/shared/services-filter';

const box =
  'rounded-2xl border border-dashed border-zinc-300 px-6 py-12 text-center text-zinc-700 dark:border-zinc-700 dark:text-zinc-300';
const button =
  'mt-5 inline-block rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700';

/**
 * What a list shows instead of its titles while "On my services" cannot be applied: a visitor
 * is asked to log in, a user without services to choose them.
 */
export function ServicesBlocked({ reason }: { reason: Exclude<ServicesBlock, null> }) {
  if (reason === 'sign-in') {
    return (
      <div role="status" className={box}>
        <p>Log in and choose your streaming services to see only what you can watch on them.</p>
        <Link to="/login" className={button}>
          Log In
        </Link>
      </div>
    );
  }
  return (
    <div role="status" className={box}>
      <p>You have not chosen your streaming services yet.</p>
      <Link to="/profile#your-services" className={button}>
        Choose your services
      </Link>
    </div>
  );
}
