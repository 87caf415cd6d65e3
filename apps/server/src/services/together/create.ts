import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import { eveningsRepository } from '../../db/repositories/together/evenings-repository';
import { householdsRepository } from '../../db/repositories/together/households-repository';
import { profilesRepository } from '../../db/repositories/together/profiles-repository';
import { tastesRepository } from '../../db/repositories/together/tastes-repository';
import type { CatalogProvider } from '../../providers/catalog/index';
import type { WatchedService } from '../watched-service';
import { HouseholdService } from './household-service';
import { PersonalTaste } from './personal-taste';
import { TitleFeatureSource } from './title-features';
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
  const tastes = tastesRepository(db);
  const features = new TitleFeatureSource(catalog);
  const together = new TogetherService(
    households,
    tastes,
    eveningsRepository(db),
    catalog,
    watched,
    services,
    features,
    undefined,
    limits,
    progress,
  );
  // The assistant's recommendations to one signed-in person use the same taste (decision 083).
  const personal = new PersonalTaste(tastes, features, progress);
  return { households, together, personal };
}
