import type { ImageSize } from '@unclewatch/core';

import type { RateLimiter } from '../http/rate-limiter';
import type { ImageFile, ImageProvider } from '../providers/images/index';

/** Posters, backdrops and profiles through the cached image proxy: never a broken image. */
export class ImageService {
  constructor(
    private readonly images: ImageProvider,
    /** Trips to the image CDN (disk-cache misses) per client; past it, a generated poster. */
    private readonly fetches: RateLimiter,
  ) {}

  image(size: ImageSize, file: string, clientKey: string): Promise<ImageFile> {
    return this.images.get(size, file, async () => {
      const limit = await this.fetches.hit(`img:${clientKey}`);
      return limit.allowed;
    });
  }
}
