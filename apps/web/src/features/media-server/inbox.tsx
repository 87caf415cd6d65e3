import { useState, type FormEvent } from 'react';

import type { UnmatchedItem } from '@unclewatch/core';

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

function InboxItem({ item }: { item: UnmatchedItem }) {
  const map = useMapUnmatched();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const type = item.kind === 'movie' ? 'movie' : 'tv';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = idFrom(text);
    if (id === null) return setProblem('Paste the title’s address on this site, or its number.');
    setProblem('');
    map.mutate({ id: item.id, body: { type, id } });
  };
  const label = `${item.title}${item.year ? ` (${item.year})` : ''}${code(item)}`;
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
          aria-label={`Which ${item.kind === 'movie' ? 'film' : 'show'} is ${label}?`}
          placeholder={item.kind === 'movie' ? '…/movie/603' : '…/tv/1396'}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="min-w-0 flex-1 rounded-lg border border-zinc-300 bg-white px-3 py-1.5 dark:border-zinc-700 dark:bg-zinc-900"
        />
        <button
          type="submit"
          disabled={map.isPending}
          className="rounded-full border border-zinc-300 px-4 py-1.5 font-semibold dark:border-zinc-700"
        >
          {item.kind === 'movie' ? 'This film' : 'This show'}
        </button>
      </form>
      <p role="status" className="mt-1 text-xs text-red-700 dark:text-red-300">
        {problem || (map.error ? map.error.message : '')}
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
        Plays nothing matched. Paste the title&apos;s address from this site: for an episode, the
        show&apos;s, and it is remembered for that show.
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
