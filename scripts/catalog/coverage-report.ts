/** `npm run catalog:coverage`: issue #15's coverage figures of the committed snapshot. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type {
  CatalogSnapshot,
  SnapshotBiographies,
} from '../../packages/core/src/catalog/snapshot.ts';
import { coverage, coverageMarkdown } from './coverage.ts';
import { OUT_FILE } from './paths.ts';

const file = process.env.CATALOG_PATH ?? OUT_FILE;
const gz = (f: string): unknown => JSON.parse(gunzipSync(readFileSync(f)).toString('utf8'));
const s = gz(file) as CatalogSnapshot;
const bios = s.biographies
  ? new Map((gz(join(dirname(file), s.biographies.file)) as SnapshotBiographies).biographies)
  : undefined;
console.log(coverageMarkdown(coverage(s, bios)));
