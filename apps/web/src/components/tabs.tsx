import { useRef, type KeyboardEvent } from 'react';

export interface TabItem<V extends string> {
  value: V;
  label: string;
}

interface TabsProps<V extends string> {
  label: string;
  tabs: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  /** id of the tabpanel the tabs control. */
  panelId: string;
}

/** WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move and select. */
export function Tabs<V extends string>({ label, tabs, value, onChange, panelId }: TabsProps<V>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onChange(tabs[next]!.value);
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className="grid grid-cols-3 gap-1 rounded-2xl bg-zinc-200/70 p-1 sm:inline-flex sm:rounded-full dark:bg-zinc-800/70"
    >
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.value}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(e) => onKeyDown(e, index)}
            className={`rounded-xl px-2 py-2 text-sm leading-tight font-semibold transition-colors sm:rounded-full sm:px-4 sm:whitespace-nowrap ${
              selected
                ? 'bg-white text-brand-700 shadow dark:bg-zinc-950 dark:text-brand-400'
                : 'text-zinc-700 hover:text-zinc-950 dark:text-zinc-300 dark:hover:text-white'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
