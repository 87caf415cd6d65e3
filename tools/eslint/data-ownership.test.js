// data-ownership: where the web app may call its API, and who owns the library's endpoints.
import path from 'node:path';

import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';

import dataOwnership from './data-ownership.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
const web = (file) => path.resolve(import.meta.dirname, '../../apps/web/src', file);
const client = "import { apiRequest } from '#/shared/api';";

tester.run('data-ownership', dataOwnership, {
  valid: [
    // A feature's API module, in either shape, calls the client for the feature's own data.
    { filename: web('features/calendar/api/calendar.ts'), code: client },
    { filename: web('features/auth/api.ts'), code: client },
    { filename: web('features/together/api.ts'), code: `${client} apiRequest('/api/households');` },
    // The library's API module owns the library's endpoints.
    {
      filename: web('library/api/ratings.ts'),
      code: `${client} apiRequest(\`/api/me/ratings/\${type}/\${id}\`, { method: 'PUT' });`,
    },
    {
      filename: web('library/api/watchlist.ts'),
      code: "import { apiRequest, withQuery } from '../../shared/api'; withQuery('/api/me/watchlist', {});",
    },
    // Data the whole app shares stays in shared/.
    { filename: web('shared/session.ts'), code: "import { apiRequest } from './api';" },
    { filename: web('shared/services-api.ts'), code: "import { apiRequest } from './api';" },
    // Anyone may tell an API error apart; an endpoint that only starts alike is not the library's.
    {
      filename: web('features/profile/services-section.tsx'),
      code: "import { ApiRequestError } from '#/shared/api';",
    },
    {
      filename: web('features/together/api.ts'),
      code: `${client} apiRequest(\`/api/me/rating-prompts/\${type}/\${id}\`);`,
    },
    { filename: web('entry-server.tsx'), code: "import { setApiTransport } from '#/shared/api';" },
    // Tests may fake anything.
    { filename: web('features/watchlist/route.test.tsx'), code: `${client} '/api/me/watchlist';` },
  ],
  invalid: [
    // A route, a section or a widget goes through an API module, not the client.
    ...[
      'features/calendar/route.tsx',
      'features/profile/two-factor-section.tsx',
      'components/title-grid.tsx',
      'app/server-data.ts',
      'library/use-watchlist.ts',
      'library/components/rating-select.tsx',
    ].map((file) => ({ filename: web(file), code: client, errors: 1 })),
    {
      filename: web('features/home/newsletter.tsx'),
      code: "import { ApiRequestError, apiRequest } from '../../shared/api';",
      errors: 1,
    },
    {
      filename: web('features/home/route.tsx'),
      code: "import * as api from '#/shared/api';",
      errors: 1,
    },
    // A feature's data does not move to shared/ (only the listed shared modules call from there).
    {
      filename: web('shared/import-api.ts'),
      code: "import { apiRequest } from './api';",
      errors: 1,
    },
    // Library endpoints outside library/api/, even in a feature's API module.
    ...[
      "apiRequest('/api/me/watchlist?services=mine');",
      'apiRequest(`/api/me/ratings/${type}/${id}`, { method: "PUT" });',
      "apiRequest('/api/me/diary?include=episodes');",
      'apiRequest(`/api/me/watched/${type}/${id}`);',
      'apiRequest(`/api/comments/${type}/${id}`);',
    ].map((call) => ({
      filename: web('features/together/api.ts'),
      code: `${client} ${call}`,
      errors: 1,
    })),
    {
      filename: web('library/use-watchlist.ts'),
      code: "const url = '/api/me/watchlist';",
      errors: 1,
    },
  ],
});
