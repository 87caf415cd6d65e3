import type { TitleDetails, TitlePage } from '@unclewatch/core';
import { imageUrl, languageName, titleOf, yearOf } from '@unclewatch/core/browser';
import type { ReactNode } from 'react';

import { Backdrop } from '#/components/backdrop';
import { GenreLink } from '#/components/genre-chip';
import { Poster } from '#/components/title-card/poster';
import { useOverview } from '#/shared/overview';

import { useShownCertification } from './api/title-page';
import { PersonLinks } from './person-links';
import { TvFacts } from './tv-facts';

const genreHref = (type: TitleDetails['media_type'], name: string) =>
  `${type === 'tv' ? '/tvshows' : '/genres'}?genre=${encodeURIComponent(name)}`;

function runtimeText(minutes: number | null): string | null {
  if (!minutes) return null;
  const h = Math.floor(minutes / 60);
  return h ? `${h}h ${minutes % 60}m` : `${minutes}m`;
}

function factsOf(details: TitleDetails, certification: TitleDetails['certification']): string[] {
  const isTv = details.media_type === 'tv';
  const seasons = details.number_of_seasons;
  return [
    isTv ? 'TV series' : 'Movie',
    yearOf(details),
    // The age rating beside the year (issue 41), e.g. "PG-13"; the user's country's when known.
    certification?.rating ?? null,
    isTv && seasons ? `${seasons} season${seasons === 1 ? '' : 's'}` : null,
    runtimeText(details.runtime),
    languageName(details.original_language),
    isTv ? details.networks[0] : null,
  ].filter((fact): fact is string => Boolean(fact));
}

interface TitleHeroProps {
  details: TitleDetails;
  directors: TitlePage['directors'];
  /** The teaser the page aggregate carried, if the server had it ready. */
  rewrittenOverview: string | null;
  /** The library's watchlist button and rating selector plug in here. */
  actions?: ReactNode;
}

/** Backdrop, poster, title, facts, genre chips, overview and the directors line. */
export function TitleHero({ details, directors, rewrittenOverview, actions }: TitleHeroProps) {
  const overview = useOverview(details, rewrittenOverview);
  const certification = useShownCertification(details);
  const name = titleOf(details);
  const backdrop = imageUrl(details.backdrop_path, 'w1280');
  const poster = imageUrl(details.poster_path, 'w500');

  return (
    <section
      aria-labelledby="title-heading"
      className="relative isolate overflow-hidden bg-zinc-950 text-white"
    >
      <Backdrop src={backdrop} look="dimmed" />
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 pt-10 pb-10 sm:flex-row sm:items-end sm:gap-10 sm:pt-24 lg:pt-32">
        <div className="aspect-[2/3] w-36 flex-none overflow-hidden rounded-2xl shadow-2xl ring-1 shadow-black/60 ring-white/15 sm:w-56 lg:w-64">
          <Poster src={poster} eager />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <p className="text-xs font-bold tracking-[0.2em] text-brand-400 uppercase">
            {factsOf(details, certification).join(' · ')}
          </p>
          <h1
            id="title-heading"
            className="text-3xl leading-tight font-black tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {name}
          </h1>
          {details.tagline && <p className="text-lg text-zinc-300 italic">{details.tagline}</p>}
          {details.genres.length > 0 && (
            <ul aria-label="Genres" className="flex flex-wrap gap-2">
              {details.genres.map((genre) => (
                <li key={genre.id}>
                  <GenreLink name={genre.name} to={genreHref(details.media_type, genre.name)} />
                </li>
              ))}
            </ul>
          )}
          <p data-testid="title-overview" className="max-w-3xl leading-relaxed text-zinc-200">
            {overview}
          </p>
          {directors.length > 0 && (
            <p className="text-sm text-zinc-300">
              <span className="font-semibold text-white">
                {directors.length > 1 ? 'Directors' : 'Director'}:
              </span>{' '}
              <PersonLinks people={directors} />
            </p>
          )}
          <TvFacts details={details} />
          {actions}
        </div>
      </div>
    </section>
  );
}
