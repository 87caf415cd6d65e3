import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  binaryBodySchema,
  countCommitShows,
  countCommitViewings,
  IMPORT_MAX_COMMIT_SEASONS,
  IMPORT_MAX_COMMIT_SHOWS,
  IMPORT_MAX_COMMIT_VIEWINGS,
  exportQuerySchema,
  importCommitBodySchema,
  importCommitResultSchema,
  importPreviewBodySchema,
  importPreviewSchema,
  libraryExportSchema,
} from '@unclewatch/core';

import { currentUser } from '../auth/guards';
import { DomainError } from '../domain/domain-error';
import type { RouteContext } from './route-context';
import { jsonArrayStream } from '../http/json-stream';
import { rateLimited } from '../http/rate-limiter';
import { errors, signedIn } from '../openapi/access';

/** Base64 of a 5 MB file plus the JSON around it. */
const PREVIEW_BODY_LIMIT = 8 * 1024 * 1024;
/** 20k commit items of ~60 bytes each. */
const COMMIT_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * Refuses a commit carrying too many viewings (titles' and episodes' alike), shows or seasons
 * before validating each of them (issue #39).
 */
async function viewingsWithinLimit(request: FastifyRequest): Promise<void> {
  const { shows, seasons } = countCommitShows(request.body);
  const message =
    countCommitViewings(request.body) > IMPORT_MAX_COMMIT_VIEWINGS
      ? `must hold at most ${IMPORT_MAX_COMMIT_VIEWINGS} viewings in all`
      : shows > IMPORT_MAX_COMMIT_SHOWS
        ? `must name at most ${IMPORT_MAX_COMMIT_SHOWS} shows with episodes`
        : seasons > IMPORT_MAX_COMMIT_SEASONS
          ? `must name at most ${IMPORT_MAX_COMMIT_SEASONS} seasons in all`
          : null;
  if (message === null) return;
  throw new DomainError('invalid', `Invalid body field 'items': ${message}`, {
    details: [{ path: 'items', message }],
  });
}

/** Import from Letterboxd, IMDb and Trakt exports, and export the user's own library. */
export function importExportRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  const service = ctx.services.imports;
  const perUser = (limiter: typeof ctx.limiters.importFiles, area: string) =>
    rateLimited(limiter, (request) => `${area}:${currentUser(request).id}`);
  return async (app) => {
    // On request, before the body is read: a visitor's upload is refused without parsing it.
    app.addHook('onRequest', ctx.auth.requireUser);

    app.post(
      '/me/import/preview',
      {
        bodyLimit: PREVIEW_BODY_LIMIT,
        preValidation: perUser(ctx.limiters.importFiles, 'import-file'),
        schema: {
          summary: 'Read a Letterboxd, IMDb or Trakt export: what matches the catalogue',
          description: 'Nothing is saved. The file goes base64-encoded; at most 5 MB decoded.',
          ...signedIn,
          body: importPreviewBodySchema,
          response: { 200: importPreviewSchema, ...errors(429) },
        },
      },
      async (request) => service.preview(request.body.filename, request.body.contentBase64),
    );

    app.post(
      '/me/import/commit',
      {
        bodyLimit: COMMIT_BODY_LIMIT,
        preValidation: [perUser(ctx.limiters.importCommits, 'import-commit'), viewingsWithinLimit],
        schema: {
          summary: 'Save chosen titles to my watchlist and ratings',
          ...signedIn,
          body: importCommitBodySchema,
          response: { 200: importCommitResultSchema, ...errors(409, 429) },
        },
      },
      async (request) =>
        service.commit(
          currentUser(request).id,
          request.body.items,
          request.body.skipped,
          request.body.reportId,
        ),
    );

    app.get(
      '/me/export',
      {
        schema: {
          summary: 'Download my library as JSON, IMDb-style CSV, or my diary as Letterboxd CSV',
          ...signedIn,
          querystring: exportQuerySchema,
          response: {
            200: {
              description: 'An attachment: the JSON document or the CSV file',
              content: {
                'application/json': { schema: libraryExportSchema },
                'text/csv': { schema: binaryBodySchema },
              },
            },
          },
        },
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        const day = new Date().toISOString().slice(0, 10);
        void reply.header('cache-control', 'private, no-store');
        if (request.query.format === 'diary') {
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="unclewatch-diary-${day}.csv"`)
            .send(await service.exportDiaryCsv(userId));
        }
        if (request.query.format === 'csv') {
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="unclewatch-${day}.csv"`)
            .send(await service.exportCsv(userId));
        }
        // Issue #39: the episode viewings are read and sent page by page, never held whole.
        const { titles, episodes } = await service.exportInParts(userId);
        const checked = libraryExportSchema.omit({ episodes: true }).parse(titles);
        // Pretty-printed for people: the titles' part, then `"episodes": [ … ]` as it is read.
        const head = `${JSON.stringify(checked, null, 2).slice(0, -2)},\n  "episodes": `;
        return reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="unclewatch-${day}.json"`)
          .send(jsonArrayStream(episodes, { head, tail: '\n}', indent: '  ' }) as never);
      },
    );
  };
}
