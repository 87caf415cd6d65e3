import type { TitleDetails } from '@unclewatch/core';
import { Fragment, type ReactNode } from 'react';

import { PersonLinks } from './person-links';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A show's creators (linked to their pages), networks and seasons; nothing for movies. */
export function TvFacts({ details }: { details: TitleDetails }) {
  if (details.media_type !== 'tv') return null;
  const { created_by: creators, networks } = details;
  const seasons = details.number_of_seasons;
  const episodes = details.number_of_episodes;
  const rows: [string, ReactNode][] = [];
  if (creators.length > 0) rows.push(['Created by', <PersonLinks people={creators} />]);
  if (networks.length > 0)
    rows.push([networks.length > 1 ? 'Networks' : 'Network', networks.join(', ')]);
  if (seasons)
    rows.push([
      'Seasons',
      episodes
        ? `${plural(seasons, 'season')}, ${plural(episodes, 'episode')}`
        : plural(seasons, 'season'),
    ]);
  if (rows.length === 0) return null;
  return (
    <dl
      data-testid="tv-facts"
      className="grid max-w-3xl grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-zinc-300"
    >
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt className="font-semibold text-white">{term}:</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
