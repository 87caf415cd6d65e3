import type { CastMember } from '@unclewatch/core';
import { imageUrl } from '@unclewatch/core/browser';
import { useState } from 'react';
import { Link } from 'react-router';

import { DetailSection } from './detail-section';

export const CAST_SHOWN = 6;

function Portrait({ member }: { member: CastMember }) {
  const [failed, setFailed] = useState(false);
  const src = imageUrl(member.profile_path, 'w185');
  if (!src || failed) {
    const initials = member.name
      .split(/\s+/)
      .map((part) => part[0])
      .slice(0, 2)
      .join('');
    return (
      <div className="grid h-full w-full place-items-center bg-gradient-to-br from-zinc-700 to-brand-700 text-2xl font-black text-white">
        {initials}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={185}
      height={278}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
    />
  );
}

/** Up to 6 cast members, each linking to their person page. */
export function CastRail({ cast }: { cast: readonly CastMember[] }) {
  if (cast.length === 0) return null;
  return (
    <DetailSection title="Cast">
      <ul className="grid grid-cols-3 gap-4 sm:grid-cols-6">
        {cast.slice(0, CAST_SHOWN).map((member) => (
          <li key={member.id}>
            <Link to={`/person/${member.id}`} className="group block rounded-xl">
              <div className="aspect-[2/3] overflow-hidden rounded-xl bg-zinc-200 shadow-md ring-1 ring-black/5 dark:bg-zinc-800 dark:ring-white/10">
                <Portrait member={member} />
              </div>
              <p className="mt-2 text-sm leading-snug font-semibold text-zinc-900 group-hover:text-brand-700 dark:text-zinc-50 dark:group-hover:text-brand-400">
                {member.name}
              </p>
              {member.character && (
                <p className="truncate text-xs text-zinc-600 dark:text-zinc-400">
                  {member.character}
                </p>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
