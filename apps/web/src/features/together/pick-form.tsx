import type { HouseholdMember, MediaType, TogetherPickBody } from '@unclewatch/core';
import { useState, type FormEvent } from 'react';

const field =
  'rounded-lg border border-zinc-300 bg-white px-3 py-2 text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100';

const LIMITS = [
  { value: '', label: 'No limit' },
  { value: '30', label: '30 minutes' },
  { value: '60', label: '1 hour' },
  { value: '90', label: '1½ hours' },
  { value: '120', label: '2 hours' },
  { value: '150', label: '2½ hours' },
];

/** Who is on the sofa, a time limit, a kind and a mood; then "Pick for us". */
export function PickForm({
  members,
  busy,
  onPick,
}: {
  members: HouseholdMember[];
  busy: boolean;
  onPick: (body: TogetherPickBody & { members: string[] }) => void;
}) {
  const [present, setPresent] = useState<Set<string>>(() => new Set(members.map((m) => m.id)));
  const [limit, setLimit] = useState('');
  const [kind, setKind] = useState<'' | MediaType>('');
  const [mood, setMood] = useState('');
  const [onServices, setOnServices] = useState(true);
  const toggle = (id: string) =>
    setPresent((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPick({
      members: members.filter((m) => present.has(m.id)).map((m) => m.id),
      ...(limit ? { maxRuntime: Number(limit) } : {}),
      ...(kind ? { type: kind } : {}),
      ...(mood.trim() ? { mood: mood.trim() } : {}),
      ...(onServices ? {} : { services: 'off' as const }),
    });
  };

  return (
    <form onSubmit={submit} className="rounded-2xl border border-zinc-200 p-5 dark:border-zinc-800">
      <fieldset>
        <legend className="text-lg font-bold">Who’s on the sofa?</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {members.map((m) => (
            <label
              key={m.id}
              className="flex items-center gap-2 rounded-full border border-zinc-300 px-3 py-1.5 text-zinc-900 has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-zinc-700 dark:text-zinc-100 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-500/15"
            >
              <input type="checkbox" checked={present.has(m.id)} onChange={() => toggle(m.id)} />
              {m.name}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Time limit
          <select className={field} value={limit} onChange={(e) => setLimit(e.currentTarget.value)}>
            {LIMITS.map((l) => (
              <option key={l.value} value={l.value}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Kind
          <select
            className={field}
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value as '' | MediaType)}
          >
            <option value="">Movies and shows</option>
            <option value="movie">Movies</option>
            <option value="tv">TV shows</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Mood (optional)
          <input
            className={field}
            value={mood}
            maxLength={200}
            placeholder="something funny"
            onChange={(e) => setMood(e.currentTarget.value)}
          />
        </label>
      </div>
      <label className="mt-4 flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={onServices}
          onChange={(e) => setOnServices(e.currentTarget.checked)}
        />
        On our services (when someone on the sofa has saved theirs)
      </label>
      <button
        type="submit"
        disabled={busy || present.size === 0}
        className="mt-5 w-full rounded-full bg-brand-600 px-6 py-3 text-lg font-bold text-white hover:bg-brand-700 disabled:opacity-60 sm:w-auto"
      >
        {busy ? 'Picking…' : 'Pick for us'}
      </button>
      {present.size === 0 && (
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">Tick at least one person.</p>
      )}
    </form>
  );
}
