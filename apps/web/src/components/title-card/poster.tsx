import { useState } from 'react';

import { FALLBACK_POSTER } from './fallback-poster';

interface PosterProps {
  src: string | null | undefined;
  eager?: boolean;
}

/**
 * A 2:3 poster with fixed width/height attributes, so nothing shifts while it loads; the
 * fallback image stands in when there is no poster or it fails to load.
 */
export function Poster({ src, eager = false }: PosterProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? FALLBACK_POSTER : src}
      alt=""
      width={300}
      height={450}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
    />
  );
}
