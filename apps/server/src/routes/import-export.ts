import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  exportQuerySchema,
  importCommitBodySchema,
  importPreviewBodySchema,
} from '@unclewatch/core';

import { currentUser } from '../auth/guards';
import type { AppContext } from '../context';

/** Base64 of a 5 MB file plus the JSON around it. */
const PREVIEW_BODY_LIMIT = 8 * 1024 * 1024;
/** 20k commit items of ~60 bytes each. */
const COMMIT_BODY_LIMIT = 2 * 1024 * 1024;

/** Import from Letterboxd, IMDb and Trakt exports, and export the user's own library. */
export function importExportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.services.imports;
  return async (app) => {
    app.addHook('preValidation', ctx.auth.requireUser);

    app.post(
      '/me/import/preview',
      { bodyLimit: PREVIEW_BODY_LIMIT, schema: { body: importPreviewBodySchema } },
      async (request) => service.preview(request.body.filename, request.body.contentBase64),
    );

    app.post(
      '/me/import/commit',
      { bodyLimit: COMMIT_BODY_LIMIT, schema: { body: importCommitBodySchema } },
      async (request) => service.commit(currentUser(request).id, request.body.items),
    );

    app.get(
      '/me/export',
      { schema: { querystring: exportQuerySchema } },
      async (request, reply) => {
        const userId = currentUser(request).id;
        const day = new Date().toISOString().slice(0, 10);
        void reply.header('cache-control', 'no-store');
        if (request.query.format === 'csv') {
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="unclewatch-${day}.csv"`)
            .send(await service.exportCsv(userId));
        }
        return reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="unclewatch-${day}.json"`)
          .send(JSON.stringify(await service.exportData(userId), null, 2));
      },
    );
  };
}
