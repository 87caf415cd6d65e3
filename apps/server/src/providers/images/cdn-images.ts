import fs from 'node:fs/promises';
import path from 'node:path';

import type { ImageSize } from '@unclewatch/core';

import type { ImageFile, ImageProvider, ImageSubject } from './index';
import { DiskBudget } from './disk-budget';
import { placeholderSvg } from './placeholder-svg';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const GENERATED = 'public, max-age=3600';
const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

export interface CdnImagesOptions {
  /** e.g. https://image.tmdb.org/t/p; undefined turns the CDN off (placeholders only). */
  baseUrl: string | undefined;
  cacheDir: string;
  subjectOf(file: string): ImageSubject | undefined;
  timeoutMs?: number;
  /** After a failure, how long to skip the CDN (it is probably unreachable). */
  retryAfterMs?: number;
  /** Most bytes the disk cache holds; the oldest files make room beyond it. */
  maxCacheBytes: number;
}

/**
 * The image proxy: a disk cache in front of the image CDN, and a generated SVG whenever the
 * CDN can't give the file — so a page never shows a broken image.
 */
export class CdnImages implements ImageProvider {
  private cdnDownUntil = 0;
  private readonly inFlight = new Map<string, Promise<Buffer | null>>();
  private readonly budget: DiskBudget;

  constructor(private readonly options: CdnImagesOptions) {
    this.budget = new DiskBudget(options.cacheDir, options.maxCacheBytes);
  }

  /**
   * Only images of the catalogue are kept on disk (anyone can ask for any file name); others
   * are passed through. `mayFetch` is asked before each trip to the CDN (a per-client limit):
   * when it says no, the answer is a placeholder nobody keeps.
   */
  async get(size: ImageSize, file: string, mayFetch?: () => Promise<boolean>): Promise<ImageFile> {
    const cached = path.join(this.options.cacheDir, size, file);
    const fromDisk = await fs.readFile(cached).catch(() => null);
    const ext = file.split('.').pop()!.toLowerCase();
    if (fromDisk)
      return { body: fromDisk, contentType: contentTypes[ext]!, cacheControl: IMMUTABLE };
    const key = `${size}/${file}`;
    const known = this.options.subjectOf(`/${file}`);
    let pending = this.inFlight.get(key);
    if (!pending) {
      if (this.cdnUsable() && mayFetch && !(await mayFetch()))
        return { ...this.placeholder(size, file), cacheControl: 'no-store' };
      pending = this.fetchFromCdn(size, file, known ? cached : undefined).finally(() =>
        this.inFlight.delete(key),
      );
      this.inFlight.set(key, pending);
    }
    const body = await pending;
    if (body) return { body, contentType: contentTypes[ext]!, cacheControl: IMMUTABLE };
    return this.placeholder(size, file);
  }

  private cdnUsable(): boolean {
    return this.options.baseUrl !== undefined && Date.now() >= this.cdnDownUntil;
  }

  private placeholder(size: ImageSize, file: string): ImageFile {
    const subject = this.options.subjectOf(`/${file}`) ?? {
      label: 'UncleWatch',
      sublabel: 'Image unavailable',
      seed: file.length * 31 + file.charCodeAt(0),
      kind: size === 'original' || size === 'w1280' ? 'backdrop' : 'poster',
    };
    return { body: placeholderSvg(subject), contentType: 'image/svg+xml', cacheControl: GENERATED };
  }

  private async fetchFromCdn(
    size: ImageSize,
    file: string,
    /** Where to keep the file; undefined: not kept. */
    cachePath: string | undefined,
  ): Promise<Buffer | null> {
    const { baseUrl, timeoutMs = 3000, retryAfterMs = 60_000 } = this.options;
    if (!baseUrl || Date.now() < this.cdnDownUntil) return null;
    try {
      const response = await fetch(`${baseUrl}/${size}/${encodeURIComponent(file)}`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.startsWith('image/')) return null;
      const body = Buffer.from(await response.arrayBuffer());
      if (cachePath && (await this.budget.admit(body.length))) {
        await fs.mkdir(path.dirname(cachePath), { recursive: true });
        await fs.writeFile(`${cachePath}.tmp`, body);
        await fs.rename(`${cachePath}.tmp`, cachePath);
      }
      return body;
    } catch {
      this.cdnDownUntil = Date.now() + retryAfterMs;
      return null;
    }
  }
}
