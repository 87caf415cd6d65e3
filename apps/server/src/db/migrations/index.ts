import type { Migration, MigrationProvider } from 'kysely';

import * as m001 from './001-app-meta';
import * as m002 from './002-mail-outbox';
import * as m004 from './004-ai';
import * as m005 from './005-library';
import * as m006 from './006-picks';

/** Migrations are listed here in order; their names sort in the order they run. */
const migrations: Record<string, Migration> = {
  '001-app-meta': m001,
  '002-mail-outbox': m002,
  '004-ai': m004,
  '005-library': m005,
  '006-picks': m006,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
