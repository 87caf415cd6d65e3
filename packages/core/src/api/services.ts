import { z } from 'zod';

import { isIsoRegion } from '../catalog/regions';

/**
 * "On my services" (issue 33): watch regions, streaming services (TMDB watch-provider ids, so
 * ids are the same offline and live), the user's saved services, the one list filter, a
 * title's availability per region and the watchlist coverage per service.
 */

/** An ISO 3166-1 alpha-2 country, any case in ("us"), upper case out ("US"). */
export const regionSchema = z
  .string({ error: 'must be a country code like US' })
  .trim()
  .toUpperCase()
  .refine(isIsoRegion, { message: 'must be an ISO 3166-1 alpha-2 country code like US or IN' });

/** A streaming service's id: TMDB's watch-provider id (Netflix 8, Prime Video 9, Hulu 15 …). */
export const providerIdSchema = z.coerce
  .number({ error: 'must be a service id (a number)' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(2_147_483_647, 'is too large');

/** Where availability facts come from: TMDB live (JustWatch data) or the dated snapshots. */
export const availabilitySourceSchema = z.enum(['tmdb', 'snapshot']);
export type AvailabilitySource = z.infer<typeof availabilitySourceSchema>;

export const watchProviderSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** TMDB logo path ("/abc.jpg"), served through /img; absent offline. */
  logo: z.string().optional(),
});
export type WatchProvider = z.infer<typeof watchProviderSchema>;

/** GET /api/watch/providers?region=XX (region defaults to US). */
export const watchProvidersQuerySchema = z.object({ region: regionSchema.default('US') });

export const watchProvidersResponseSchema = z.object({
  region: z.string(),
  providers: z.array(watchProviderSchema),
  source: availabilitySourceSchema,
  /** The snapshot's date ("2022-07") offline; null when live (current). */
  asOf: z.string().nullable(),
  /** "Data from JustWatch" when live; null offline. */
  attribution: z.string().nullable(),
  /** A sentence to show beside the list, e.g. that offline data is old and US-only. */
  note: z.string().nullable(),
});
export type WatchProvidersResponse = z.infer<typeof watchProvidersResponseSchema>;

/** PUT /api/me/services: the region and the services one pays for (may be empty). */
export const myServicesBodySchema = z.object({
  region: regionSchema,
  services: z
    .array(providerIdSchema)
    .max(100, 'must list at most 100 services')
    .transform((ids) => [...new Set(ids)]),
});
export type MyServicesBody = z.infer<typeof myServicesBodySchema>;

/** GET/PUT /api/me/services: region null and services [] until the user saves them once. */
export const myServicesResponseSchema = z.object({
  region: z.string().nullable(),
  services: z.array(z.number()),
  /** The saved services with their names (unknown ids dropped), in the order saved. */
  providers: z.array(watchProviderSchema),
  updatedAt: z.string().nullable(),
});
export type MyServices = z.infer<typeof myServicesResponseSchema>;

/** Kinds of availability a filter keeps; rent and buy only when asked (`include=rent,buy`). */
export const monetizationSchema = z.enum(['flatrate', 'free', 'ads', 'rent', 'buy']);
export type Monetization = z.infer<typeof monetizationSchema>;
export const DEFAULT_MONETIZATION: readonly Monetization[] = ['flatrate', 'free', 'ads'];

/** `services=mine` or `services=8,337`: canonical as 'mine' or sorted unique ids. */
export const servicesParamSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((text, ctx): 'mine' | number[] => {
    if (text === 'mine') return 'mine';
    const parts = text.split(',').filter((part) => part !== '');
    const ids = parts.map(Number);
    if (
      parts.length === 0 ||
      parts.length > 50 ||
      ids.some((id) => !Number.isInteger(id) || id <= 0 || id > 2_147_483_647)
    ) {
      ctx.addIssue({
        code: 'custom',
        message: "must be 'mine' or up to 50 service ids separated by commas, like 8,337",
      });
      return z.NEVER;
    }
    return [...new Set(ids)].sort((a, b) => a - b);
  });

/** `include=rent,buy`: the paid-per-title kinds to keep as well. */
export const includeParamSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((text, ctx): ('rent' | 'buy')[] => {
    const parts = [...new Set(text.split(',').filter((part) => part !== ''))];
    if (parts.some((part) => part !== 'rent' && part !== 'buy')) {
      ctx.addIssue({ code: 'custom', message: "must be 'rent', 'buy' or 'rent,buy'" });
      return z.NEVER;
    }
    return (parts as ('rent' | 'buy')[]).sort();
  });

