import type { Video } from '@unclewatch/core';
import { imageUrl } from '@unclewatch/core/browser';
import { useState } from 'react';

import { PlayIcon } from '#/components/icons';

import { DetailSection } from './detail-section';

interface TrailerProps {
  trailer: Video | null;
  title: string;
  /** The title's backdrop path: the facade's picture, served through our own image proxy. */
  backdropPath: string | null;
}

/**
 * The first YouTube trailer as a click-to-load facade: a picture and a play button, and the
 * privacy-enhanced player only after the click (the player costs ~1 MB of script and main-thread
 * time that most visitors never use). No trailer means no section at all.
 */
export function Trailer({ trailer, title, backdropPath }: TrailerProps) {
  const [playing, setPlaying] = useState(false);
  if (!trailer || trailer.site !== 'YouTube') return null;
  const picture = imageUrl(backdropPath, 'w780');
  return (
    <DetailSection title="Trailer">
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-zinc-900 shadow-lg ring-1 ring-black/10 dark:ring-white/10">
        {playing ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(trailer.key)}?autoplay=1`}
            title={`${title} trailer`}
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="h-full w-full"
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="group absolute inset-0 flex h-full w-full items-center justify-center focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-brand-400"
          >
            {picture && (
              <img
                src={picture}
                alt=""
                width={780}
                height={439}
                loading="lazy"
                decoding="async"
                className="absolute inset-0 h-full w-full object-cover opacity-70 transition-opacity group-hover:opacity-90 motion-reduce:transition-none"
              />
            )}
            <span className="relative flex size-16 items-center justify-center rounded-full bg-brand-600 text-white shadow-xl ring-4 ring-white/30 transition-transform group-hover:scale-110 motion-reduce:transition-none motion-reduce:group-hover:scale-100 sm:size-20">
              <PlayIcon width={32} height={32} />
            </span>
            <span className="sr-only">Play the trailer of {title}</span>
          </button>
        )}
      </div>
    </DetailSection>
  );
}
