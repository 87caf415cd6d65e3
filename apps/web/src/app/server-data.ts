import type { QueryClient } from '@tanstack/react-query';
import type { TitlePage } from '@unclewatch/core';
import { findGenreByName, genreNames, titleOf } from '@unclewatch/core/browser';
import { matchPath } from 'react-router';

import { movieGenresQueryOptions, moviesByGenreQueryOptions } from '#/features/genres/api/genres';
import { homeQueryOptions } from '#/features/home/api/home';
import { filtersFromParams as pickFiltersFromParams, paramsOf } from '#/features/picks/picks-view';
import { personCreditsQueryOptions, personQueryOptions } from '#/features/person/api/person';
import { searchResultsQueryOptions } from '#/features/search/api/search';
import { normalizeSearchTerm } from '#/features/search/search-model';
import { seasonQueryOptions, showQueryOptions } from '#/features/season/api/season';
import { titlePageQueryOptions } from '#/features/title-detail/api/title-page';
import { trendingQueryOptions } from '#/features/trending/api/trending';
import { tvGenresQueryOptions, tvShowsQueryOptions } from '#/features/tvshows/api/tv-shows';
import { filtersFromParams as tvFiltersFromParams } from '#/features/tvshows/tv-filters-model';
import { parseCatalogId } from '#/shared/catalog-id';
import { picksQueryOptions } from '#/shared/picks-api';
import { SERVICES_PARAM } from '#/shared/services-filter';

export interface ServerRenderedPage {
  /**
   * The page's canonical address: its path and only the parameters it reads. The server
   * renders and keeps the page under it, so made-up parameters never make a page new.
   */
  address: string;
  /** Puts the data of the page's first screen in the cache. */
  prefetch: (client: QueryClient) => Promise<void>;
  /** The document title the page sets once it has its data, if it sets one. */
  title?: (client: QueryClient) => string | undefined;
  /** False when the data calls for the browser instead (an old id the page moves away from). */
  renderable?: (client: QueryClient) => boolean;
}

/**
 * The public pages the server renders with their data (decision 027), and the queries each
 * one's first screen reads — the same query options the page itself uses, so the browser finds
 * them answered. Per-user parts (session, watchlist) are left for the browser. Any other page
 * is sent as the bare app shell.
 */
export function serverRenderedPage(
  pathname: string,
  search: URLSearchParams,
): ServerRenderedPage | null {
  if (pathname === '/')
    return { address: '/', prefetch: (client) => client.prefetchQuery(homeQueryOptions()) };
  const title = matchPath('/:type/:id', pathname);
  if (title && (title.params.type === 'movie' || title.params.type === 'tv')) {
    const type = title.params.type;
    const id = parseCatalogId(title.params.id);
    if (id === null) return null;
    const options = titlePageQueryOptions(type, id);
    const page = (client: QueryClient) => client.getQueryData<TitlePage>(options.queryKey);
    return {
      address: `/${type}/${id}`,
      prefetch: (client) => client.prefetchQuery(options),
      title: (client) => {
        const details = page(client)?.details;
        return details ? `${titleOf(details)} · UncleWatch` : undefined;
      },
      // An old id is answered under the current one, and the page moves to it in the browser.
      renderable: (client) => page(client)?.details.id === id,
    };
  }
  const season = matchPath('/tv/:id/season/:n', pathname);
  if (season) {
    const id = parseCatalogId(season.params.id);
    const n = /^\d{1,4}$/.test(season.params.n ?? '') ? Number(season.params.n) : null;
    if (id === null || n === null) return null;
    const options = seasonQueryOptions(id, n);
    const show = showQueryOptions(id);
    return {
      address: `/tv/${id}/season/${n}`,
      prefetch: async (client) => {
        await Promise.all([client.prefetchQuery(options), client.prefetchQuery(show)]);
      },
      title: (client) => {
        const name = client.getQueryData(show.queryKey)?.name;
        const data = client.getQueryData(options.queryKey);
        return name && data ? `${name} · ${data.name} · UncleWatch` : undefined;
      },
      renderable: (client) => client.getQueryData(options.queryKey) !== undefined,
    };
  }
  const person = matchPath('/person/:id', pathname);
  if (person) {
    const id = parseCatalogId(person.params.id);
    if (id === null) return null;
    const options = personQueryOptions(id);
    return {
      address: `/person/${id}`,
      prefetch: async (client) => {
        await Promise.all([
          client.prefetchQuery(options),
          client.prefetchQuery(personCreditsQueryOptions(id)),
        ]);
      },
      title: (client) => {
        const name = client.getQueryData(options.queryKey)?.name;
        return name ? `${name} · UncleWatch` : undefined;
      },
      // An old id is answered under the current one, and the page moves to it in the browser.
      renderable: (client) => client.getQueryData(options.queryKey)?.id === id,
    };
  }
  // "On my services" (services=mine, or a list of ids) filters a list per user or per
  // choice: such a page is left to the browser, never rendered or kept under a shared address.
  if (LISTS.has(pathname) && search.has(SERVICES_PARAM)) return null;
  if (pathname === '/trending') {
    // The three windows the page offers; anything else shows today's, as the page does.
    const time = search.get('time');
    const window = time === 'week' || time === 'month' ? time : 'day';
    return {
      address: window === 'day' ? '/trending' : `/trending?time=${window}`,
      prefetch: (client) =>
        client.prefetchInfiniteQuery(keptForRender(trendingQueryOptions(window))),
    };
  }
  if (pathname === '/unclespick') {
    const query = paramsOf(pickFiltersFromParams(search)).toString();
    return {
      address: query ? `/unclespick?${query}` : '/unclespick',
      prefetch: (client) => client.prefetchQuery(picksQueryOptions()),
    };
  }
  if (pathname === '/genres') return genresPage(search);
  if (pathname === '/tvshows') return tvShowsPage(search);
  if (pathname === '/search') {
    const q = normalizeSearchTerm(search.get('q') ?? '');
    // The empty search page shows a random page of popular titles: left to the browser.
    if (!q) return null;
    return {
      address: `/search?${new URLSearchParams({ q }).toString()}`,
      prefetch: (client) => client.prefetchInfiniteQuery(searchResultsQueryOptions(q)),
    };
  }
  return null;
}

