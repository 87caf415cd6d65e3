import type { Health } from '@unclewatch/core';

import type { Config } from './config';
import type { AppDatabase } from './db/database';

/** Everything routes need, built once in the composition root and passed down. */
export interface AppContext {
  config: Config;
  version: string;
  database: AppDatabase;
  providerModes: Health['providers'];
}
