import { z } from 'zod';

export const socialNetworkSchema = z.enum(['github', 'x', 'instagram']);
export type SocialNetwork = z.infer<typeof socialNetworkSchema>;

/** What every page of the web app needs from this server (GET /api/site). */
export const siteInfoSchema = z.object({
  /** The footer's social links, only those the operator configured (SOCIAL_*_URL). */
  social: z.array(z.object({ network: socialNetworkSchema, url: z.url({ protocol: /^https?$/ }) })),
  /**
   * Changes whenever the movie or TV genre list changes (a new catalogue snapshot, a TMDB
   * update), so the browser's stored copies (tmdb_genres, tmdb_tv_genres) are refreshed.
   * Null when the lists cannot be read right now: the browser then keeps what it has.
   */
  genresVersion: z.string().nullable(),
  /**
   * PUBLIC_URL's origin: the one address sign-in accepts. Null when PUBLIC_URL is unset: then
   * only loopback addresses (localhost, 127.0.0.1, [::1]) work.
   */
  publicOrigin: z.string().nullable(),
  /**
   * The country (ISO 3166-1 alpha-2) this instance uses for anyone who has not saved one: what a
   * show's page names when a title cannot be streamed there (issue #45).
   */
  defaultRegion: z.string().regex(/^[A-Z]{2}$/),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
