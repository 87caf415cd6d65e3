/**
 * `npm run catalog:certifications`: gives the committed snapshot its US age ratings from the raw
 * sources (the same step `catalog:build` runs last) without rebuilding the rest of it.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { CatalogSnapshot } from '../../packages/core/src/catalog/snapshot.ts';
import { applyCertifications, certificationCoverageLine } from './certifications.ts';
import { OUT_FILE } from './paths.ts';
import { encodeSnapshot } from './write.ts';
import { writeFileSync } from 'node:fs';

const snapshot = JSON.parse(gunzipSync(readFileSync(OUT_FILE)).toString('utf8')) as CatalogSnapshot;
const coverage = applyCertifications(snapshot);
writeFileSync(OUT_FILE, encodeSnapshot(snapshot));
console.log(certificationCoverageLine(coverage));
