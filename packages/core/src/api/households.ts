import { z } from 'zod';

import { catalogIdSchema, mediaTypeSchema } from './catalog';
import { watchedDaySchema } from './watched';

/** Watch together (issue #32): households on one instance and a pick for the people on the sofa. */

const idPattern = /^[A-Za-z0-9_-]{1,100}$/;

export const householdParamsSchema = z.object({
  householdId: z.string().regex(idPattern, 'is not a valid household id'),
});
export const householdMemberParamsSchema = householdParamsSchema.extend({
  memberId: z.string().regex(idPattern, 'is not a valid member id'),
});

export const HOUSEHOLD_NAME_MAX = 60;

export const createHouseholdBodySchema = z.object({
  name: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(HOUSEHOLD_NAME_MAX, `must be at most ${HOUSEHOLD_NAME_MAX} characters`),
});
export type CreateHouseholdBody = z.infer<typeof createHouseholdBodySchema>;

export const joinHouseholdBodySchema = z.object({
  code: z
    .string({ error: 'must be text' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6,12}$/, 'must be an invite code like K7Q2M9XD'),
});
export type JoinHouseholdBody = z.infer<typeof joinHouseholdBodySchema>;

export const householdMemberSchema = z.object({
  id: z.string(),
  /** The member's display name (never an email address). */
  name: z.string(),
  owner: z.boolean(),
  /** A child's profile (issue 41). */
  child: z.boolean().optional(),
});
export type HouseholdMember = z.infer<typeof householdMemberSchema>;

/** A household as its members see it; nobody else gets it. */
export const householdSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Anyone signed in on this server who has the code can join. */
  inviteCode: z.string(),
  ownerId: z.string(),
  members: z.array(householdMemberSchema),
});
export type Household = z.infer<typeof householdSchema>;
export const householdsSchema = z.array(householdSchema);

const memberIdsSchema = z
  .array(z.string({ error: 'must be a member id' }).regex(idPattern, 'is not a valid member id'), {
    error: 'must be a list of member ids',
  })
  .min(1, 'must name at least one member')
  .max(50, 'must name at most 50 members');

/** POST /api/households/{householdId}/pick. */
export const togetherPickBodySchema = z.object({
  /** Who is on the sofa tonight; everyone in the household when left out. */
  members: memberIdsSchema.optional(),
  /** Minutes: movies by their runtime, shows by an episode's. */
  maxRuntime: z
    .number({ error: 'must be a number of minutes' })
    .int('must be whole minutes')
    .min(10, 'must be at least 10 minutes')
    .max(600, 'must be at most 600 minutes')
    .optional(),
  type: mediaTypeSchema.optional(),
  /** A few words ("something funny"); words naming a genre favour it. */
  mood: z.string({ error: 'must be text' }).max(200, 'must be at most 200 characters').optional(),
  /** Titles a present member has watched are left out unless this is true. */
  rewatch: z.boolean({ error: 'must be true or false' }).optional(),
  /**
   * 'any' (default): when present members saved streaming services, only titles on a service
   * of any one of them (subscription, free or ads); 'off': every title.
   */
  services: z.enum(['any', 'off'], { error: "must be 'any' or 'off'" }).optional(),
});
export type TogetherPickBody = z.infer<typeof togetherPickBodySchema>;

export const pickReasonSchema = z.object({
  /** The member's display name ("Sam"); several members share one reason as "Sam and Jo". */
  member: z.string(),
  memberIds: z.array(z.string()),
  text: z.string(),
});
export type PickReason = z.infer<typeof pickReasonSchema>;

export const pickTierSchema = z.enum(['shared-watchlist', 'watchlist', 'predicted']);
export type PickTier = z.infer<typeof pickTierSchema>;

export const togetherPickSchema = z.object({
  type: mediaTypeSchema,
  id: z.number(),
  title: z.string(),
  year: z.string(),
  poster_path: z.string().nullable(),
  overview: z.string(),
  genres: z.array(z.string()),
  /** Minutes: a movie's runtime, a show's episode runtime; null when unknown. */
  runtime: z.number().nullable(),
  uncleScore: z.number().nullable(),
  /** The group's predicted rating (1–10): the least happy member's, so fairness counts most. */
  score: z.number(),
  /** Each present member's predicted rating, by member id. */
  predicted: z.record(z.string(), z.number()),
  tier: pickTierSchema,
  reasons: z.array(pickReasonSchema),
});
export type TogetherPick = z.infer<typeof togetherPickSchema>;

export const togetherPicksSchema = z.object({
  /** Best first; the page shows three and a veto brings the next. */
  picks: z.array(togetherPickSchema),
  members: z.array(householdMemberSchema),
  /** True when the picks were kept to the present members' services (issue 33). */
  onServices: z.boolean().optional(),
});
export type TogetherPicks = z.infer<typeof togetherPicksSchema>;

/** POST /api/households/{householdId}/watched. */
export const watchedTogetherBodySchema = z.object({
  type: mediaTypeSchema,
  id: catalogIdSchema,
  members: memberIdsSchema.optional(),
  date: watchedDaySchema,
});
export type WatchedTogetherBody = z.infer<typeof watchedTogetherBodySchema>;

export const watchedTogetherResultSchema = z.object({
  /** One diary entry per present member, each their own. */
  logged: z.array(z.object({ memberId: z.string(), entryId: z.string() })),
});
export type WatchedTogetherResult = z.infer<typeof watchedTogetherResultSchema>;

/** "You watched it together: rate it?", shown the next time the member opens the app. */
export const ratingPromptSchema = z.object({
  type: mediaTypeSchema,
  id: z.number(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  householdName: z.string(),
  date: z.string(),
});
export type RatingPrompt = z.infer<typeof ratingPromptSchema>;
export const ratingPromptsSchema = z.array(ratingPromptSchema);
