import type { MediaType } from '@unclewatch/core';
import { titleOf } from '@unclewatch/core/browser';
import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';

import { ApiRequestError } from '#/shared/api';
import { parseCatalogId } from '#/shared/catalog-id';

import { useTitlePage } from './api/title-page';
import { CastRail } from './cast-rail';
import { DetailActions, DetailComments } from './detail-slots';
import { DetailSkeleton } from './detail-skeleton';
import { RatingsPanel } from './ratings-panel';
import { SeasonsList } from './seasons-list';
import { SimilarRail } from './similar-rail';
import { TitleHero } from './title-hero';
import { TitleNotFound } from './title-not-found';
import { Trailer } from './trailer';
import { WhereToWatch } from './where-to-watch';

/** /movie/:id and /tv/:id share this screen; the path's first segment says which. */
export function Component() {
  const { pathname } = useLocation();
  const type: MediaType = pathname.startsWith('/tv/') ? 'tv' : 'movie';
  const id = parseCatalogId(useParams().id);
  const { data, error, isPending } = useTitlePage(type, id);
  const name = data ? titleOf(data.details) : '';

  useEffect(() => {
    if (!name) return;
    const previous = document.title;
    document.title = `${name} · UncleWatch`;
    return () => void (document.title = previous);
  }, [name]);

  if (id === null || (error instanceof ApiRequestError && error.status === 404)) {
    return <TitleNotFound />;
  }
  // Above a limited profile's rating limits (issue 41): the server names the profile.
  if (error instanceof ApiRequestError && error.status === 403) {
    return <TitleNotFound forbidden={error.body?.error ?? 'Not available on this profile'} />;
  }
  if (error) return <TitleNotFound failed />;
  if (isPending) return <DetailSkeleton />;
  // An old id (the catalogue gave the title a TMDB id since): the server answers under the
  // current id, and the address follows so links and bookmarks use it from now on.
  if (data.details.id !== id) return <Navigate to={`/${type}/${data.details.id}`} replace />;

  const { details } = data;
  // Seasons, a trailer or a cast fill the wide column; without any, the ratings and streaming
  // take the whole width (two columns on a desktop) instead of leaving it empty.
  const hasMain =
    (details.media_type === 'tv' && (details.seasons?.length ?? 0) > 0) ||
    data.trailer?.site === 'YouTube' ||
    data.cast.length > 0;
  return (
    <article>
      <TitleHero
        details={details}
        directors={data.directors}
        rewrittenOverview={data.rewrittenOverview}
        actions={<DetailActions details={details} />}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-3">
        {hasMain && (
          <div className="flex min-w-0 flex-col gap-10 lg:col-span-2">
            <SeasonsList details={details} />
            <Trailer trailer={data.trailer} title={name} backdropPath={details.backdrop_path} />
            <CastRail cast={data.cast} />
          </div>
        )}
        <aside
          aria-label="Ratings and streaming"
          className={
            hasMain
              ? 'order-first flex flex-col gap-10 lg:order-none'
              : 'grid gap-10 lg:col-span-3 lg:grid-cols-2'
          }
        >
          <RatingsPanel details={details} />
          <WhereToWatch type={type} id={details.id} streaming={data.streaming} />
        </aside>
      </div>
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 pb-16">
        <SimilarRail similar={data.similar} isTv={type === 'tv'} />
        <DetailComments details={details} />
      </div>
    </article>
  );
}
