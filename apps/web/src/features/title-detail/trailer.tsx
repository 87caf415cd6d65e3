import type { Video } from '@unclewatch/core';

import { DetailSection } from './detail-section';

/** The first YouTube trailer, privacy-enhanced and lazy; no trailer means no section at all. */
export function Trailer({ trailer, title }: { trailer: Video | null; title: string }) {
  if (!trailer || trailer.site !== 'YouTube') return null;
  return (
    <DetailSection title="Trailer">
      <div className="aspect-video overflow-hidden rounded-2xl bg-zinc-900 shadow-lg ring-1 ring-black/10 dark:ring-white/10">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(trailer.key)}`}
          title={`${title} trailer`}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="h-full w-full"
        />
      </div>
    </DetailSection>
  );
}
