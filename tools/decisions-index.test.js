// docs/decisions/README.md lists every decision: a new decision file without its index line
// fails here (run `node tools/decisions-index.js` to rewrite the index).
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { decisionsIndex } from './decisions-index.js';

const dir = path.resolve(import.meta.dirname, '../docs/decisions');

describe('the decisions index', () => {
  it('is current and links every decision file once', () => {
    const index = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
    expect(index).toBe(decisionsIndex());
    for (const file of fs.readdirSync(dir).filter((f) => /^\d{3}-/.test(f)))
      expect(index.split(`](${file})`)).toHaveLength(2);
  });
});
