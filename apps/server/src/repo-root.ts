import fs from 'node:fs';
import path from 'node:path';

/**
 * The repository's root (where package.json lists the workspaces), found by walking up from
 * this module: the same answer whether the server runs from src/ or from its compiled dist/.
 */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const parsed = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
      if (parsed.workspaces) return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`no repository root above ${from}`);
  }
}

export const repoRoot = findRepoRoot(import.meta.dirname);
