import type { TitleWatchProviders } from '@unclewatch/core';

import { sourceLabel } from '#/shared/availability-source';
import { regionName } from '#/shared/regions';

import { kindLabels, offerGroups, type Offer } from './availability-groups';

const chip =
  'rounded-full px-2.5 py-0.5 text-xs font-semibold bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-400';

/** `marked`: say "Your service" (outside the group that is all mine). */
function OfferRow({ offer, marked }: { offer: Offer; marked: boolean }) {
  return (
    <li className="flex items-center justify-between gap-3 rounded-xl bg-zinc-100 px-3 py-2.5 dark:bg-zinc-800/70">
      <span className="font-semibold text-zinc-950 dark:text-white">{offer.name}</span>
      <span className="flex flex-wrap justify-end gap-1.5">
        {marked && offer.mine && (
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200">
            Your service
          </span>
        )}
        <span className={chip}>{kindLabels[offer.kind]}</span>
      </span>
    </li>
  );
}

/**
 * A title's offers in the user's region: their services first, then stream / free / rent /
 * buy, with where the facts come from (JustWatch live, or a dated snapshot).
 */
export function MyAvailability({
  data,
  region,
  services,
}: {
  data: TitleWatchProviders;
  region: string;
  services: ReadonlySet<number>;
}) {
  const here = data.results[region];
  const groups = offerGroups(here, services);
  return (
    <div className="flex flex-col gap-4">
      {groups.length === 0 ? (
        <p className="text-zinc-700 dark:text-zinc-300">
          No streaming, rental or purchase known in {regionName(region)}.
        </p>
      ) : (
        groups.map((group) => (
          <section key={group.key} aria-label={group.title}>
            <h3 className="mb-2 text-sm font-bold tracking-wide text-zinc-700 uppercase dark:text-zinc-300">
              {group.title}
            </h3>
            <ul className="flex flex-col gap-2">
              {group.offers.map((offer) => (
                <OfferRow
                  key={`${offer.providerId}-${offer.kind}`}
                  offer={offer}
                  marked={group.key !== 'mine'}
                />
              ))}
            </ul>
          </section>
        ))
      )}
      {here?.link && (
        <a
          href={here.link}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm font-semibold text-brand-700 underline hover:text-brand-800 dark:text-brand-400"
        >
          All offers in {regionName(region)} (opens in a new tab)
        </a>
      )}
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        {sourceLabel(data, region)}
        {groups.length === 0 && data.note ? ` ${data.note}` : ''}
      </p>
    </div>
  );
}
