import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { binaryBodySchema, imageSizeSchema } from '@unclewatch/core';

import type { AppContext } from '../context';
import { imageFilePattern } from '../providers/images/index';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'];

/** GET /img/{size}/{file}: the cached image proxy (never a broken image). */
export function imageRoutes(ctx: AppContext): FastifyPluginAsyncZod {
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
            file: z.string().regex(imageFilePattern, 'must be an image file name like abc123.jpg'),
          }),
        },
      },
      async (request, reply) => {
        const { size, file } = request.params;
        const image = await ctx.providers.images.get(size, file, async () => {
          const limit = await ctx.limiters.imageFetches.hit(`img:${request.ip}`);
          return limit.allowed;
        });
        return reply
          .header('content-type', image.contentType)
          .header('cache-control', image.cacheControl)
          .header('x-content-type-options', 'nosniff')
          .send(image.body);
      },
    );
  };
}
