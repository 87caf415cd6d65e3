import type { Person } from '@unclewatch/core';
import { imageUrl } from '@unclewatch/core/browser';
import { useState, type ReactNode } from 'react';

import { lifeDates } from './life-dates';

function Photo({ person }: { person: Person }) {
  const [failed, setFailed] = useState(false);
  const src = imageUrl(person.profile_path, 'w342');
  if (!src || failed) {
    const initials = person.name
      .split(/\s+/)
      .map((part) => part[0])
      .slice(0, 2)
      .join('');
    return (
      <div
        role="img"
        aria-label={`No photo of ${person.name}`}
        className="grid h-full w-full place-items-center bg-gradient-to-br from-zinc-700 to-brand-700 text-5xl font-black text-white"
      >
        {initials}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={person.name}
      width={342}
      height={513}
      decoding="async"
      fetchPriority="high"
      onError={() => setFailed(true)}
      className="h-full w-full object-cover"
    />
  );
}

function Fact({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'basis-full' : undefined}>
      <dt className="text-sm font-semibold text-zinc-600 dark:text-zinc-400">{term}</dt>
      <dd className="mt-1 text-zinc-900 dark:text-zinc-100">{children}</dd>
    </div>
  );
}

/**
 * Photo, name, department, dates of life, birthplace and biography (with its source), with
 * the spec's fallbacks where the catalogue knows nothing.
 */
export function PersonHeader({ person }: { person: Person }) {
  const biography = person.biography.trim();
  const { born, died } = lifeDates(person.birthday, person.deathday);
  return (
    <header className="flex flex-col gap-8 sm:flex-row sm:items-start">
      <div className="aspect-[2/3] w-44 flex-none overflow-hidden rounded-2xl bg-zinc-200 shadow-xl ring-1 ring-black/5 sm:w-60 dark:bg-zinc-800 dark:ring-white/10">
        <Photo person={person} />
      </div>
      <div className="min-w-0">
        {person.known_for_department && (
          <p className="text-xs font-bold tracking-[0.2em] text-brand-600 uppercase dark:text-brand-400">
            {person.known_for_department}
          </p>
        )}
        <h1 className="mt-2 text-3xl font-black tracking-tight text-zinc-950 sm:text-5xl dark:text-white">
          {person.name}
        </h1>
        <dl className="mt-6 flex flex-wrap gap-x-10 gap-y-5">
          {born && <Fact term="Born">{born}</Fact>}
          {died && <Fact term="Died">{died}</Fact>}
          <Fact term="Born in" wide>
            {person.place_of_birth?.trim() || 'Unknown birthplace'}
          </Fact>
          <div className="basis-full">
            <dt className="text-sm font-semibold text-zinc-600 dark:text-zinc-400">Biography</dt>
            <dd className="mt-1 max-w-3xl leading-relaxed whitespace-pre-line text-zinc-800 dark:text-zinc-200">
              {biography || 'No biography available.'}
            </dd>
            {biography && person.biography_source && (
              <dd className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">
                Biography from {person.biography_source}.
              </dd>
            )}
          </div>
        </dl>
      </div>
    </header>
  );
}
