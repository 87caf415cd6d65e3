// The project's own lint rules, each with imports it must allow and imports it must refuse.
import path from 'node:path';

import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';

import catalogBoundaries from './catalog-boundaries.js';
import featureBoundaries from './feature-boundaries.js';
import serverLayers from './server-layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
const server = (file) => path.resolve(import.meta.dirname, '../../apps/server/src', file);
const web = (file) => path.resolve(import.meta.dirname, '../../apps/web/src', file);

tester.run('server-layers', serverLayers, {
  valid: [
    { filename: server('routes/library.ts'), code: "import { x } from '../services/index';" },
    { filename: server('routes/library.ts'), code: "import { g } from '../auth/guards';" },
    { filename: server('routes/library.ts'), code: "import { z } from '@unclewatch/core';" },
    {
      filename: server('services/a-service.ts'),
      code: "import { r } from '../db/repositories/x';",
    },
    { filename: server('services/a/create.ts'), code: "import type { Kysely } from 'kysely';" },
    {
      filename: server('services/a.ts'),
      code: "import type { RateLimiter } from '../http/rate-limiter';",
    },
    {
      filename: server('providers/mail/outbox.ts'),
      code: "import type { R } from '../../db/repositories/mail-outbox';",
    },
    { filename: server('db/repositories/x.ts'), code: "import { sql } from 'kysely';" },
    // Tests may wire anything together.
    { filename: server('routes/library.test.ts'), code: "import { db } from '../db/database';" },
    { filename: server('composition.ts'), code: "import { db } from './db/database';" },
    { filename: server('http/errors.ts'), code: "import { E } from '../domain/domain-error';" },
    { filename: server('services/a.ts'), code: "import { E } from '../domain/domain-error';" },
    { filename: server('snapshot/to-dto.ts'), code: "import type { F } from '@unclewatch/core';" },
    // The title records name the catalogue's types; its adapters' parts come by constructor.
    ...[
      "import type { CatalogProvider } from '../catalog/index';",
      "import type { TmdbRequests } from '../catalog/tmdb/tmdb-requests';",
      "import type { CachedLoader } from '../cache/index';",
    ].map((code) => ({ filename: server('providers/title-records/tmdb-records.ts'), code })),
    {
      filename: server('providers/catalog/create.ts'),
      code: "import { TmdbRecords } from '../title-records/tmdb-records';",
    },
  ],
  invalid: [
    // The snapshot module never reaches up into the ports, not even for a type.
    {
      filename: server('snapshot/title-matcher.ts'),
      code: "import type { TitleLookup } from '../providers/catalog/index';",
      errors: 1,
    },
    // The transport knows no use case.
    ...[
      "import { DomainError } from '../services/domain-error';",
      "import type { S } from '../services/index';",
    ].map((code) => ({ filename: server('http/errors.ts'), code, errors: 1 })),
    {
      filename: server('domain/domain-error.ts'),
      code: "import { h } from '../http/errors';",
      errors: 1,
    },
    ...[
      "import { db } from '../db/database';",
      "import { r } from '../db/repositories/library/watched-repository';",
      "import type { CatalogProvider } from '../providers/catalog/index';",
      "import { loadSnapshotCatalog } from '../snapshot/index';",
      "import { context } from '../context';",
      "import { compose } from '../composition';",
    ].map((code) => ({ filename: server('routes/library.ts'), code, errors: 1 })),
    ...[
      "import { sql } from 'kysely';",
      "import { openDatabase } from '../db/database';",
      "import { RateLimiter } from '../http/rate-limiter';",
      "import { register } from '../routes/library';",
      "import type { RouteContext } from '../routes/route-context';",
    ].map((code) => ({ filename: server('services/library-service.ts'), code, errors: 1 })),
    {
      filename: server('db/repositories/picks-repository.ts'),
      code: "import { PicksService } from '../../services/picks-service';",
      errors: 1,
    },
    {
      filename: server('providers/catalog/tmdb/tmdb-catalog.ts'),
      code: "import { x } from '../../../services/index';",
      errors: 1,
    },
    {
      filename: server('providers/mail/outbox.ts'),
      code: "import { mailOutbox } from '../../db/repositories/mail-outbox';",
      errors: 1,
    },
    // The title records take the catalogue adapters' parts through their constructors.
    ...[
      "import { ttl } from '../catalog/tmdb/tmdb-ttl';",
      "import { TmdbRequests } from '../catalog/tmdb/tmdb-requests';",
      "import { EmbeddedCatalog } from '../catalog/embedded/embedded-catalog';",
      "import { x } from '../../services/index';",
      "import type { R } from '../../routes/route-context';",
      "import { db } from '../../db/database';",
    ].map((code) => ({
      filename: server('providers/title-records/tmdb-records.ts'),
      code,
      errors: 1,
    })),
    {
      filename: server('snapshot/to-dto.ts'),
      code: "import { db } from '../db/database';",
      errors: 1,
    },
  ],
});

