// The import-loop check run by `npm run lint`: finds a loop (type-only too), and passes a tree
// without one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { findCycles } from './import-cycles.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-cycles-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name, text) => {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
};

describe('import cycles', () => {
  it('finds files that import each other, through a type-only import and an index', () => {
    const files = [
      write('a.ts', "import { b } from './b';\nexport const a = b;\n"),
      write('b.ts', "import type { C } from './c/index';\nexport const b = 1 as C;\n"),
      write('c/index.ts', "export type { A } from '../a';\nexport type C = number;\n"),
      write('d.ts', "import { a } from './a';\nexport const d = a;\n"),
    ];
    const cycles = findCycles(files);
    expect(cycles).toHaveLength(1);
    expect(cycles[0].map((f) => path.basename(f))).toEqual(
      expect.arrayContaining([expect.stringMatching(/a\.ts$/), expect.stringMatching(/b\.ts$/)]),
    );
    expect(cycles[0]).toHaveLength(3);
  });

  it('passes a tree whose imports point one way, and the project itself', () => {
    const files = [
      write('one-way/x.ts', "import { y } from './y.js';\nexport const x = y;\n"),
      write('one-way/y.ts', 'export const y = 2;\n'),
    ];
    expect(findCycles(files)).toEqual([]);
    expect(findCycles()).toEqual([]);
  });
});
