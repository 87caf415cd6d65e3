import { createHash } from 'node:crypto';

import type { SiteInfo, SocialNetwork } from '@unclewatch/core';

import type { Config } from '../config';
import type { CatalogProvider } from '../providers/catalog/index';
import { DEFAULT_REGION } from './watch-services-service';

/** The last lists fingerprinted: every page asks, and the lists rarely change. */
let fingerprinted: { movie: unknown; tv: unknown; version: string } | undefined;

/** A short fingerprint of both genre lists; null while they cannot be read (live TMDB down). */
async function genresVersion(catalog: CatalogProvider): Promise<string | null> {
  try {
    const [movie, tv] = await Promise.all([catalog.movieGenres(), catalog.tvGenres()]);
    if (fingerprinted?.movie !== movie || fingerprinted.tv !== tv) {
      const version = createHash('sha256')
        .update(JSON.stringify([movie, tv]))
        .digest('base64url')
        .slice(0, 16);
      fingerprinted = { movie, tv, version };
    }
    return fingerprinted.version;
  } catch {
    return null;
  }
}

/** What every page of the web app needs from this server: footer links, genre version, origin. */
export async function siteInfo(
  config: Pick<Config, 'social' | 'publicUrl'>,
  catalog: CatalogProvider,
): Promise<SiteInfo> {
  const social = (Object.entries(config.social) as [SocialNetwork, string | undefined][])
    .filter((entry): entry is [SocialNetwork, string] => entry[1] !== undefined)
    .map(([network, url]) => ({ network, url }));
  return {
    social,
    genresVersion: await genresVersion(catalog),
    publicOrigin: config.publicUrl ? new URL(config.publicUrl).origin : null,
    defaultRegion: DEFAULT_REGION,
  };
}

/** The site's public settings, as every page reads them. */
export class SiteService {
  constructor(
    private readonly config: Pick<Config, 'social' | 'publicUrl'>,
    private readonly catalog: CatalogProvider,
  ) {}

  info(): Promise<SiteInfo> {
    return siteInfo(this.config, this.catalog);
  }
}
