import type { ImageSize } from '@unclewatch/core';

import type { ImageSubject } from '@unclewatch/core';

export type { ImageSubject };

export interface ImageFile {
  body: Buffer | string;
  contentType: string;
  /** Real CDN images never change for a path; generated ones are replaced once the CDN answers. */
  cacheControl: string;
}

export interface ImageProvider {
  /** `mayFetch`: asked before going to the CDN (a per-client limit); no means a placeholder. */
  get(size: ImageSize, file: string, mayFetch?: () => Promise<boolean>): Promise<ImageFile>;
}
