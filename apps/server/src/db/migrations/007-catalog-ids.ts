import type { Kysely, Migration } from 'kysely';

import type { Database } from '../schema';
import { renameAndRecord, type TitleRenames } from '../repositories/title-renames';

/**
 * Catalogue v2 gave TMDB ids to shows (and a few movies) that the first snapshot knew only
 * by an own id (>= 900,000,000). This moves every watchlist, rating, comment and pick row from
 * the old id to the new one, following the snapshot's alias table (decision 017).
 *
 * The table comes from the snapshot the server loads, so the migration is made for it. Run
 * without one (the admin command migrates without loading the catalogue) it changes nothing
 * and the start-up check in `database.ts` applies the table on the next server start, as it
 * does whenever a rebuilt snapshot brings new renames.
 */
export function catalogIdsMigration(renames: TitleRenames | undefined): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (renames) await renameAndRecord(db as Kysely<Database>, renames);
    },
    // Old ids are gone from the snapshot, so there is nothing to move back to.
    async down() {},
  };
}
