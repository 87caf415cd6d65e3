import { titleOf } from '@unclewatch/core/browser';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';

import { titleHref } from '#/components/title-card/title-card';
import { SearchIcon } from '#/components/icons';

import { suggestionsQueryOptions } from './api/search';
import {
  normalizeSearchTerm,
  SUGGESTION_DEBOUNCE_MS,
  suggestionsOf,
  type Suggestion,
} from './search-model';
import { optionId, SuggestionList } from './suggestion-list';
import { useDebouncedValue } from '#/shared/use-debounced-value';
import { VoiceSearchButton } from './voice-search-button';

interface SearchBoxProps {
  /** The current ?q=, shown in the input (and restored on back/forward). */
  query: string;
  onSearch: (term: string) => void;
}

/**
 * The search form: an ARIA combobox (input + listbox of up to 5 suggestions, titles and
 * people, 300 ms after typing), a submit button and voice search.
 */
export function SearchBox({ query, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(query);
  // Edited since the last search (suggestions are for what the user is typing)…
  const [typed, setTyped] = useState(false);
  // …unless Escape or a click outside put them away.
  const [dismissed, setDismissed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const container = useRef<HTMLFormElement>(null);
  const listboxId = useId();
  const navigate = useNavigate();
  const inputId = useId();

  // Back/forward (or a new ?q=) puts the URL's term in the box.
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    setText(query);
    setTyped(false);
  }

  const term = useDebouncedValue(
    typed ? (normalizeSearchTerm(text) ?? '') : '',
    SUGGESTION_DEBOUNCE_MS,
  );
  const { data } = useQuery({ ...suggestionsQueryOptions(term), enabled: term !== '' });
  const suggestions = term ? suggestionsOf(data) : [];
  const open = focused && typed && !dismissed && suggestions.length > 0;

  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      if (!container.current?.contains(event.target as Node)) setDismissed(true);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  function search(value: string) {
    const normalized = normalizeSearchTerm(value);
    if (!normalized) return;
    setTyped(false);
    setActiveIndex(-1);
    onSearch(normalized);
  }

  // A suggestion is a choice: a title opens its page (its name stays in the box), a person
  // theirs. Submitting the typed text is what searches.
  function pick(suggestion: Suggestion) {
    setTyped(false);
    setActiveIndex(-1);
    if (suggestion.kind === 'person') {
      void navigate(`/person/${suggestion.person.id}`);
      return;
    }
    setText(titleOf(suggestion.item));
    void navigate(titleHref(suggestion.item.id, suggestion.item.media_type));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const n = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!n) return;
      event.preventDefault();
      setDismissed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((i) => (open ? (i + step + n) % n : step > 0 ? 0 : n - 1));
    } else if (event.key === 'Enter' && open && suggestions[activeIndex]) {
      event.preventDefault();
      pick(suggestions[activeIndex]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setDismissed(true);
      setActiveIndex(-1);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    search(text);
  }

  return (
    <form
      ref={container}
      role="search"
      onSubmit={submit}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      className="relative flex w-full items-center gap-2"
    >
      <label htmlFor={inputId} className="sr-only">
        Search movies and TV shows
      </label>
      <div className="relative min-w-0 flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-zinc-500" />
        <input
          id={inputId}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={
            open && activeIndex >= 0 ? optionId(listboxId, activeIndex) : undefined
          }
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setTyped(true);
            setDismissed(false);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
          placeholder="Search movies and TV shows..."
          className="h-12 w-full rounded-full border border-zinc-300 bg-white pr-4 pl-12 text-base text-zinc-900 shadow-sm placeholder:text-zinc-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-50 dark:placeholder:text-zinc-400"
        />
        <SuggestionList
          id={listboxId}
          open={open}
          suggestions={suggestions}
          activeIndex={open ? activeIndex : -1}
          onPick={pick}
          onHover={setActiveIndex}
        />
      </div>
      <VoiceSearchButton
        onTranscript={(spoken) => {
          setText(spoken);
          search(spoken);
        }}
      />
      <button
        type="submit"
        className="h-11 flex-none rounded-full bg-brand-600 px-5 font-semibold text-white shadow-lg shadow-brand-600/20 hover:bg-brand-700"
      >
        Search
      </button>
    </form>
  );
}
