import type { MediaType, StreamingSource } from '@unclewatch/core';
import { useMemo } from 'react';

import { useMyServices, useTitleProviders } from '#/shared/services-api';
import { useSiteInfo } from '#/shared/site';

import { DetailSection, panel } from './detail-section';
import { MyAvailability } from './my-availability';
import { streamingLabel, streamingTypeLabel, streamingView } from './streaming';

function SourceRow({ source }: { source: StreamingSource }) {
  const label = streamingLabel(source);
  const body = (
    <>
      <span className="font-semibold text-zinc-950 dark:text-white">{label}</span>
      <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-500/15 dark:text-brand-400">
        {streamingTypeLabel(source.type)}
      </span>
    </>
  );
  const row = 'flex items-center justify-between gap-3 rounded-xl px-3 py-2.5';
  return source.web_url ? (
    <a
      href={source.web_url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} (${streamingTypeLabel(source.type)}, opens in a new tab)`}
      className={`${row} bg-zinc-100 transition-colors hover:bg-zinc-200 dark:bg-zinc-800/70 dark:hover:bg-zinc-800`}
    >
      {body}
    </a>
  ) : (
    <div className={`${row} bg-zinc-100 dark:bg-zinc-800/70`}>{body}</div>
  );
}

/**
 * Streaming availability. A user who saved a region sees that region's offers, their services
 * first (issue #33); everyone else the snapshot sources, labelled with region and date
 * (spec §2 rules, naming the country in use), which also show while the region's offers load.
 */
export function WhereToWatch({
  type,
  id,
  streaming,
}: {
  type: MediaType;
  id: number;
  streaming: readonly StreamingSource[];
}) {
  const mine = useMyServices();
  const site = useSiteInfo();
  const region = mine.data?.region ?? undefined;
  // The country in use: the user's saved one, else the instance's default (never a fixed one).
  const view = streamingView(type, streaming, region ?? site?.defaultRegion ?? 'US');
  const providers = useTitleProviders(type, id, region);
  const services = useMemo(() => new Set(mine.data?.services ?? []), [mine.data]);
  return (
    <DetailSection title="Where to watch">
      <div className={panel}>
        {region && providers.data ? (
          <MyAvailability data={providers.data} region={region} services={services} />
        ) : view.kind === 'none' ? (
          <p className="text-zinc-700 dark:text-zinc-300">{view.note}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {view.sources.map((source) => (
              <li key={`${source.region}-${source.source_id}-${source.type}`}>
                <SourceRow source={source} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </DetailSection>
  );
}
