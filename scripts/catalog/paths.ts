import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (two levels above scripts/catalog). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Raw source folders: `../shared/data/raw` next to the repo, or `RAW_DIR`. */
export const RAW_DIR = process.env.RAW_DIR
  ? resolve(process.env.RAW_DIR)
  : resolve(REPO_ROOT, '..', 'shared', 'data', 'raw');

export const OUT_DIR = resolve(REPO_ROOT, 'data', 'catalog');
export const OUT_FILE = resolve(OUT_DIR, 'catalog.json.gz');
export const README_FILE = resolve(REPO_ROOT, 'data', 'README.md');

export function rawPath(...parts: string[]): string {
  return resolve(RAW_DIR, ...parts);
}
