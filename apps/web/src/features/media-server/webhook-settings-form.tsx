import { useState, type FormEvent } from 'react';

import type { WebhookSettings } from '@unclewatch/core';

import { useSaveWebhookSettings } from './api/webhooks';

/** Whose plays count, and how much of a title makes it watched. */
export function WebhookSettingsForm({ settings }: { settings: WebhookSettings }) {
  const save = useSaveWebhookSettings();
  const [names, setNames] = useState(settings.usernames.join(', '));
  const [threshold, setThreshold] = useState(settings.threshold);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      usernames: names
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
      threshold,
    });
  };
  return (
    <form onSubmit={submit} aria-labelledby="who-heading" className="space-y-3">
      <h2 id="who-heading" className="text-lg font-bold">
        Whose plays count
      </h2>
      <label className="block text-sm">
        <span className="font-semibold">Media-server user names</span>
        <span className="block text-zinc-600 dark:text-zinc-400">
          Separated by commas; empty counts everyone&apos;s plays.
        </span>
        <input
          value={names}
          onChange={(e) => setNames(e.target.value)}
          className="mt-1 w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900"
        />
      </label>
      <label className="block text-sm">
        <span className="font-semibold">Watched from {threshold} %</span>
        <span className="block text-zinc-600 dark:text-zinc-400">
          A play stopped past this share of the title is logged; before it, it stays in progress.
        </span>
        <input
          type="range"
          min={50}
          max={100}
          step={5}
          value={threshold}
          onChange={(e) => setThreshold(Number(e.target.value))}
          className="mt-1 w-full"
        />
      </label>
      <div className="flex items-center gap-3">
        <button
          type="submit"
          disabled={save.isPending}
          className="rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          Save
        </button>
        <p role="status" className="text-sm">
          {save.isSuccess ? 'Saved.' : save.isError ? 'Could not save.' : ''}
        </p>
      </div>
    </form>
  );
}
