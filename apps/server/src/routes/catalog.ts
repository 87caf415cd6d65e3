import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  catalogIdSchema,
  mediaTypeSchema,
  pageSchema,
  trendingWindowSchema,
  type MediaType,
} from '@unclewatch/core';

import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { rateLimited } from '../http/rate-limiter';

const idParams = z.object({ type: mediaTypeSchema, id: catalogIdSchema });
const personParams = z.object({ id: catalogIdSchema });
const pageQuery = z.object({ page: pageSchema });
const languageCode = z.string().regex(/^[a-z]{2}$/, 'must be a two-letter language code');
const yearValue = z.coerce.number({ error: 'must be a year' }).int().min(1870).max(2100);

function found<T>(value: T | null, type: MediaType | 'person', id: number): T {
  if (value === null)
    throw new HttpError(404, `No ${type === 'tv' ? 'TV show' : type} with id ${id}`);
  return value;
}

/** Spec §7 catalogue routes under /api/tmdb, TMDB-shaped, from whichever catalogue runs. */
export function catalogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { catalog } = ctx.providers;
  return async (app) => {
    app.get('/tmdb/genres', async () => catalog.movieGenres());
    app.get('/tmdb/genre/tv', async () => ({ genres: await catalog.tvGenres() }));
    app.get('/tmdb/genre/movie', async () => ({ genres: await catalog.movieGenres() }));

    app.get(
      '/tmdb/trending',
      {
        schema: {
          querystring: z.object({
            time: trendingWindowSchema.default('week'),
            page: pageSchema,
            media_type: mediaTypeSchema.optional(),
          }),
        },
      },
      async ({ query }) => catalog.trending(query.time, query.page, query.media_type),
    );

    app.get('/tmdb/discover', { schema: { querystring: pageQuery } }, async ({ query }) =>
      catalog.discover(query.page),
    );
    app.get('/tmdb/discover/hollywood', { schema: { querystring: pageQuery } }, async ({ query }) =>
      catalog.discoverMovies({ languages: ['en'], countries: ['US'], page: query.page }),
    );
    app.get('/tmdb/discover/bollywood', { schema: { querystring: pageQuery } }, async ({ query }) =>
      catalog.discoverMovies({ languages: ['hi'], page: query.page }),
    );
    app.get(
      '/tmdb/discover/tv',
      {
        schema: {
          querystring: z.object({
            with_genres: catalogIdSchema.optional(),
            page: pageSchema,
            language: languageCode.optional(),
            year: yearValue.optional(),
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
      { schema: { querystring: z.object({ genreId: catalogIdSchema, page: pageSchema }) } },
      async ({ query }) => (await catalog.byGenre(query.genreId, query.page)).results,
    );

    app.get(
      '/tmdb/search',
      {
        onRequest: rateLimited(ctx.limiters.search, (request) => `search:${request.ip}`),
        schema: {
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

    app.get('/tmdb/person/:id', { schema: { params: personParams } }, async ({ params }) =>
      found(await catalog.person(params.id), 'person', params.id),
    );
    app.get('/tmdb/person/:id/movies', { schema: { params: personParams } }, async ({ params }) =>
      found(await catalog.personCredits(params.id), 'person', params.id),
    );

    app.get('/tmdb/:type/:id', { schema: { params: idParams } }, async ({ params }) =>
      found(await catalog.details(params.type, params.id), params.type, params.id),
    );
    app.get('/tmdb/:type/:id/videos', { schema: { params: idParams } }, async ({ params }) => ({
      id: params.id,
      results: found(await catalog.videos(params.type, params.id), params.type, params.id),
    }));
    app.get('/tmdb/:type/:id/credits', { schema: { params: idParams } }, async ({ params }) =>
      found(await catalog.credits(params.type, params.id), params.type, params.id),
    );
    app.get(
      '/tmdb/:type/:id/similar',
      { schema: { params: idParams, querystring: pageQuery } },
      async ({ params, query }) =>
        found(await catalog.similar(params.type, params.id, query.page), params.type, params.id),
    );
  };
}
