import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { SearchIcon } from '#/components/icons';

/** Goes to /search?q= only for non-blank text (spec §2). */
export function HomeSearch() {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    const q = text.trim();
    if (q) void navigate(`/search?q=${encodeURIComponent(q)}`);
  }

  return (
    <form role="search" onSubmit={submit} className="flex w-full max-w-md gap-2">
      <label htmlFor="home-search" className="sr-only">
        Search movies and TV shows
      </label>
      <input
        id="home-search"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search movies and TV shows..."
        className="min-w-0 flex-1 rounded-full border border-white/25 bg-white/10 px-5 py-2.5 text-white shadow backdrop-blur placeholder:text-zinc-300 focus:bg-white/15"
      />
      <button
        type="submit"
        aria-label="Search"
        className="rounded-full bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        <SearchIcon />
      </button>
    </form>
  );
}