/**
 * The one filter every browse list accepts (merged into each list's query schema):
 * `services` ('mine' needs a session; ids otherwise), `region` (default: the user's saved
 * region for 'mine', else US) and `include` (rent/buy).
 */
export const servicesFilterShape = {
  services: servicesParamSchema.optional(),
  region: regionSchema.optional(),
  include: includeParamSchema.optional(),
};
export const servicesFilterQuerySchema = z.object(servicesFilterShape);
export type ServicesFilterQuery = z.infer<typeof servicesFilterQuerySchema>;

/** One service in a title's availability, TMDB-shaped. */
export const titleProviderEntrySchema = z.object({
  provider_id: z.number(),
  provider_name: z.string(),
  logo_path: z.string().nullable().optional(),
  display_priority: z.number().optional(),
  /** Offline entries: which snapshot said so ("watchmode-2022") … */
  source: z.string().optional(),
  /** … and when ("2022-07"). */
  asOf: z.string().optional(),
});
export type TitleProviderEntry = z.infer<typeof titleProviderEntrySchema>;

export const regionAvailabilitySchema = z.object({
  link: z.string().optional(),
  flatrate: z.array(titleProviderEntrySchema).optional(),
  free: z.array(titleProviderEntrySchema).optional(),
  ads: z.array(titleProviderEntrySchema).optional(),
  rent: z.array(titleProviderEntrySchema).optional(),
  buy: z.array(titleProviderEntrySchema).optional(),
});
export type RegionAvailability = z.infer<typeof regionAvailabilitySchema>;

/** GET /api/tmdb/{type}/{id}/watch/providers?region=XX (every known region without it). */
export const titleWatchProvidersQuerySchema = z.object({ region: regionSchema.optional() });

export const titleWatchProvidersSchema = z.object({
  id: z.number(),
  results: z.record(z.string(), regionAvailabilitySchema),
  source: availabilitySourceSchema,
  /** Offline: the newest snapshot date among the entries; null when live. */
  asOf: z.string().nullable(),
  attribution: z.string().nullable(),
  note: z.string().nullable(),
});
export type TitleWatchProviders = z.infer<typeof titleWatchProvidersSchema>;

/** GET /api/me/services/coverage?region=XX (default: the saved region, else US). */
export const coverageQuerySchema = z.object({ region: regionSchema.optional() });

export const serviceCoverageSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** How many of my watchlist titles this service has (subscription, free or ads). */
  count: z.number(),
  /** count / watchlist size, 0..1 (0 for an empty watchlist). */
  share: z.number(),
});
export const coverageResponseSchema = z.object({
  region: z.string(),
  /** Watchlist size the shares are of. */
  total: z.number(),
  /** One row per service of the region, largest count first. */
  services: z.array(serviceCoverageSchema),
  source: availabilitySourceSchema,
  asOf: z.string().nullable(),
  attribution: z.string().nullable(),
});
export type ServiceCoverage = z.infer<typeof coverageResponseSchema>;

/** Most titles one "which of these are on my services" question may name (a page or two). */
export const AVAILABLE_TITLES_MAX = 100;

/**
 * GET /api/me/services/available?titles=movie:27205,tv:1396: which of these titles are on my
 * saved services in my region (subscription, free or ads), for the cards' badge on lists
 * shown unfiltered — one question per page of cards, never one per card.
 */
export const availableTitlesQuerySchema = z.object({
  titles: z
    .string({ error: 'must list titles like movie:27205,tv:1396' })
    .trim()
    .regex(/^(?:movie|tv):\d{1,10}(?:,(?:movie|tv):\d{1,10})*$/, {
      message: 'must list titles like movie:27205,tv:1396',
    })
    .transform((value) => [...new Set(value.split(','))])
    .refine((refs) => refs.length <= AVAILABLE_TITLES_MAX, {
      message: `must name at most ${AVAILABLE_TITLES_MAX} titles`,
    }),
});

export const availableTitlesResponseSchema = z.object({
  /** My saved region; null while no service is saved (then no title is listed). */
  region: z.string().nullable(),
  /** The titles asked about that are on my services, as `type:id`. */
  titles: z.array(z.string()),
});
export type AvailableTitles = z.infer<typeof availableTitlesResponseSchema>;
