import type { PersonCredits, TitleSummary } from '@unclewatch/core';
import { titleOf, yearOf } from '@unclewatch/core/browser';
import { useState } from 'react';
import { Link } from 'react-router';

import { creditHref } from './known-for';

const SHOWN = 12;

interface Row {
  id: number;
  href: string;
  title: string;
  year: string;
  role: string;
}

function CreditList({ heading, rows }: { heading: string; rows: Row[] }) {
  const [all, setAll] = useState(false);
  if (rows.length === 0) return null;
  const id = `filmography-${heading.toLowerCase()}`;
  const shown = all ? rows : rows.slice(0, SHOWN);
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h3 id={id} className="text-lg font-bold text-zinc-950 dark:text-white">
        {heading}{' '}
        <span className="font-normal text-zinc-600 dark:text-zinc-400">({rows.length})</span>
      </h3>
      <ul className="mt-3 divide-y divide-zinc-200 dark:divide-zinc-800">
        {shown.map((row) => (
          <li key={row.href} className="flex items-baseline gap-4 py-2">
            <span className="w-12 flex-none text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
              {row.year || '—'}
            </span>
            <span className="min-w-0">
              <Link
                to={row.href}
                className="rounded font-semibold text-zinc-900 hover:text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-zinc-100 dark:hover:text-brand-400"
              >
                {row.title}
              </Link>
              {row.role && (
                <span className="text-sm text-zinc-600 dark:text-zinc-400"> · {row.role}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
      {rows.length > SHOWN && (
        <button
          type="button"
          onClick={() => setAll(!all)}
          className="mt-3 rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-brand-400 dark:hover:bg-zinc-800"
        >
          {all ? 'Show fewer' : `Show all ${rows.length}`}
        </button>
      )}
    </section>
  );
}

const toRow = (credit: TitleSummary, role: string): Row => ({
  id: credit.id,
  href: creditHref(credit),
  title: titleOf(credit),
  year: yearOf(credit),
  role,
});

/** The filmography, newest first: directing apart from acting. Nothing while loading. */
export function Filmography({ credits }: { credits: PersonCredits | undefined }) {
  const directing = (credits?.directing ?? []).map((c) =>
    toRow(c, c.job === 'Director' ? '' : c.job),
  );
  const acting = (credits?.acting ?? []).map((c) => toRow(c, c.character));
  if (directing.length === 0 && acting.length === 0) return null;
  return (
    <section aria-labelledby="filmography-heading" className="mt-14">
      <h2
        id="filmography-heading"
        className="flex items-center gap-3 text-xl font-extrabold tracking-tight text-zinc-950 sm:text-2xl dark:text-white"
      >
        <span aria-hidden="true" className="h-6 w-1.5 rounded-full bg-brand-600" />
        Filmography
      </h2>
      <div className="mt-5 grid gap-10 lg:grid-cols-2">
        <CreditList heading="Directing" rows={directing} />
        <CreditList heading="Acting" rows={acting} />
      </div>
    </section>
  );
}
