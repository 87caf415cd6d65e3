import { z } from 'zod';

import {
  IMPORT_MAX_COMMIT_SEASONS,
  IMPORT_MAX_COMMIT_SHOWS,
  IMPORT_MAX_COMMIT_VIEWINGS,
} from '../library-rules';
import { catalogIdSchema, mediaTypeSchema } from './catalog';
import { ratingValueSchema } from './library';
import { watchedDaySchema } from './watched';

/** Most rows one import may hold (preview and commit alike). */
export const IMPORT_MAX_ROWS = 20_000;
/** Largest uploaded file, decoded. */
export const IMPORT_MAX_FILE_BYTES = 5 * 1024 * 1024;

export const importPreviewBodySchema = z.object({
  filename: z.string().trim().min(1, 'must not be empty').max(255),
  contentBase64: z.string().min(1, 'must not be empty'),
});
export type ImportPreviewBody = z.infer<typeof importPreviewBodySchema>;

export const importCandidateSchema = z.object({
  type: mediaTypeSchema,
  id: z.number(),
  title: z.string(),
  year: z.number().nullable(),
});
export type ImportCandidate = z.infer<typeof importCandidateSchema>;

/** Most viewings one imported title may carry. */
export const IMPORT_MAX_VIEWINGS = 1000;

/**
 * One viewing read from a diary or history. `implied`: the file only rated the title (a rating
 * on Letterboxd or IMDb means "seen"), so it is logged only when the title has no entry yet.
 */
export const importViewingSchema = z.object({
  date: watchedDaySchema,
  rating: ratingValueSchema.optional(),
  rewatch: z.boolean(),
  implied: z.boolean().optional(),
});
export type ImportViewing = z.infer<typeof importViewingSchema>;

/** One episode viewing read from a TV history (TV Time, Trakt): when, and whether a rewatch. */
export const importEpisodeSchema = z.object({
  season: z.number().int().min(0).max(100_000),
  episode: z.number().int().min(1).max(100_000),
  /** An ISO timestamp or a calendar day. */
  watchedAt: z
    .string()
    .max(40)
    .refine((v) => !Number.isNaN(Date.parse(v)), 'must be a date or an ISO timestamp'),
  rewatch: z.boolean(),
});
export type ImportEpisode = z.infer<typeof importEpisodeSchema>;
const importEpisodesSchema = z
  .array(importEpisodeSchema)
  .max(IMPORT_MAX_ROWS, `must hold at most ${IMPORT_MAX_ROWS} episodes`);

/** Rows of a show that are not placed, and why, in words a person understands. */
export const importNotPlacedSchema = z.object({ reason: z.string(), rows: z.number() });
export type ImportNotPlaced = z.infer<typeof importNotPlacedSchema>;
export const importRenumberedSchema = z.object({
  how: z.enum(['anime map', 'absolute order']),
  rows: z.number(),
});
/** What every show entry of a TV history carries: its TheTVDB id and its episode rows. */
const episodeReportShape = {
  tvdbId: z.number().int().positive().optional(),
  /** The show's name as in the file, hint included ("X Factor (IT)"): the report names it so. */
  fileTitle: z.string().max(500).optional(),
  episodeRows: z.number().optional(),
};

export const importMatchSchema = importCandidateSchema.extend({
  row: z.number(),
  /** The current rating (a ratings file); viewings carry the rating given at the time. */
  rating: z.number().optional(),
  watchlist: z.boolean(),
  watched: z.array(importViewingSchema),
  /** Episode viewings of a show (TV histories). */
  episodes: importEpisodesSchema.optional(),
  ...episodeReportShape,
  /** How many rows will be placed, and why the others will not (issue #42). */
  episodesPlaced: z.number().optional(),
  notPlaced: z.array(importNotPlacedSchema).optional(),
  /** Rows placed on other numbers than the file's: by the anime map or by absolute order. */
  renumbered: z.array(importRenumberedSchema).optional(),
});
export type ImportMatch = z.infer<typeof importMatchSchema>;

