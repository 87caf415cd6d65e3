import { useId } from 'react';

import { useHydrated } from '#/shared/server-html';
import type { ServicesFilter } from '#/shared/services-filter';

import { NewcomerPrompt } from './newcomer-prompt';

/**
 * The "On my services" switch of a list page (a checkbox with the switch role, so it is one
 * keyboard stop and reads "On my services, switch, on"), with the newcomer's one-time prompt.
 */
export function ServicesSwitch({ filter }: { filter: ServicesFilter }) {
  const id = useId();
  // A server-rendered page's switch waits for the app: a tap before it would change the box but
  // not the list (index.html replays early buttons and selects, not checkboxes).
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <span className="relative inline-flex h-6 w-11 flex-none">
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={filter.on}
            disabled={!hydrated}
            onChange={(event) => filter.setOn(event.currentTarget.checked)}
            className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full disabled:cursor-wait focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          />
          <span
            aria-hidden="true"
            className="absolute inset-0 rounded-full bg-zinc-300 transition-colors peer-checked:bg-brand-600 dark:bg-zinc-700 dark:peer-checked:bg-brand-500"
          />
          <span
            aria-hidden="true"
            className="absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5 motion-reduce:transition-none"
          />
        </span>
        <label htmlFor={id} className="cursor-pointer text-sm font-semibold">
          On my services
        </label>
      </div>
      <NewcomerPrompt />
    </div>
  );
}
