import type { Kysely } from 'kysely';

import { calendarFeedsRepository } from '../../db/repositories/calendar-feeds-repository';
import { episodesRepository } from '../../db/repositories/episodes-repository';
import { tvSettingsRepository } from '../../db/repositories/tv-settings-repository';
import type { Database } from '../../db/schema';
import type { CatalogProvider } from '../../providers/catalog/index';
import type { LibraryService } from '../library-service';
import type { WatchedService } from '../watched-service';
import { CalendarService } from './calendar-service';
import { EpisodeHistory } from './episode-history';
import { EpisodeService } from './episode-service';
import { ProgressService } from './progress-service';
import { ShowMarkService } from './show-mark';
import { ShowStateService } from './show-state';

/** The episode-tracking services over one repository. */
export function episodeServices(
  db: Kysely<Database>,
  catalog: CatalogProvider,
  watched: WatchedService,
  library: LibraryService,
  /** Whether a user may still use the app (their calendar feed answers only then). */
  userActive?: (userId: string) => Promise<boolean>,
) {
  const repo = episodesRepository(db);
  const settings = tvSettingsRepository(db);
  const progress = new ProgressService(repo, catalog, settings);
  const episodes = new EpisodeService(repo, catalog);
  return {
    history: new EpisodeHistory(repo, watched, library),
    episodes,
    showMarks: new ShowMarkService(repo, catalog, episodes, watched, library),
    progress,
    showStates: new ShowStateService(repo, settings, progress, catalog),
    calendar: new CalendarService(
      repo,
      calendarFeedsRepository(db),
      catalog,
      undefined,
      userActive,
    ),
  };
}
