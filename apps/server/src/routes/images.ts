import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { binaryBodySchema, imageFileSchema, imageSizeSchema } from '@unclewatch/core';

import type { RouteContext } from './route-context';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'];

/** GET /img/{size}/{file}: the cached image proxy (never a broken image). */
export function imageRoutes(ctx: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/img/:size/:file',
      {
        schema: {
          summary: 'A poster, backdrop or profile image',
          description:
            'Served from the image CDN through a cache; a generated SVG poster when the image cannot be had.',
          response: {
            200: {
              description: 'The image',
              content: Object.fromEntries(
                IMAGE_TYPES.map((type) => [type, { schema: binaryBodySchema }]),
              ),
            },
          },
          params: z.object({
            size: imageSizeSchema,
            file: imageFileSchema,
          }),
        },
      },
      async (request, reply) => {
        const { size, file } = request.params;
        const image = await ctx.services.images.image(size, file, request.ip);
        return reply
          .header('content-type', image.contentType)
          .header('cache-control', image.cacheControl)
          .header('x-content-type-options', 'nosniff')
          .send(image.body);
      },
    );
  };
}
