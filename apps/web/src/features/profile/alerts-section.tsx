import type { AlertSettings, AlertSettingsBody, AlertTestResponse } from '@unclewatch/core';
import { useId, useMemo, useState, type FormEvent } from 'react';

import { FilterSelect } from '#/components/filter-select';
import { useToast } from '#/components/toast/toast-context';
import { ApiRequestError } from '#/shared/api';

import { AlertDeliveries, AlertTestResults } from './alert-activity';
import { AlertChannelFields, type ChannelDraft } from './alert-channel-fields';
import { useAlerts, useSaveAlerts, useTestAlerts } from './api/alerts';
import { emptyClass } from './library-list';
import { SectionCard, smallButtonClass, smallPrimaryButtonClass } from './section-card';

const hourOptions = Array.from({ length: 24 }, (_, h) => ({
  value: String(h),
  label: `${String(h).padStart(2, '0')}:00`,
}));

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function timeZoneOptions(current: string) {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', current, ...zones])].map((z) => ({
    value: z,
    label: z.replace(/_/g, ' '),
  }));
}

let keys = 0;
const draftsOf = (saved: AlertSettings): ChannelDraft[] =>
  saved.channels.map((c) => ({
    key: c.id,
    id: c.id,
    type: c.type,
    url: c.url ?? '',
    topic: c.topic ?? '',
    token: '',
    hasToken: c.hasToken,
    notice: c.notice,
  }));

/** Profile → Alerts (issue #44): channels, events, the digest, a test and the last deliveries. */
export function AlertsSection() {
  const alerts = useAlerts();
  return (
    <div id="alerts" className="scroll-mt-24">
      {alerts.data ? (
        <AlertsForm saved={alerts.data} />
      ) : (
        <SectionCard title="Alerts">
          <p role="status" className={emptyClass}>
            {alerts.isError ? 'Your alerts could not be loaded.' : 'Loading…'}
          </p>
        </SectionCard>
      )}
    </div>
  );
}

