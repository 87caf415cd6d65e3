import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  catalogIdSchema,
  creditsSchema,
  genreListSchema,
  genresResponseSchema,
  mediaTypeSchema,
  pagedTitlesSchema,
  pageSchema,
  personCreditsSchema,
  personSchema,
  searchResponseSchema,
  servicesFilterShape,
  seasonDetailsSchema,
  seasonParamsSchema,
  titleDetailsSchema,
  titleListSchema,
  titleRefSchema,
  titleRegionQuerySchema,
  trendingWindowSchema,
  videosSchema,
  yearQuerySchema,
} from '@unclewatch/core';

import { limitedPages } from './limited-pages';
import type { RouteContext } from './route-context';
import { servicesFilter, servicesMine } from './services-filter';
import { rateLimited } from '../http/rate-limiter';
import { errors } from '../openapi/access';

const personParams = z.object({ id: catalogIdSchema });
const pageQuery = z.object({ page: pageSchema });
const listQuery = z.object({ page: pageSchema, ...servicesFilterShape });
const languageCode = z.string().regex(/^[a-z]{2}$/, 'must be a two-letter language code');

// Every answer here is public and the same for everyone, so each route serves it prepared
// (http/public-answers.ts): fixed facts as `catalogue`, lists that follow the clock as `lists`;
// a list filtered by `services=mine` is its user's own and never kept (issue 33).
const catalogue = { publicAnswer: 'catalogue' } as const;
const lists = { publicAnswer: 'lists', personalAnswer: servicesMine } as const;
const searchable = { publicAnswer: 'catalogue', personalAnswer: servicesMine } as const;

export const SERVICES_FILTER_TEXT =
  'Optional services filter (issue 33): `services=mine` (signed in; 401 otherwise) or ' +
  '`services=8,337` (TMDB provider ids) keeps only titles on those services in `region` ' +
  '(default: the saved region, else US) by subscription, free or with ads; `include=rent,buy` ' +
  'adds rent and buy.';

