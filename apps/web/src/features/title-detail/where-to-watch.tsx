import type { MediaType, StreamingSource } from '@unclewatch/core';

import { DetailSection, panel } from './detail-section';
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

/** Streaming availability, labelled with region and snapshot date (spec §2 rules). */
export function WhereToWatch({
  type,
  streaming,
}: {
  type: MediaType;
  streaming: readonly StreamingSource[];
}) {
  const view = streamingView(type, streaming);
  return (
    <DetailSection title="Where to watch">
      <div className={panel}>
        {view.kind === 'none' ? (
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
