import { Link } from 'react-router';

interface NotFoundMessageProps {
  heading: string;
  message: string;
  /** The big word above the heading: '404' for a wrong link, 'Oops' for a failed load. */
  code?: string;
}

/** A page that isn't there (or didn't load): say so, and offer a way on. */
export function NotFoundMessage({ heading, message, code = '404' }: NotFoundMessageProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-black text-brand-600 dark:text-brand-400">{code}</p>
      <h1 className="mt-4 text-2xl font-bold">{heading}</h1>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">{message}</p>
      <div className="mt-8 flex gap-3">
        <Link
          to="/"
          className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Go home
        </Link>
        <Link
          to="/search"
          className="rounded-full border border-zinc-300 px-5 py-2 font-semibold hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
        >
          Search titles
        </Link>
      </div>
    </section>
  );
}