/** Spec §7 catalogue routes under /api/tmdb, TMDB-shaped, from whichever catalogue runs. */
export function catalogRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  const { catalog } = ctx.services;
  const filterOf = servicesFilter(ctx);
  // A limited viewer's pages are filled from several pages (issue 41).
  const paged = limitedPages(ctx);
  return async (app) => {
    app.get(
      '/tmdb/genres',
      {
        config: catalogue,
        schema: { summary: 'Movie genres (a plain list)', response: { 200: genreListSchema } },
      },
      async () => catalog.movieGenres(),
    );
    app.get(
      '/tmdb/genre/tv',
      {
        config: catalogue,
        schema: { summary: 'TV genres', response: { 200: genresResponseSchema } },
      },
      async () => ({ genres: await catalog.tvGenres() }),
    );
    app.get(
      '/tmdb/genre/movie',
      {
        config: catalogue,
        schema: { summary: 'Movie genres', response: { 200: genresResponseSchema } },
      },
      async () => ({ genres: await catalog.movieGenres() }),
    );

    app.get(
      '/tmdb/trending',
      {
        config: lists,
        schema: {
          summary: 'Trending movies and TV',
          response: { 200: pagedTitlesSchema },
          querystring: z.object({
            time: trendingWindowSchema.default('week'),
            page: pageSchema,
            media_type: mediaTypeSchema.optional(),
            ...servicesFilterShape,
          }),
        },
      },
      async (request) => {
        const { query } = request;
        const watch = await filterOf(request, query);
        return paged(request, query.page, (page) =>
          catalog.trending(query.time, page, query.media_type, watch),
        );
      },
    );

    const pageOfTitles = (summary: string) => ({
      config: lists,
      schema: {
        summary,
        description: SERVICES_FILTER_TEXT,
        querystring: listQuery,
        response: { 200: pagedTitlesSchema, ...errors(401) },
      },
    });
    app.get('/tmdb/discover', pageOfTitles('Popular movies'), async (request) => {
      const watch = await filterOf(request, request.query);
      return paged(request, request.query.page, (page) => catalog.popularMovies(page, watch));
    });
    app.get('/tmdb/discover/hollywood', pageOfTitles('Hollywood movies'), async (request) => {
      const watch = await filterOf(request, request.query);
      return paged(request, request.query.page, (page) =>
        catalog.movies({ languages: ['en'], countries: ['US'], page, watch }),
      );
    });
    app.get('/tmdb/discover/bollywood', pageOfTitles('Bollywood movies'), async (request) => {
      const watch = await filterOf(request, request.query);
      return paged(request, request.query.page, (page) =>
        catalog.movies({ languages: ['hi'], page, watch }),
      );
    });
    app.get(
      '/tmdb/discover/tv',
      {
        config: lists,
        schema: {
          summary: 'TV shows, filtered and sorted',
          response: { 200: pagedTitlesSchema },
          querystring: z.object({
            with_genres: catalogIdSchema.optional(),
            page: pageSchema,
            language: languageCode.optional(),
            year: yearQuerySchema.optional(),
            sort_by: z
              .enum(['popularity.desc', 'vote_average.desc', 'vote_average.asc'])
              .optional(),
            ...servicesFilterShape,
          }),
        },
      },
      async (request) => {
        const { query } = request;
        const watch = await filterOf(request, query);
        return paged(request, query.page, (page) =>
          catalog.shows({
            genreId: query.with_genres,
            language: query.language,
            year: query.year,
            sortBy: query.sort_by,
            page,
            watch,
          }),
        );
      },
    );

    app.get(
      '/tmdb/byGenre',
      {
        config: lists,
        schema: {
          summary: 'Movies of a genre (a plain list)',
          querystring: z.object({
            genreId: catalogIdSchema,
            page: pageSchema,
            ...servicesFilterShape,
          }),
          response: { 200: titleListSchema, ...errors(401) },
        },
      },
      async (request) => {
        const { query } = request;
        const watch = await filterOf(request, query);
        return (
          await paged(request, query.page, (page) =>
            catalog.moviesOfGenre(query.genreId, page, watch),
          )
        ).results;
      },
    );

    app.get(
      '/tmdb/search',
      {
        config: searchable,
        onRequest: rateLimited(ctx.limiters.search, (request) => `search:${request.ip}`),
        schema: {
          summary: 'Search titles and people',
          description: SERVICES_FILTER_TEXT,
          response: { 200: searchResponseSchema, ...errors(401, 429) },
          querystring: z.object({
            q: z
              .string()
              .trim()
              .min(1, 'must not be empty')
              .max(200, 'must be at most 200 characters'),
            page: pageSchema,
            ...servicesFilterShape,
          }),
        },
      },
      async (request) => {
        const watch = await filterOf(request, request.query);
        return paged(request, request.query.page, (page) =>
          catalog.search(request.query.q, page, watch),
        );
      },
    );

    const person = <T extends z.ZodType>(summary: string, schema: T) => ({
      config: catalogue,
      schema: { summary, params: personParams, response: { 200: schema, ...errors(404) } },
    });
    app.get('/tmdb/person/:id', person('A person', personSchema), async ({ params }) =>
      catalog.person(params.id),
    );
    app.get(
      '/tmdb/person/:id/movies',
      person("A person's credits", personCreditsSchema),
      async ({ params }) => catalog.personCredits(params.id),
    );

    const title = <T extends z.ZodType>(summary: string, schema: T) => ({
      config: catalogue,
      schema: { summary, params: titleRefSchema, response: { 200: schema, ...errors(404) } },
    });
    app.get(
      '/tmdb/:type/:id',
      {
        config: catalogue,
        schema: {
          summary: 'A title',
          description:
            '`certification` is the age rating of `region` (e.g. `?region=GB`) where it is known ' +
            '(with a TMDB key), else the US one; null for an unrated title.',
          params: titleRefSchema,
          querystring: titleRegionQuerySchema,
          response: { 200: titleDetailsSchema, ...errors(400, 404) },
        },
      },
      async ({ params, query }) => catalog.title(params.type, params.id, query.region),
    );
    app.get(
      '/tmdb/tv/:id/season/:n',
      {
        config: catalogue,
        schema: {
          summary: "A TV season's episodes",
          params: seasonParamsSchema,
          response: { 200: seasonDetailsSchema, ...errors(404) },
        },
      },
      async ({ params }) => catalog.season(params.id, params.n),
    );
    app.get(
      '/tmdb/:type/:id/videos',
      title("A title's trailers and clips", videosSchema),
      async ({ params }) => ({
        id: params.id,
        results: await catalog.videos(params.type, params.id),
      }),
    );
    app.get(
      '/tmdb/:type/:id/credits',
      title("A title's cast and crew", creditsSchema),
      async ({ params }) => catalog.credits(params.type, params.id),
    );
    app.get(
      '/tmdb/:type/:id/similar',
      {
        config: catalogue,
        schema: {
          summary: 'Titles like this one',
          params: titleRefSchema,
          querystring: pageQuery,
          response: { 200: pagedTitlesSchema, ...errors(404) },
        },
      },
      async ({ params, query }) => catalog.similar(params.type, params.id, query.page),
    );
  };
}