export const importPreviewSchema = z.object({
  format: z.string(),
  matched: z.array(importMatchSchema),
  ambiguous: z.array(
    z.object({
      row: z.number(),
      title: z.string(),
      year: z.number().nullable(),
      rating: z.number().optional(),
      watchlist: z.boolean(),
      watched: z.array(importViewingSchema),
      episodes: importEpisodesSchema.optional(),
      candidates: z.array(importCandidateSchema),
      ...episodeReportShape,
      /** The candidate whose seasons fit the file's rows best: the default, not Skip. */
      suggested: z.number().optional(),
    }),
  ),
  notFound: z.array(
    z.object({
      row: z.number(),
      title: z.string(),
      year: z.number().nullable(),
      ...episodeReportShape,
      /** A TV history's rows of the show: kept in the repair desk's report (decision 073). */
      episodes: importEpisodesSchema.optional(),
    }),
  ),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importItemSchema = z.object({
  type: mediaTypeSchema,
  id: catalogIdSchema,
  rating: ratingValueSchema.optional(),
  watchlist: z.boolean(),
  watched: z
    .array(importViewingSchema)
    .max(IMPORT_MAX_VIEWINGS, `must hold at most ${IMPORT_MAX_VIEWINGS} viewings`)
    .optional(),
  episodes: importEpisodesSchema.optional(),
  /** TheTVDB series id of a TV history's show (TV Time's `s_id`): numbering evidence. */
  tvdbId: z.number().int().positive().optional(),
  /** The show's name in the file, for the report. */
  title: z.string().max(500).optional(),
});
export type ImportItem = z.infer<typeof importItemSchema>;

/** A client-made id shared by the commits (batches) of one import: they make one report. */
export const importReportIdSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(64, 'must be at most 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _');

/** A show of the file that was not imported (skipped by the person, or not found). */
export const importSkippedShowShape = {
  /** Its episode rows, so the repair desk can place them later. */
  episodes: importEpisodesSchema.optional(),
  tvdbId: z.number().int().positive().optional(),
  /** Not found in the catalogue (rather than skipped by the person). */
  notFound: z.boolean().optional(),
};

/** A show of the file the person skipped (or that was not found): its rows are reported. */
export const importSkippedSchema = z.object({
  title: z.string().max(500),
  episodeRows: z.number().int().min(0).max(IMPORT_MAX_ROWS),
  ...importSkippedShowShape,
});

/**
 * The viewings a commit body carries — title viewings and episode viewings alike — counted on
 * the raw JSON before it is validated: a body over the limit is refused without validating
 * tens of thousands of viewings first.
 */
export function countCommitViewings(body: unknown): number {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return 0;
  let count = 0;
  for (const item of items) {
    const { watched, episodes } = (item ?? {}) as { watched?: unknown; episodes?: unknown };
    if (Array.isArray(watched)) count += watched.length;
    if (Array.isArray(episodes)) count += episodes.length;
  }
  const skipped = (body as { skipped?: unknown } | null)?.skipped;
  if (Array.isArray(skipped))
    for (const s of skipped) {
      const { episodes } = (s ?? {}) as { episodes?: unknown };
      if (Array.isArray(episodes)) count += episodes.length;
    }
  return count;
}

/** The shows carrying episode viewings and the distinct seasons they name, in a commit body. */
export function countCommitShows(body: unknown): { shows: number; seasons: number } {
  const items = (body as { items?: unknown } | null)?.items;
  const shows = new Set<string>();
  const seasons = new Set<string>();
  if (!Array.isArray(items)) return { shows: 0, seasons: 0 };
  for (const item of items) {
    const { id, episodes } = (item ?? {}) as { id?: unknown; episodes?: unknown };
    if (!Array.isArray(episodes) || episodes.length === 0) continue;
    const show = String(id);
    shows.add(show);
    for (const e of episodes) seasons.add(`${show}:${String((e as { season?: unknown })?.season)}`);
  }
  return { shows: shows.size, seasons: seasons.size };
}

export const importCommitBodySchema = z.object({
  items: z
    .array(importItemSchema)
    .max(IMPORT_MAX_ROWS, `must hold at most ${IMPORT_MAX_ROWS} items`)
    .refine(
      (items) => countCommitViewings({ items }) <= IMPORT_MAX_COMMIT_VIEWINGS,
      `must hold at most ${IMPORT_MAX_COMMIT_VIEWINGS} viewings in all`,
    )
    .refine(
      (items) => countCommitShows({ items }).shows <= IMPORT_MAX_COMMIT_SHOWS,
      `must name at most ${IMPORT_MAX_COMMIT_SHOWS} shows with episodes`,
    )
    .refine(
      (items) => countCommitShows({ items }).seasons <= IMPORT_MAX_COMMIT_SEASONS,
      `must name at most ${IMPORT_MAX_COMMIT_SEASONS} seasons in all`,
    ),
  skipped: z
    .array(importSkippedSchema)
    .max(IMPORT_MAX_ROWS, `must hold at most ${IMPORT_MAX_ROWS} shows`)
    .optional(),
  /** Commits sharing it (an import's batches) make one repair report; another id starts anew. */
  reportId: importReportIdSchema.optional(),
});

export type ImportCommitBody = z.infer<typeof importCommitBodySchema>;

export const importCommitResultSchema = z.object({
  added: z.number(),
  rated: z.number(),
  /** Diary entries added. */
  watched: z.number(),
  unchanged: z.number(),
  /** Episode viewings added (only when the items carried episodes). */
  episodes: z.number().optional(),
  /** Episode rows placed on an episode (new or already there), and the rows that were not. */
  episodesPlaced: z.number().optional(),
  episodesNotPlaced: z
    .array(
      z.object({
        showId: z.number().nullable(),
        title: z.string(),
        reason: z.string(),
        rows: z.number(),
      }),
    )
    .optional(),
  /** Shows whose rows went on other numbers than the file's, and how. */
  episodesRenumbered: z
    .array(z.object({ showId: z.number(), title: z.string(), how: z.string(), rows: z.number() }))
    .optional(),
});
export type ImportCommitResult = z.infer<typeof importCommitResultSchema>;

/** json: everything; csv: IMDb-style ratings and watchlist; diary: Letterboxd-importable diary. */
export const exportQuerySchema = z.object({
  format: z.enum(['json', 'csv', 'diary']).default('json'),
});
