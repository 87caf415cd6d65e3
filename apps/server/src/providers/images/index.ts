import type { ImageSize } from '@unclewatch/core';

export interface ImageFile {
  body: Buffer | string;
  contentType: string;
  /** Real CDN images never change for a path; generated ones are replaced once the CDN answers. */
  cacheControl: string;
}

/** What a placeholder shows for an image path (the title or person it belongs to). */
export interface ImageSubject {
  label: string;
  sublabel: string;
  seed: number;
  kind: 'poster' | 'backdrop' | 'profile';
}

export interface ImageProvider {
  /** `mayFetch`: asked before going to the CDN (a per-client limit); no means a placeholder. */
  get(size: ImageSize, file: string, mayFetch?: () => Promise<boolean>): Promise<ImageFile>;
}