tester.run('catalog-boundaries', catalogBoundaries, {
  valid: [
    {
      filename: server('composition.ts'),
      code: "import { loadSnapshotCatalog } from './snapshot/index';",
    },
    { filename: server('snapshot/index.ts'), code: "import { x } from './search/search-index';" },
    { filename: server('routes/x.test.ts'), code: "import { x } from '../snapshot/index';" },
    {
      filename: server('providers/catalog/embedded/names/entity-names.ts'),
      code: "import { x } from '../../../../snapshot/index';",
    },
    // The title records' embedded adapter reads the snapshot, as the embedded catalogue does.
    {
      filename: server('providers/title-records/embedded-records.ts'),
      code: "import { SNAPSHOT_REGION } from '../../snapshot/index';",
    },
    {
      filename: server('providers/title-records/tmdb-records.test.ts'),
      code: "import { x } from '../../snapshot/index';",
    },
  ],
  invalid: [
    {
      filename: server('composition.ts'),
      code: "import { x } from './snapshot/search/search-index';",
      errors: 1,
    },
    {
      filename: server('services/picks-service.ts'),
      code: "import { x } from '../snapshot/index';",
      errors: 1,
    },
    {
      // The assistant reads the title records and the recogniser, not the snapshot.
      filename: server('services/assistant/engine/engine.ts'),
      code: "import { x } from '../../../snapshot/index';",
      errors: 1,
    },
    // In the title records' folder only the embedded adapter reads the snapshot.
    ...['index.ts', 'tmdb-records.ts', 'tmdb-records-map.ts', 'a-new-adapter.ts'].map((file) => ({
      filename: server(`providers/title-records/${file}`),
      code: "import type { SnapshotCatalog } from '../../snapshot/index';",
      errors: 1,
    })),
    {
      filename: server('providers/title-records/embedded-records.ts'),
      code: "import { x } from '../../snapshot/search/search-index';",
      errors: 1,
    },
  ],
});

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    { filename: web('features/home/home-page.tsx'), code: "import { x } from '#/shared/api';" },
    { filename: web('features/home/home-page.tsx'), code: "import { x } from './api/home';" },
    { filename: web('app/routes.tsx'), code: "import { x } from '#/features/home/home-page';" },
    // The library sits between the kit and the features: it uses the kit, features use it.
    {
      filename: web('features/home/route.tsx'),
      code: "import { useWatchlist } from '#/library/use-watchlist';",
    },
    {
      filename: web('library/components/watchlist-button.tsx'),
      code: "import { PlusIcon } from '#/components/icons';",
    },
    {
      filename: web('library/api/ratings.ts'),
      code: "import { useSession } from '#/shared/session';",
    },
    { filename: web('library/use-watchlist.ts'), code: "import { k } from './api/query-keys';" },
  ],
  invalid: [
    {
      filename: web('features/home/home-page.tsx'),
      code: "import { x } from '#/features/search/api/search';",
      errors: 1,
    },
    {
      filename: web('shared/api.ts'),
      code: "import { x } from '#/features/home/home-page';",
      errors: 1,
    },
    { filename: web('components/card.tsx'), code: "import { x } from '../app/routes';", errors: 1 },
    {
      filename: web('components/title-grid.tsx'),
      code: "import type { W } from '#/library/use-watchlist';",
      errors: 1,
    },
    {
      filename: web('shared/services-filter.ts'),
      code: "import { libraryKey } from '../library/library';",
      errors: 1,
    },
    {
      filename: web('library/components/rating-select.tsx'),
      code: "import { x } from '#/features/profile/rated-section';",
      errors: 1,
    },
    {
      filename: web('library/use-watchlist.ts'),
      code: "import { x } from '../app/routes';",
      errors: 1,
    },
  ],
});
