import type { AlertChannelType } from '@unclewatch/core';
import { useId } from 'react';

import { FilterSelect } from '#/components/filter-select';

import { smallButtonClass } from './section-card';

/** A channel as the form edits it; `id` once saved, `hasToken` when a token is kept. */
export interface ChannelDraft {
  key: string;
  id?: string;
  type: AlertChannelType;
  url: string;
  topic: string;
  token: string;
  hasToken: boolean;
  notice: string | null;
}

export const CHANNEL_LABELS: Record<AlertChannelType, string> = {
  ntfy: 'ntfy',
  gotify: 'Gotify',
  webhook: 'Webhook',
  email: 'Email',
  apprise: 'Apprise',
};

const typeOptions = (Object.keys(CHANNEL_LABELS) as AlertChannelType[]).map((value) => ({
  value,
  label: CHANNEL_LABELS[value],
}));

const URL_HINTS: Record<AlertChannelType, string> = {
  ntfy: 'The topic URL, e.g. https://ntfy.sh/my-shows',
  gotify: 'Your Gotify server, e.g. https://gotify.example.com',
  webhook: 'We POST JSON here, signed in X-UncleWatch-Signature',
  email: '',
  apprise: 'An Apprise API URL, e.g. https://apprise.example.com/notify/tv',
};

const TOKEN_LABELS: Partial<Record<AlertChannelType, string>> = {
  ntfy: 'Access token (optional)',
  gotify: 'App token',
  apprise: 'Apprise URLs (optional)',
};

export const inputClass =
  'w-full rounded-xl border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100';
const labelClass = 'mb-1 block text-xs font-semibold text-zinc-700 dark:text-zinc-300';

/** One channel's fields: its type, where it goes, its token; and its trouble, if any. */
export function AlertChannelFields({
  channel,
  position,
  error,
  onChange,
  onRemove,
}: {
  channel: ChannelDraft;
  position: number;
  error: string | undefined;
  onChange: (next: ChannelDraft) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const tokenLabel = TOKEN_LABELS[channel.type];
  const set = (patch: Partial<ChannelDraft>) => onChange({ ...channel, ...patch });
  return (
    <fieldset className="space-y-3 rounded-xl bg-zinc-100 p-4 dark:bg-zinc-800/70">
      <legend className="sr-only">Channel {position + 1}</legend>
      <div className="flex items-end gap-3">
        <div className="w-40">
          <FilterSelect
            label={`Channel ${position + 1}`}
            value={channel.type}
            options={typeOptions}
            onChange={(type) => set({ type: type as AlertChannelType })}
          />
        </div>
        <button type="button" onClick={onRemove} className={`${smallButtonClass} ml-auto`}>
          Remove<span className="sr-only"> channel {position + 1}</span>
        </button>
      </div>
      {channel.type === 'email' ? (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          Alerts go to your account’s email address.
        </p>
      ) : (
        <div>
          <label htmlFor={`${id}-url`} className={labelClass}>
            URL
          </label>
          <input
            id={`${id}-url`}
            type="url"
            required
            value={channel.url}
            placeholder={URL_HINTS[channel.type]}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => set({ url: event.currentTarget.value })}
            className={inputClass}
          />
        </div>
      )}
      {channel.type === 'ntfy' && (
        <div>
          <label htmlFor={`${id}-topic`} className={labelClass}>
            Topic (when the URL is the server)
          </label>
          <input
            id={`${id}-topic`}
            value={channel.topic}
            onChange={(event) => set({ topic: event.currentTarget.value })}
            className={inputClass}
          />
        </div>
      )}
      {tokenLabel && (
        <div>
          <label htmlFor={`${id}-token`} className={labelClass}>
            {tokenLabel}
          </label>
          <input
            id={`${id}-token`}
            type="password"
            autoComplete="off"
            value={channel.token}
            placeholder={channel.hasToken ? 'Saved (leave empty to keep it)' : ''}
            onChange={(event) => set({ token: event.currentTarget.value })}
            className={inputClass}
          />
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {channel.notice && (
        <p className="text-sm font-medium text-amber-800 dark:text-amber-200">{channel.notice}</p>
      )}
    </fieldset>
  );
}
