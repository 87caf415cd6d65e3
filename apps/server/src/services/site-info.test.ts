import { describe, expect, it } from 'vitest';

import type { Genre } from '@unclewatch/core';

import type { CatalogProvider } from '../providers/catalog/index';
import { siteInfo } from './site-info';

const noSocial = { github: undefined, x: undefined, instagram: undefined };

function catalogWith(movie: Genre[], tv: Genre[] | Error): CatalogProvider {
  return {
    movieGenres: async () => movie,
    tvGenres: async () => {
      if (tv instanceof Error) throw tv;
      return tv;
    },
  } as Partial<CatalogProvider> as CatalogProvider;
}

describe('siteInfo', () => {
  it('shows no social link and no public origin when none is configured', async () => {
    const info = await siteInfo({ social: noSocial, publicUrl: undefined }, catalogWith([], []));
    expect(info.social).toEqual([]);
    expect(info.publicOrigin).toBeNull();
  });

  it('gives the genre lists a version that changes when either list changes', async () => {
    const config = { social: noSocial, publicUrl: undefined };
    const drama = [{ id: 18, name: 'Drama' }];
    const first = await siteInfo(config, catalogWith(drama, drama));
    const same = await siteInfo(config, catalogWith(drama, drama));
    const renamed = await siteInfo(config, catalogWith(drama, [{ id: 18, name: 'Drama & Soap' }]));
    expect(first.genresVersion).toBe(same.genresVersion);
    expect(renamed.genresVersion).not.toBe(first.genresVersion);
  });

  it('answers a null version while a genre list cannot be read', async () => {
    const info = await siteInfo(
      { social: noSocial, publicUrl: undefined },
      catalogWith([], new Error('TMDB down')),
    );
    expect(info.genresVersion).toBeNull();
  });
});
