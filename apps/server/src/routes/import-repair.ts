import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  importRepairBodySchema,
  importRepairParamsSchema,
  importRepairReportSchema,
  importRepairResultSchema,
} from '@unclewatch/core';

import { currentUser } from '../auth/guards';
import type { RouteContext } from './route-context';
import { rateLimited } from '../http/rate-limiter';
import { errors, signedIn } from '../openapi/access';

/** The repair desk of a TV history's import (issue #42, decision 073). */
export function importRepairRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  const service = ctx.services.importRepair;
  return async (app) => {
    app.addHook('onRequest', ctx.auth.requireUser);

    app.get(
      '/me/import/repair',
      {
        schema: {
          summary: 'My latest import of TV shows: per show of the file, rows and rows placed',
          description:
            'One entry per show of the file: the show it is placed on (or none), its episode ' +
            'rows, how many were placed and why the others were not.',
          ...signedIn,
          response: { 200: importRepairReportSchema },
        },
      },
      async (request) => service.report(currentUser(request).id),
    );

    app.post(
      '/me/import/repair/:entryId',
      {
        preValidation: rateLimited(
          ctx.limiters.importCommits,
          (request) => `import-repair:${currentUser(request).id}`,
        ),
        schema: {
          summary: 'Map a show of my import to a catalogue show (or none) and re-place its rows',
          description:
            'The viewings its rows had on the show it was mapped to before are removed, then ' +
            'the rows are placed on the new show: nothing is counted twice. `showId: null` ' +
            'unmaps the show.',
          ...signedIn,
          params: importRepairParamsSchema,
          body: importRepairBodySchema,
          response: { 200: importRepairResultSchema, ...errors(404, 409, 429) },
        },
      },
      async (request) =>
        service.map(currentUser(request).id, request.params.entryId, request.body.showId),
    );
  };
}
