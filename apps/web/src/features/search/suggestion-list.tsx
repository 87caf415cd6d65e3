import { imageUrl, titleOf, yearOf } from '@unclewatch/core/browser';

import { suggestionKey, type Suggestion } from './search-model';

export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

interface SuggestionListProps {
  id: string;
  open: boolean;
  suggestions: readonly Suggestion[];
  activeIndex: number;
  onPick: (suggestion: Suggestion) => void;
  onHover: (index: number) => void;
}

/**
 * The listbox half of the combobox. Options never take focus (the input keeps it and points
 * at the active one with aria-activedescendant); a mouse press must not blur the input.
 */
export function SuggestionList({
  id,
  open,
  suggestions,
  activeIndex,
  onPick,
  onHover,
}: SuggestionListProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Suggestions"
      hidden={!open}
      onMouseDown={(e) => e.preventDefault()}
      className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-2xl border border-zinc-200 bg-white py-1.5 shadow-2xl shadow-zinc-950/10 dark:border-zinc-700 dark:bg-zinc-900"
    >
      {suggestions.map((suggestion, index) => {
        const active = index === activeIndex;
        return (
          // Keyboard use goes through the input (ArrowUp/ArrowDown/Enter), per the ARIA
          // combobox pattern, so an option has no key handler of its own.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={suggestionKey(suggestion)}
            id={optionId(id, index)}
            role="option"
            aria-selected={active}
            tabIndex={-1}
            onClick={() => onPick(suggestion)}
            onMouseMove={() => onHover(index)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${
              active ? 'bg-brand-50 dark:bg-brand-500/15' : ''
            }`}
          >
            <SuggestionBody suggestion={suggestion} />
          </li>
        );
      })}
    </ul>
  );
}

function SuggestionBody({ suggestion }: { suggestion: Suggestion }) {
  const person = suggestion.kind === 'person' ? suggestion.person : null;
  const item = suggestion.kind === 'title' ? suggestion.item : null;
  const name = person ? person.name : titleOf(item!);
  const detail = person
    ? ['Person', person.known_for_department].filter(Boolean).join(' · ')
    : [item!.media_type === 'tv' ? 'TV show' : 'Movie', yearOf(item!)].filter(Boolean).join(' · ');
  const image = person ? imageUrl(person.profile_path, 'w185') : imageUrl(item!.poster_path, 'w92');
  return (
    <>
      <img
        src={image ?? undefined}
        alt=""
        width={32}
        height={person ? 32 : 48}
        className={`w-8 flex-none bg-zinc-200 object-cover dark:bg-zinc-800 ${
          person ? 'my-2 h-8 rounded-full' : 'h-12 rounded'
        }`}
      />
      <span className="min-w-0">
        <span className="block truncate font-semibold text-zinc-900 dark:text-zinc-50">{name}</span>
        <span className="block text-xs text-zinc-600 dark:text-zinc-400">{detail}</span>
      </span>
    </>
  );
}
