import { z } from 'zod';

import { healthSchema } from './health';
import { siteInfoSchema } from './site';
import { chatMovieCardSchema, chatResponseSchema, rewriteOverviewResponseSchema } from './ai';
import {
  castMemberSchema,
  creditsSchema,
  crewMemberSchema,
  genreSchema,
  homeResponseSchema,
  omdbResponseSchema,
  pagedTitlesSchema,
  personCreditSchema,
  personCreditsSchema,
  personSchema,
  personSummarySchema,
  searchResponseSchema,
  streamingSourceSchema,
  titleDetailsSchema,
  titlePageSchema,
  titleSummarySchema,
  videoSchema,
  videosSchema,
} from './catalog';
import { apiErrorSchema } from './error';
import {
  importCandidateSchema,
  importCommitResultSchema,
  importMatchSchema,
  importPreviewSchema,
} from './import';
import {
  commentSchema,
  publicCommentSchema,
  recentSearchSchema,
  userRatingSchema,
  watchlistEntrySchema,
  watchlistStatusSchema,
} from './library';
import { pickResultSchema, pickSchema } from './picks';
import {
  householdSchema,
  ratingPromptSchema,
  togetherPickSchema,
  togetherPicksSchema,
} from './households';
import { libraryExportSchema } from './responses';
import {
  meResponseSchema,
  outboxMailSchema,
  sessionUserSchema,
  signInOptionsSchema,
} from '../auth/schemas';

/**
 * Names under which the API's DTOs appear in the OpenAPI document (`#/components/schemas/…`),
 * so a client generator gets one `TitleSummary` type instead of fifty inline copies. Kept
 * apart from the schemas so adding a field never touches this list; a schema not named here
 * is simply inlined.
 */
const componentNames: [z.ZodType, string][] = [
  [apiErrorSchema, 'ApiError'],
  [healthSchema, 'Health'],
  [siteInfoSchema, 'SiteInfo'],
  [genreSchema, 'Genre'],
  [titleSummarySchema, 'TitleSummary'],
  [pagedTitlesSchema, 'PagedTitles'],
  [titleDetailsSchema, 'TitleDetails'],
  [videoSchema, 'Video'],
  [videosSchema, 'Videos'],
  [castMemberSchema, 'CastMember'],
  [crewMemberSchema, 'CrewMember'],
  [creditsSchema, 'Credits'],
  [personSchema, 'Person'],
  [personCreditSchema, 'PersonCredit'],
  [personCreditsSchema, 'PersonCredits'],
  [personSummarySchema, 'PersonSummary'],
  [searchResponseSchema, 'SearchResponse'],
  [omdbResponseSchema, 'OmdbResponse'],
  [streamingSourceSchema, 'StreamingSource'],
  [titlePageSchema, 'TitlePage'],
  [homeResponseSchema, 'HomeResponse'],
  [rewriteOverviewResponseSchema, 'RewriteOverviewResponse'],
  [chatMovieCardSchema, 'ChatMovieCard'],
  [chatResponseSchema, 'ChatResponse'],
  [watchlistEntrySchema, 'WatchlistEntry'],
  [watchlistStatusSchema, 'WatchlistStatus'],
  [userRatingSchema, 'UserRating'],
  [commentSchema, 'Comment'],
  [publicCommentSchema, 'PublicComment'],
  [recentSearchSchema, 'RecentSearch'],
  [pickSchema, 'UnclePick'],
  [pickResultSchema, 'PickResult'],
  [importCandidateSchema, 'ImportCandidate'],
  [importMatchSchema, 'ImportMatch'],
  [importPreviewSchema, 'ImportPreview'],
  [importCommitResultSchema, 'ImportCommitResult'],
  [libraryExportSchema, 'LibraryExport'],
  [sessionUserSchema, 'SessionUser'],
  [meResponseSchema, 'MeResponse'],
  [signInOptionsSchema, 'SignInOptions'],
  [outboxMailSchema, 'OutboxMail'],
  [householdSchema, 'Household'],
  [togetherPickSchema, 'TogetherPick'],
  [togetherPicksSchema, 'TogetherPicks'],
  [ratingPromptSchema, 'RatingPrompt'],
];

/** Registers the component names in zod's global registry (idempotent). */
export function nameApiComponents(): void {
  for (const [schema, id] of componentNames) {
    if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
  }
}
