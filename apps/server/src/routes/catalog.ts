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
  titleDetailsSchema,
  titleListSchema,
  titleRefSchema,
  trendingWindowSchema,
  videosSchema,
  yearQuerySchema,
  type MediaType,
} from '@unclewatch/core';

import type { AppContext } from '../context';
import { titleNotFound } from '../services/domain-error';
import { rateLimited } from '../http/rate-limiter';
import { errors } from '../openapi/access';

const personParams = z.object({ id: catalogIdSchema });
const pageQuery = z.object({ page: pageSchema });
const languageCode = z.string().regex(/^[a-z]{2}$/, 'must be a two-letter language code');

function found<T>(value: T | null, type: MediaType | 'person', id: number): T {
  if (value === null) throw titleNotFound(type, id);
  return value;
}

/** Spec §7 catalogue routes under /api/tmdb, TMDB-shaped, from whichever catalogue runs. */
export function catalogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { catalog } = ctx.providers;
  return async (app) => {
    app.get(
      '/tmdb/genres',
      { schema: { summary: 'Movie genres (a plain list)', response: { 200: genreListSchema } } },
      async () => catalog.movieGenres(),
    );
    app.get(
      '/tmdb/genre/tv',
      { schema: { summary: 'TV genres', response: { 200: genresResponseSchema } } },
      async () => ({ genres: await catalog.tvGenres() }),
    );
    app.get(
      '/tmdb/genre/movie',
      { schema: { summary: 'Movie genres', response: { 200: genresResponseSchema } } },
      async () => ({ genres: await catalog.movieGenres() }),
    );

    app.get(
      '/tmdb/trending',
      {
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
      schema: { summary, querystring: pageQuery, response: { 200: pagedTitlesSchema } },
    });
    app.get('/tmdb/discover', pageOfTitles('Popular movies'), async ({ query }) =>
      catalog.discover(query.page),
    );
    app.get('/tmdb/discover/hollywood', pageOfTitles('Hollywood movies'), async ({ query }) =>
      catalog.discoverMovies({ languages: ['en'], countries: ['US'], page: query.page }),
    );
    app.get('/tmdb/discover/bollywood', pageOfTitles('Bollywood movies'), async ({ query }) =>
      catalog.discoverMovies({ languages: ['hi'], page: query.page }),
    );
    app.get(
      '/tmdb/discover/tv',
      {
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
        catalog.discoverTv({
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
        schema: {
          summary: 'Movies of a genre (a plain list)',
          querystring: z.object({ genreId: catalogIdSchema, page: pageSchema }),
          response: { 200: titleListSchema },
        },
      },
      async ({ query }) => (await catalog.byGenre(query.genreId, query.page)).results,
    );

    app.get(
      '/tmdb/search',
      {
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
      schema: { summary, params: personParams, response: { 200: schema, ...errors(404) } },
    });
    app.get('/tmdb/person/:id', person('A person', personSchema), async ({ params }) =>
      found(await catalog.person(params.id), 'person', params.id),
    );
    app.get(
      '/tmdb/person/:id/movies',
      person("A person's credits", personCreditsSchema),
      async ({ params }) => found(await catalog.personCredits(params.id), 'person', params.id),
    );

    const title = <T extends z.ZodType>(summary: string, schema: T) => ({
      schema: { summary, params: titleRefSchema, response: { 200: schema, ...errors(404) } },
    });
    app.get('/tmdb/:type/:id', title('A title', titleDetailsSchema), async ({ params }) =>
      found(await catalog.details(params.type, params.id), params.type, params.id),
    );
    app.get(
      '/tmdb/:type/:id/videos',
      title("A title's trailers and clips", videosSchema),
      async ({ params }) => ({
        id: params.id,
        results: found(await catalog.videos(params.type, params.id), params.type, params.id),
      }),
    );
    app.get(
      '/tmdb/:type/:id/credits',
      title("A title's cast and crew", creditsSchema),
      async ({ params }) =>
        found(await catalog.credits(params.type, params.id), params.type, params.id),
    );
    app.get(
      '/tmdb/:type/:id/similar',
      {
        schema: {
          summary: 'Titles like this one',
          params: titleRefSchema,
          querystring: pageQuery,
          response: { 200: pagedTitlesSchema, ...errors(404) },
        },
      },
      async ({ params, query }) =>
        found(await catalog.similar(params.type, params.id, query.page), params.type, params.id),
    );
  };
}
