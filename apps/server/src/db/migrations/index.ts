import type { Migration, MigrationProvider } from 'kysely';

import * as m001 from './001-app-meta';
import * as m002 from './002-mail-outbox';
import * as m004 from './004-ai';
import * as m005 from './005-library';
import * as m006 from './006-picks';
import * as m008 from './008-watched';
import * as m009 from './009-comment-ids';
import * as m011 from './011-episodes';
import * as m012 from './012-calendar-feeds';
import * as m013 from './013-households';
import * as m015 from './015-newsletter';
import * as m016 from './016-user-services';
import * as m017 from './017-tv-settings';
import * as m027 from './027-alerts';
import * as m025 from './025-scrobble';
import * as m026 from './026-episode-date-unknown';
import * as m018 from './018-episode-views-by-moment';
import * as m019 from './019-invite-code-times';
import * as m029 from './029-up-next-stale';
import * as m020 from './020-rating-limits';
import * as m021 from './021-profiles';
import * as m023 from './023-import-reports';
import { catalogIdsMigration } from './007-catalog-ids';
import type { TitleRenames } from '../repositories/title-renames';

/** Migrations are listed here in order; their names sort in the order they run. */
const migrations: Record<string, Migration> = {
  '001-app-meta': m001,
  '002-mail-outbox': m002,
  '004-ai': m004,
  '005-library': m005,
  '006-picks': m006,
  '008-watched': m008,
  '009-comment-ids': m009,
  '011-episodes': m011,
  '012-calendar-feeds': m012,
  '013-households': m013,
  '015-newsletter': m015,
  '016-user-services': m016,
  '017-tv-settings': m017,
  '027-alerts': m027,
  '025-scrobble': m025,
  '026-episode-date-unknown': m026,
  '018-episode-views-by-moment': m018,
  '019-invite-code-times': m019,
  '029-up-next-stale': m029,
  '020-rating-limits': m020,
  '021-profiles': m021,
  '023-import-reports': m023,
};

/** The migrations, with 007 made for the catalogue's title renames (when the caller has them). */
export function migrationProvider(renames?: TitleRenames): MigrationProvider {
  return {
    getMigrations: async () => ({ ...migrations, '007-catalog-ids': catalogIdsMigration(renames) }),
  };
}
