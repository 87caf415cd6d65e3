import { useState, type FormEvent } from 'react';

import type { UnmatchedItem } from '@unclewatch/core';
import { titleOf, yearOf } from '@unclewatch/core/browser';

import { useTitleSearch } from '#/library/api/title-search';

import { useMapUnmatched, useUnmatched } from './api/webhooks';

/** "…/tv/1396", "/movie/603" or a bare number: the title's id on this site. */
function idFrom(text: string): number | null {
  const match = /(?:^|\/)(\d+)\/?$/.exec(text.trim().replace(/[?#].*$/, ''));
  return match ? Number(match[1]) : null;
}

const code = (item: UnmatchedItem) =>
  item.season === null
    ? ''
    : ` S${String(item.season).padStart(2, '0')}${item.episodes
        .map((e) => `E${String(e).padStart(2, '0')}`)
        .join('')}`;

/**
 * One unmatched play: search the catalogue by name (the play's own name to start with) and
 * pick the title, or paste its address on this site.
 */
function InboxItem({ item }: { item: UnmatchedItem }) {
  const map = useMapUnmatched();
  const type = item.kind === 'movie' ? 'movie' : 'tv';
  const [text, setText] = useState(item.title);
  const [term, setTerm] = useState('');
  const [problem, setProblem] = useState('');
  const search = useTitleSearch(term, type);
  const candidates = search.data?.slice(0, 5);
  const choose = (id: number) => {
    setProblem('');
    map.mutate({ id: item.id, body: { type, id } });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = idFrom(text);
    if (id !== null) return choose(id);
    if (text.trim().length === 0)
      return setProblem('Type a name to search, or paste the title’s address on this site.');
    setProblem('');
    setTerm(text.trim());
  };
  const label = `${item.title}${item.year ? ` (${item.year})` : ''}${code(item)}`;
  const noun = item.kind === 'movie' ? 'film' : 'show';
  return (
    <li className="py-3 text-sm">
      <p className="font-semibold">{label}</p>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        {Object.entries(item.ids)
          .map(([k, v]) => `${k} ${v}`)
          .join(' · ') || 'no ids sent'}
      </p>
      <form onSubmit={submit} className="mt-2 flex flex-wrap gap-2">
        <input
          type="search"
          aria-label={`Which ${noun} is ${label}?`}
          placeholder={`A name, or …/${type}/603`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="min-w-0 flex-1 rounded-lg border border-zinc-300 bg-white px-3 py-1.5 dark:border-zinc-700 dark:bg-zinc-900"
        />
        <button
          type="submit"
          disabled={map.isPending}
          className="rounded-full border border-zinc-300 px-4 py-1.5 font-semibold dark:border-zinc-700"
        >
          Find
        </button>
      </form>
      {term && candidates && (
        <ul
          aria-label={`${noun === 'film' ? 'Films' : 'Shows'} named like ${term}`}
          className="mt-2 flex flex-col gap-1"
        >
          {candidates.length === 0 && (
            <li className="text-zinc-700 dark:text-zinc-300">{`No ${noun} found by that name.`}</li>
          )}
          {candidates.map((title) => (
            <li key={title.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {titleOf(title)}
                {yearOf(title) ? ` (${yearOf(title)})` : ''}
              </span>
              <button
                type="button"
                disabled={map.isPending}
                onClick={() => choose(title.id)}
                aria-label={`${titleOf(title)}${yearOf(title) ? ` (${yearOf(title)})` : ''}: this ${noun}`}
                className="rounded-full bg-brand-600 px-3 py-1 font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
              >
                {`This ${noun}`}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="mt-1 text-xs text-red-700 dark:text-red-300">
        {problem ||
          (map.error ? map.error.message : search.error ? 'The search failed; try again.' : '')}
      </p>
    </li>
  );
}

/** Plays that could not be matched; one choice maps each (a show's choice is remembered). */
export function Inbox() {
  const { data } = useUnmatched();
  return (
    <section aria-labelledby="inbox-heading">
      <h2 id="inbox-heading" className="text-lg font-bold">
        Inbox
      </h2>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        Plays nothing matched. Search for the title by name (or paste its address on this site) and
        pick it: for an episode, pick the show, and the choice is remembered for that show.
      </p>
      {data && data.length === 0 && <p className="mt-2 text-sm">The inbox is empty.</p>}
      {data && data.length > 0 && (
        <ul aria-label="Inbox" className="mt-2 divide-y divide-zinc-200 dark:divide-zinc-800">
          {data.map((item) => (
            <InboxItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
