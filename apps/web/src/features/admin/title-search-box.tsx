import type { TitleSummary } from '@unclewatch/core';
import { titleOf, yearOf } from '@unclewatch/core/browser';
import { useEffect, useRef, useState } from 'react';

interface TitleSearchBoxProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  suggestions: readonly TitleSummary[];
}

const input =
  'w-full rounded-xl border border-zinc-300 bg-white px-4 py-2.5 text-zinc-900 shadow-sm dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100';

/**
 * The admin's title search with up to five suggestions. The suggestions sit in the page flow,
 * above the results, so they never cover a result's Add button; Escape and Enter close them
 * and keep the query (a plain text input: a native search input would wipe it).
 *
 * A press outside closes them only once its click is done: closing on the press itself would
 * move the results up under the pointer, and the click meant for an Add button would land
 * elsewhere and be lost.
 */
export function TitleSearchBox({ id, value, onChange, suggestions }: TitleSearchBoxProps) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const pressing = useRef(false);
  useEffect(() => {
    if (!open) return;
    const press = () => (pressing.current = true);
    const clicked = (event: Event) => {
      pressing.current = false;
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const released = () => setTimeout(() => (pressing.current = false), 0);
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', released, true);
    document.addEventListener('click', clicked);
    return () => {
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointerup', released, true);
      document.removeEventListener('click', clicked);
    };
  }, [open]);
  return (
    <div
      ref={box}
      onBlur={(e) => {
        // Focus moved away by the keyboard (Tab): close now. A press closes on its click.
        if (!pressing.current && !e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        Search titles
      </label>
      <input
        id={id}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        value={value}
        autoComplete="off"
        placeholder="Search for a movie or TV show"
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' || e.key === 'Enter') setOpen(false);
        }}
        className={input}
      />
      {open && suggestions.length > 0 && (
        <ul
          aria-label="Suggestions"
          className="mt-1 w-full overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
        >
          {suggestions.map((item) => (
            <li key={`${item.media_type}_${item.id}`}>
              <button
                type="button"
                onClick={() => {
                  onChange(titleOf(item));
                  setOpen(false);
                }}
                className="block w-full px-4 py-2 text-left text-sm hover:bg-zinc-100 dark:hover:bg-zinc-800"
              >
                {titleOf(item)}{' '}
                <span className="text-zinc-500">
                  ({item.media_type === 'tv' ? 'TV' : 'Movie'}
                  {yearOf(item) ? `, ${yearOf(item)}` : ''})
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
