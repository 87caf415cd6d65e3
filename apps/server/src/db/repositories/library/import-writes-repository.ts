import type { Kysely, Transaction } from 'kysely';

import type { UserRating } from '@unclewatch/core';

import type { Database } from '../../schema';
import type { NewWatchedEntry } from './watched-repository';
import type { NewWatchlistEntry } from './watchlist-repository';

/** Writes of one batch, bound to the import's transaction. Each call is one INSERT. */
export interface ImportBatchWriter {
  /** Titles already on the watchlist keep their entry. */
  addToWatchlist(entries: NewWatchlistEntry[], now: string): Promise<void>;
  /** Insert or change ratings. */
  setRatings(ratings: Omit<UserRating, 'timestamp'>[], now: string): Promise<void>;
  addWatched(entries: NewWatchedEntry[], now: string): Promise<void>;
}

/** Most rows a caller should pass in one call: 500 rows × 12 columns stay far under both limits. */
export const IMPORT_WRITE_BATCH = 500;

function batchWriter(trx: Transaction<Database>): ImportBatchWriter {
  return {
    async addToWatchlist(entries, now) {
      if (entries.length === 0) return;
      await trx
        .insertInto('watchlist')
        .values(
          entries.map((e) => ({
            id: e.id,
            user_id: e.userId,
            media_type: e.type,
            title_id: e.titleId,
            title: e.title,
            image_url: e.imageUrl,
            language: e.language,
            rating: e.rating,
            created_at: now,
          })),
        )
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },

    async setRatings(ratings, now) {
      if (ratings.length === 0) return;
      await trx
        .insertInto('ratings')
        .values(
          ratings.map((r) => ({
            id: r.id,
            user_id: r.userId,
            media_type: r.type,
            title_id: r.titleId,
            rating: r.rating,
            title: r.title,
            image_url: r.imageUrl,
            public_rating: r.publicRating,
            language: r.language,
            created_at: now,
            updated_at: now,
          })),
        )
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            rating: eb.ref('excluded.rating'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    },

    async addWatched(entries, now) {
      if (entries.length === 0) return;
      await trx
        .insertInto('watched')
        .values(
          entries.map((e) => ({
            id: e.id,
            user_id: e.userId,
            media_type: e.type,
            title_id: e.titleId,
            title: e.title,
            image_url: e.imageUrl,
            language: e.language,
            public_rating: e.publicRating,
            watched_on: e.date,
            rating: e.rating,
            rewatch: e.rewatch ? 1 : 0,
            created_at: now,
          })),
        )
        .execute();
    },
  };
}

/** An import's writes: all of them in one transaction, batch by batch. */
export function importWritesRepository(db: Kysely<Database>) {
  return {
    /**
     * Runs `work` in one transaction: everything is written or nothing. On SQLite the one
     * connection is held meanwhile, so `work` must not use other repositories.
     */
    inOneTransaction(work: (writer: ImportBatchWriter) => Promise<void>): Promise<void> {
      return db.transaction().execute((trx) => work(batchWriter(trx)));
    },
  };
}

export type ImportWritesRepository = ReturnType<typeof importWritesRepository>;
