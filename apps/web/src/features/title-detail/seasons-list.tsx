import type { TitleDetails } from '@unclewatch/core';
import { Link } from 'react-router';

import { DetailSection } from './detail-section';

const year = (date: string | null) => date?.slice(0, 4) ?? '';

/** A show's seasons, each linking to its episodes; nothing for movies or unknown seasons. */
export function SeasonsList({ details }: { details: TitleDetails }) {
  const seasons = details.seasons ?? [];
  if (details.media_type !== 'tv' || seasons.length === 0) return null;
  return (
    <DetailSection title="Seasons">
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {seasons.map((season) => (
          <li key={season.season_number}>
            <Link
              to={`/tv/${details.id}/season/${season.season_number}`}
              className="flex items-baseline justify-between gap-3 rounded-xl border border-zinc-200 bg-white px-4 py-3 font-semibold text-zinc-900 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-zinc-800 dark:bg-zinc-900/60 dark:text-white"
            >
              <span>{season.name}</span>
              <span className="text-sm font-normal text-zinc-600 dark:text-zinc-400">
                {[year(season.air_date), `${season.episode_count} episodes`]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
