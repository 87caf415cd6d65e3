import { ISO_REGIONS } from '@unclewatch/core/browser';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';

import { FilterSelect } from '#/components/filter-select';
import { useToast } from '#/components/toast/toast-context';
import { ApiRequestError } from '#/shared/api';
import { browserRegion, regionName } from '#/shared/regions';
import { useMyServices, useRegionProviders, useSaveServices } from '#/shared/services-api';

import { CoverageChart } from './coverage-chart';
import { emptyClass } from './library-list';
import { SectionCard, smallPrimaryButtonClass } from './section-card';

const regionOptions = ISO_REGIONS.map((code) => ({ value: code, label: regionName(code) })).sort(
  (a, b) => a.label.localeCompare(b.label),
);

/**
 * "Your services" on the profile: the region (guessed from the browser's language until
 * saved) and a checkbox per service the region has; the lists' "On my services" switch and
 * the watchlist coverage use what is saved here.
 */
export function ServicesSection() {
  const mine = useMyServices();
  if (mine.isPending) {
    return (
      <SectionCard title="Your services">
        <p role="status" className={emptyClass}>
          Loading…
        </p>
      </SectionCard>
    );
  }
  return <ServicesForm key={mine.data?.updatedAt ?? 'new'} saved={mine.data} />;
}

function ServicesForm({ saved }: { saved?: { region: string | null; services: number[] } }) {
  const [params] = useSearchParams();
  const suggested = params.get('region')?.toUpperCase();
  const [region, setRegion] = useState(
    () =>
      saved?.region ?? (suggested && ISO_REGIONS.includes(suggested) ? suggested : browserRegion()),
  );
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(saved?.services ?? []));
  const providers = useRegionProviders(region);
  const save = useSaveServices();
  const toast = useToast();
  const ref = useScrolledIntoView();
  const legendId = useId();
  const offered = useMemo(() => providers.data?.providers ?? [], [providers.data]);
  const offeredIds = useMemo(() => new Set(offered.map((p) => p.id)), [offered]);

  function changeRegion(next: string) {
    setRegion(next);
    setChosen(new Set(next === saved?.region ? saved.services : []));
  }

  function toggle(id: number, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const services = [...chosen].filter((id) => offeredIds.has(id));
    save.mutate(
      { region, services },
      {
        onSuccess: () => toast.show('Your services are saved.', 'success'),
        onError: (error) => {
          const message = error instanceof ApiRequestError ? error.body?.error : undefined;
          toast.show(`Error: ${message ?? 'Could not save your services'}`, 'error');
        },
      },
    );
  }

  return (
    <div id="your-services" ref={ref} className="scroll-mt-24">
      <SectionCard title="Your services">
        <form onSubmit={submit} className="space-y-5">
          <div className="max-w-xs">
            <FilterSelect
              label="Country"
              value={region}
              options={regionOptions}
              onChange={changeRegion}
            />
          </div>
          <fieldset aria-describedby={`${legendId}-note`}>
            <legend className="text-sm font-semibold">Services you pay for or watch free</legend>
            {providers.isPending ? (
              <p role="status" className={emptyClass}>
                Loading the services of {regionName(region)}…
              </p>
            ) : offered.length === 0 ? (
              <p className={`${emptyClass} mt-2`}>
                No services are known for {regionName(region)} here.
              </p>
            ) : (
              <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
                {offered.map((provider) => (
                  <li key={provider.id}>
                    <label className="flex cursor-pointer items-center gap-3 rounded-xl bg-zinc-100 px-3 py-2 text-sm font-medium dark:bg-zinc-800/70">
                      <input
                        type="checkbox"
                        checked={chosen.has(provider.id)}
                        onChange={(event) => toggle(provider.id, event.currentTarget.checked)}
                        className="size-4 accent-brand-600"
                      />
                      {provider.name}
                    </label>
                  </li>
                ))}
              </ul>
            )}
            <p id={`${legendId}-note`} className="mt-3 text-xs text-zinc-600 dark:text-zinc-400">
              {providersNote(providers.data)}
            </p>
          </fieldset>
          <button type="submit" disabled={save.isPending} className={smallPrimaryButtonClass}>
            {save.isPending ? 'Saving…' : 'Save services'}
          </button>
        </form>
        {saved?.region && <CoverageChart mine={new Set(saved.services)} />}
      </SectionCard>
    </div>
  );
}

function providersNote(
  data: { attribution: string | null; asOf: string | null; note: string | null } | undefined,
): string {
  if (!data) return '';
  return [data.attribution, data.note].filter(Boolean).join(' ');
}

/** Brings the section into view when the address asks for it (#your-services). */
function useScrolledIntoView() {
  const { hash } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hash === '#your-services') ref.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return ref;
}
