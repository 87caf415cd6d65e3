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
  seasonDetailsSchema,
  seasonParamsSchema,
  titleDetailsSchema,
  titleListSchema,
  titleRefSchema,
  trendingWindowSchema,
  videosSchema,
  yearQuerySchema,
} from '@unclewatch/core';

import type { RouteContext } from './route-context';
import { rateLimited } from '../http/rate-limiter';
import { errors } from '../openapi/access';

const personParams = z.object({ id: catalogIdSchema });
const pageQuery = z.object({ page: pageSchema });
const languageCode = z.string().regex(/^[a-z]{2}$/, 'must be a two-letter language code');

// Every answer here is public and the same for everyone, so each route serves it prepared
// (http/public-answers.ts): fixed facts as `catalogue`, lists that follow the clock as `lists`.
const catalogue = { publicAnswer: 'catalogue' } as const;
const lists = { publicAnswer: 'lists' } as const;

/** Spec §7 catalogue routes under /api/tmdb, TMDB-shaped, from whichever catalogue runs. */
export function catalogRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  const { catalog } = ctx.services;
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
          }),
        },
      },
      async ({ query }) => catalog.trending(query.time, query.page, query.media_type),
    );

    const pageOfTitles = (summary: string) => ({
      config: lists,
      schema: { summary, querystring: pageQuery, response: { 200: pagedTitlesSchema } },
    });
    app.get('/tmdb/discover', pageOfTitles('Popular movies'), async ({ query }) =>
      catalog.popularMovies(query.page),
    );
    app.get('/tmdb/discover/hollywood', pageOfTitles('Hollywood movies'), async ({ query }) =>
      catalog.movies({ languages: ['en'], countries: ['US'], page: query.page }),
    );
    app.get('/tmdb/discover/bollywood', pageOfTitles('Bollywood movies'), async ({ query }) =>
      catalog.movies({ languages: ['hi'], page: query.page }),
    );
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
          }),
        },
      },
      async ({ query }) =>
        catalog.shows({
          genreId: query.with_genres,
          language: query.language,
          year: query.year,
          sortBy: query.sort_by,
          page: query.page,
        }),
    );

    app.get(
      '/tmdb/byGenre',
      {
        config: lists,
        schema: {
          summary: 'Movies of a genre (a plain list)',
          querystring: z.object({ genreId: catalogIdSchema, page: pageSchema }),
          response: { 200: titleListSchema },
        },
      },
      async ({ query }) => (await catalog.moviesOfGenre(query.genreId, query.page)).results,
    );

    app.get(
      '/tmdb/search',
      {
        config: catalogue,
        onRequest: rateLimited(ctx.limiters.search, (request) => `search:${request.ip}`),
        schema: {
          summary: 'Search titles and people',
          response: { 200: searchResponseSchema, ...errors(429) },
          querystring: z.object({
            q: z
              .string()
              .trim()
              .min(1, 'must not be empty')
              .max(200, 'must be at most 200 characters'),
            page: pageSchema,
          }),
        },
      },
      async ({ query }) => catalog.search(query.q, query.page),
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
    app.get('/tmdb/:type/:id', title('A title', titleDetailsSchema), async ({ params }) =>
      catalog.title(params.type, params.id),
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