const LISTS = new Set(['/trending', '/unclespick', '/genres', '/tvshows', '/search']);

/**
 * A list's first page, kept for the render: the lists drop a page nobody watches at once
 * (gcTime 0, so a filter change starts afresh), which would drop it before the page renders.
 */
const keptForRender = <T extends object>(options: T): T => ({ ...options, gcTime: 60_000 });

/**
 * A genre name as the address carries it: one of the catalogue's known names (any case in the
 * URL), so made-up names never make a new page; an unknown name shows the first genre anyway.
 */
function knownGenreName(wanted: string | null): string | undefined {
  return findGenreByName(KNOWN_GENRES, wanted)?.name;
}
const KNOWN_GENRES = Object.values(genreNames).map((name) => ({ name }));

/** /genres?genre= (or ?name=): the genre list, then the chosen genre's first page. */
function genresPage(search: URLSearchParams): ServerRenderedPage {
  const wanted = knownGenreName(search.get('genre') ?? search.get('name'));
  return {
    address: wanted ? `/genres?${new URLSearchParams({ genre: wanted }).toString()}` : '/genres',
    prefetch: async (client) => {
      const genres = await client.fetchQuery(movieGenresQueryOptions());
      const selected = findGenreByName(genres, wanted) ?? genres[0];
      if (selected)
        await client.prefetchInfiniteQuery(keptForRender(moviesByGenreQueryOptions(selected.id)));
    },
  };
}

/** /tvshows?genre=&language=&year=&sort=: the TV genres, then the filtered first page. */
function tvShowsPage(search: URLSearchParams): ServerRenderedPage {
  const wanted = knownGenreName(search.get('genre'));
  const filters = tvFiltersFromParams(search);
  const query = new URLSearchParams(
    Object.entries({ genre: wanted, ...filters }).filter((entry): entry is [string, string] =>
      Boolean(entry[1]),
    ),
  ).toString();
  return {
    address: query ? `/tvshows?${query}` : '/tvshows',
    prefetch: async (client) => {
      const genres = await client.fetchQuery(tvGenresQueryOptions());
      const selected = findGenreByName(genres, wanted) ?? genres[0];
      if (selected)
        await client.prefetchInfiniteQuery(
          keptForRender(tvShowsQueryOptions(selected.id, filters)),
        );
    },
  };
}