function AlertsForm({ saved }: { saved: AlertSettings }) {
  const [channels, setChannels] = useState(() => draftsOf(saved));
  const [events, setEvents] = useState(saved.events);
  const [digest, setDigest] = useState(saved.digest);
  const [digestHour, setDigestHour] = useState(saved.digestHour ?? 19);
  const [timeZone, setTimeZone] = useState(() =>
    saved.channels.length > 0 || saved.timeZone !== 'UTC' ? saved.timeZone : browserTimeZone(),
  );
  const [secrets, setSecrets] = useState<{ type: string; secret: string }[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [tested, setTested] = useState<AlertTestResponse['results'] | null>(null);
  const save = useSaveAlerts();
  const test = useTestAlerts();
  const toast = useToast();
  const id = useId();
  const zones = useMemo(() => timeZoneOptions(timeZone), [timeZone]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: AlertSettingsBody = {
      channels: channels.map((c) => ({
        ...(c.id ? { id: c.id } : {}),
        type: c.type,
        ...(c.type !== 'email' && c.url.trim() ? { url: c.url.trim() } : {}),
        ...(c.type === 'ntfy' && c.topic.trim() ? { topic: c.topic.trim() } : {}),
        ...(c.token.trim() ? { token: c.token.trim() } : {}),
      })),
      events,
      digest,
      ...(digest === 'daily' ? { digestHour } : {}),
      timeZone,
    };
    save.mutate(body, {
      onSuccess: (answer) => {
        setChannels(draftsOf(answer));
        setFieldErrors({});
        setSecrets(
          answer.channels.flatMap((c) =>
            c.secret ? [{ type: c.url ?? c.type, secret: c.secret }] : [],
          ),
        );
        toast.show('Your alerts are saved.', 'success');
      },
      onError: (error) => {
        const details = error instanceof ApiRequestError ? error.body?.details : undefined;
        setFieldErrors(Object.fromEntries((details ?? []).map((d) => [d.path, d.message])));
        const message = error instanceof ApiRequestError ? error.body?.error : undefined;
        toast.show(`Error: ${message ?? 'Could not save your alerts'}`, 'error');
      },
    });
  }

  function sendTest() {
    test.mutate(undefined, {
      onSuccess: (answer) => setTested(answer.results),
      onError: () => toast.show('Error: the test could not be sent', 'error'),
    });
  }

  const checkbox = 'size-4 accent-brand-600';
  return (
    <SectionCard title="Alerts">
      <form onSubmit={submit} className="space-y-6" aria-describedby={`${id}-intro`}>
        <p id={`${id}-intro`} className="text-sm text-zinc-700 dark:text-zinc-300">
          Hear about new episodes and titles arriving on your services by ntfy, Gotify, a webhook,
          email or Apprise.
        </p>
        <div className="space-y-3">
          {channels.map((channel, position) => (
            <AlertChannelFields
              key={channel.key}
              channel={channel}
              position={position}
              error={
                fieldErrors[`channels.${position}.url`] ?? fieldErrors[`channels.${position}.token`]
              }
              onChange={(next) =>
                setChannels((all) => all.map((c, i) => (i === position ? next : c)))
              }
              onRemove={() => setChannels((all) => all.filter((_, i) => i !== position))}
            />
          ))}
          <button
            type="button"
            className={smallButtonClass}
            onClick={() =>
              setChannels((all) => [
                ...all,
                {
                  key: `new-${++keys}`,
                  type: 'ntfy',
                  url: '',
                  topic: '',
                  token: '',
                  hasToken: false,
                  notice: null,
                },
              ])
            }
          >
            Add a channel
          </button>
        </div>
        {secrets.map((s) => (
          <div
            key={s.secret}
            role="status"
            className="rounded-xl border border-amber-400 p-4 text-sm dark:border-amber-500"
          >
            <p className="font-semibold">
              Webhook signing secret for {s.type} (shown once: copy it now)
            </p>
            <code className="mt-1 block break-all">{s.secret}</code>
          </div>
        ))}
        <fieldset>
          <legend className="text-sm font-semibold">Tell me when</legend>
          <label className="mt-2 flex items-center gap-3 text-sm">
            <input
              type="checkbox"
              className={checkbox}
              checked={events.newEpisode}
              onChange={(e) => setEvents({ ...events, newEpisode: e.currentTarget.checked })}
            />
            A new episode of a show I’m watching is out
          </label>
          {saved.notes.newEpisode && (
            <p className="mt-1 ml-7 text-xs text-zinc-600 dark:text-zinc-400">
              {saved.notes.newEpisode}
            </p>
          )}
          <label className="mt-2 flex items-center gap-3 text-sm">
            <input
              type="checkbox"
              className={checkbox}
              checked={events.onMyServices}
              onChange={(e) => setEvents({ ...events, onMyServices: e.currentTarget.checked })}
            />
            A title on my watchlist arrives on one of my services
          </label>
          {saved.notes.onMyServices && (
            <p className="mt-1 ml-7 text-xs text-zinc-600 dark:text-zinc-400">
              {saved.notes.onMyServices}
            </p>
          )}
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold">How often</legend>
          <label className="mt-2 flex items-center gap-3 text-sm">
            <input
              type="radio"
              name={`${id}-digest`}
              className={checkbox}
              checked={digest === 'off'}
              onChange={() => setDigest('off')}
            />
            Each alert as it comes
          </label>
          <label className="mt-2 flex items-center gap-3 text-sm">
            <input
              type="radio"
              name={`${id}-digest`}
              className={checkbox}
              checked={digest === 'daily'}
              onChange={() => setDigest('daily')}
            />
            One daily digest
          </label>
          <div className="mt-3 grid max-w-md grid-cols-1 gap-3 sm:grid-cols-2">
            {digest === 'daily' && (
              <FilterSelect
                label="Digest time"
                value={String(digestHour)}
                options={hourOptions}
                onChange={(h) => setDigestHour(Number(h))}
              />
            )}
            <FilterSelect
              label="Time zone"
              value={timeZone}
              options={zones}
              onChange={setTimeZone}
            />
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={save.isPending} className={smallPrimaryButtonClass}>
            {save.isPending ? 'Saving…' : 'Save alerts'}
          </button>
          <button
            type="button"
            onClick={sendTest}
            disabled={test.isPending || saved.channels.length === 0}
            className={smallButtonClass}
          >
            {test.isPending ? 'Sending…' : 'Send a test'}
          </button>
        </div>
      </form>
      {tested && <AlertTestResults results={tested} />}
      <AlertDeliveries deliveries={saved.deliveries} />
    </SectionCard>
  );
}
