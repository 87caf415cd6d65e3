import { z } from 'zod';

import { IMPORT_MAX_ROWS, importNotPlacedSchema } from './import';

/**
 * The repair desk (issue #42, decision 073): the latest import report of a user's TV shows and
 * the mapping of a show of the file to a catalogue show, which re-places its rows.
 */

/** Most shows one report keeps (a file's shows past it are not kept). */
export const IMPORT_REPORT_MAX_SHOWS = 2000;
/** Most episode rows one report keeps for re-placing (the import's own cap on rows). */
export const IMPORT_REPORT_MAX_ROWS = IMPORT_MAX_ROWS;

export const importRepairShowSchema = z.object({
  id: z.number(),
  title: z.string(),
  year: z.number().nullable(),
});

export const importRepairEntrySchema = z.object({
  id: z.string(),
  /** The show's name as in the file. */
  title: z.string(),
  tvdbId: z.number().nullable(),
  /** The catalogue show its rows are placed on; null: none (not found, skipped or unmapped). */
  show: importRepairShowSchema.nullable(),
  /** Where the import itself put it (null: not found or skipped). */
  importedShowId: z.number().nullable(),
  episodeRows: z.number(),
  episodesPlaced: z.number(),
  notPlaced: z.array(importNotPlacedSchema),
  renumbered: z.array(z.object({ how: z.string(), rows: z.number() })),
  /** False when the report was full and the rows were not kept: the show cannot be re-placed. */
  repairable: z.boolean(),
  updatedAt: z.string(),
});
export type ImportRepairEntry = z.infer<typeof importRepairEntrySchema>;

export const importRepairReportSchema = z.object({
  /** When the import was made; null: no import of TV shows yet. */
  createdAt: z.string().nullable(),
  episodeRows: z.number(),
  episodesPlaced: z.number(),
  episodesNotPlaced: z.number(),
  entries: z.array(importRepairEntrySchema),
});
export type ImportRepairReport = z.infer<typeof importRepairReportSchema>;

export const importRepairParamsSchema = z.object({
  entryId: z
    .string()
    .min(1, 'must not be empty')
    .max(64, 'must be at most 64 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _'),
});

export const importRepairBodySchema = z.object({
  /** The catalogue's TV show to place the rows on; null unmaps the show (its rows removed). */
  showId: z
    .number({ error: 'must be a TV show id or null' })
    .int('must be a whole number')
    .positive('must be positive')
    .nullable(),
});
export type ImportRepairBody = z.infer<typeof importRepairBodySchema>;

/** The entry after the change, and the report's new totals. */
export const importRepairResultSchema = z.object({
  entry: importRepairEntrySchema,
  /** Viewings removed from the show it was mapped to before. */
  moved: z.number(),
  /** Viewings added to the show it is mapped to now. */
  added: z.number(),
  episodeRows: z.number(),
  episodesPlaced: z.number(),
  episodesNotPlaced: z.number(),
});
export type ImportRepairResult = z.infer<typeof importRepairResultSchema>;
