// RuleTester cases for repository-ownership (run by the unit project).
import path from 'node:path';

import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';

import repositoryOwnership from './repository-ownership.js';

RuleTester.describe = describe;
RuleTester.it = it;

const server = (file) => path.resolve(import.meta.dirname, '../../apps/server/src', file);
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

tester.run('repository-ownership', repositoryOwnership, {
  valid: [
    {
      filename: server('services/episodes/progress-service.ts'),
      code: "import type { EpisodesRepository } from '../../db/repositories/episodes-repository';",
    },
    {
      filename: server('services/episodes/create.ts'),
      code: "import { episodesRepository } from '../../db/repositories/episodes-repository';",
    },
    {
      filename: server('services/library-service.ts'),
      code: "import type { WatchlistRepository } from '../db/repositories/library/watchlist-repository';",
    },
    {
      filename: server('services/import/import-service.ts'),
      code: "import { IMPORT_WRITE_BATCH } from '../../db/repositories/library/import-writes-repository';",
    },
    {
      // Another area's row type is a data shape, not its repository.
      filename: server('services/stats-service.ts'),
      code: "import type { EpisodeView } from '../db/repositories/episodes-repository';",
    },
    {
      filename: server('services/import/import-service.ts'),
      code: "import { type NewWatchedEntry } from '../../db/repositories/library/watched-repository';",
    },
    {
      filename: server('services/picks-service.ts'),
      code: "import type { AppMetaRepository } from '../db/repositories/app-meta';",
    },
    {
      filename: server('composition.ts'),
      code: "import { episodesRepository } from './db/repositories/episodes-repository';",
    },
    {
      filename: server('services/stats-service.test.ts'),
      code: "import { episodesRepository } from '../db/repositories/episodes-repository';",
    },
  ],
  invalid: [
    {
      filename: server('services/import/episode-import.ts'),
      code: "import type { EpisodesRepository } from '../../db/repositories/episodes-repository';",
      errors: 1,
    },
    {
      filename: server('services/stats-service.ts'),
      code: "import { episodesRepository } from '../db/repositories/episodes-repository';",
      errors: 1,
    },
    {
      filename: server('services/together/together-service.ts'),
      code: "import type { WatchedRepository } from '../../db/repositories/library/watched-repository';",
      errors: 1,
    },
    {
      filename: server('services/library-service.ts'),
      code: "import { importWritesRepository } from '../db/repositories/library/import-writes-repository';",
      errors: 1,
    },
    {
      // A type import that names the repository with row types is still the repository.
      filename: server('services/chat-service.ts'),
      code: "import type { EvenRow, EveningsRepository } from '../db/repositories/together/evenings-repository';",
      errors: 1,
    },
    {
      filename: server('services/new-service.ts'),
      code: "import { x } from '../db/repositories/unlisted-repository';",
      errors: 1,
    },
  ],
});
