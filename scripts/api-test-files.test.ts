import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { apiFilesWithoutDatabase } from './api-test-files';

const repoTests = path.resolve(import.meta.dirname, '../apps/server/test');
const MARK = '// database: none — why\n';
let dirs: string[] = [];

/** A fake checkout: `apps/server/test/<files>` and `apps/server/src/<files>`. */
function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-api-files-'));
  dirs.push(root);
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, 'apps/server', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return path.join(root, 'apps/server/test');
}

afterEach(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('the API files left off the PostgreSQL pass', () => {
  it('are only the files that opt out; a new file runs on PostgreSQL', () => {
    const dir = tree({
      'test/pure.test.ts': `${MARK}import { x } from '../src/catalog/index';\n`,
      'test/new.test.ts': `import { x } from '../src/catalog/index';\n`,
      'src/catalog/index.ts': 'export const x = 1;\n',
    });
    expect(apiFilesWithoutDatabase(dir).map((f) => path.basename(f))).toEqual(['pure.test.ts']);
  });

  it('refuse a mark on a file that starts a server, even through support files', () => {
    const dir = tree({
      'test/wrong.test.ts': `${MARK}import { helper } from './support/helper';\n`,
      'test/support/helper.ts': `export { startTestServer as helper } from './test-server';\n`,
      'test/support/test-server.ts': 'export const startTestServer = 1;\n',
    });
    expect(() => apiFilesWithoutDatabase(dir)).toThrow(
      /wrong\.test\.ts says "\/\/ database: none" but .*support\/helper\.ts → support\/test-server\.ts/,
    );
  });

  it('refuse a mark on a file reaching the database module or reading the environment', () => {
    const db = tree({
      'test/db.test.ts': `${MARK}import { a } from '../src/services/a';\n`,
      'src/services/a.ts': `import { openDatabase } from '../db/database';\nexport const a = 1;\n`,
      'src/db/database.ts': 'export const openDatabase = 1;\n',
    });
    expect(() => apiFilesWithoutDatabase(db)).toThrow(/db\.test\.ts.*src\/db\/database\.ts/);
    const env = tree({ 'test/env.test.ts': `${MARK}const url = process.env.REDIS_URL;\n` });
    expect(() => apiFilesWithoutDatabase(env)).toThrow(/env\.test\.ts.*reads process\.env/);
  });

  it('holds for the marks in this repository', () => {
    const marked = apiFilesWithoutDatabase(repoTests).map((f) => path.basename(f));
    expect(marked).toContain('assistant-eval.test.ts');
    expect(marked).not.toContain('cache-loader.test.ts');
  });
});
