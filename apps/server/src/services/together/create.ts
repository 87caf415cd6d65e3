import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import { eveningsRepository } from '../../db/repositories/together/evenings-repository';
import { householdsRepository } from '../../db/repositories/together/households-repository';
import { profilesRepository } from '../../db/repositories/together/profiles-repository';
import { tastesRepository } from '../../db/repositories/together/tastes-repository';
import type { CatalogProvider } from '../../providers/catalog/index';
import type { WatchedService } from '../watched-service';
import { HouseholdService } from './household-service';
import {
  TogetherService,
  type ProgressReader,
  type TogetherLimits,
  type TogetherServicesFilter,
} from './together-service';

/** Watch together's services over their repositories (called by the composition root). */
export function togetherServices(
  db: Kysely<Database>,
  catalog: CatalogProvider,
  watched: WatchedService,
  services?: TogetherServicesFilter,
  limits?: TogetherLimits,
  progress?: ProgressReader,
) {
  const profiles = profilesRepository(db);
  const households = new HouseholdService(householdsRepository(db), undefined, (ids) =>
    profiles.profileIds(ids),
  );
  const together = new TogetherService(
    households,
    tastesRepository(db),
    eveningsRepository(db),
    catalog,
    watched,
    services,
    undefined,
    undefined,
    limits,
    progress,
  );
  return { households, together };
}
