import type { Generated } from 'kysely';

/** Tables owned by the app. better-auth's tables are managed by better-auth itself. */
export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
}

export interface Database {
  app_meta: AppMetaTable;
}
