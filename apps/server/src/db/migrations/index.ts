import type { Migration, MigrationProvider } from 'kysely';

import * as m001 from './001-app-meta';

/** Migrations are listed here in order; their names sort in the order they run. */
const migrations: Record<string, Migration> = {
  '001-app-meta': m001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
