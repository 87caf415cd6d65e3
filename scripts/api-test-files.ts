// Which API test files the PostgreSQL pass runs: every file, except those that say on a line of
// their own that they never reach a database — `// database: none (why)` — and that this check
// finds really cannot (decision 065). A new test file runs on PostgreSQL unless it opts out.
import fs from 'node:fs';
import path from 'node:path';

export const NO_DATABASE_MARK = /^\/\/ database: none\b/m;

/** Modules that open a database (or start a server, which does): an opted-out file may not import them. */
const OPENS_A_DATABASE = [
  /\/src\/composition(-[a-z-]+)?\.ts$/,
  /\/src\/app\.ts$/,
  /\/src\/main\.ts$/,
  /\/src\/db\//,
  /\/src\/auth\//,
  /\/test\/support\/test-server\.ts$/,
];

const READS_THE_ENVIRONMENT = /\bprocess\.env\b/;

const importPattern = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveImport(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.mjs`,
    `${base}.js`,
    path.join(base, 'index.ts'),
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * The first module in `file`'s imports (or `file` itself) that opens a database or reads the
 * environment (which differs on the PostgreSQL + Redis pass), as a chain of files; undefined when
 * none does. Follows every relative import, through test support, the server's code and bench.
 */
export function databaseImportChain(file: string): string[] | undefined {
  const seen = new Set<string>();
  const visit = (current: string, chain: string[]): string[] | undefined => {
    if (seen.has(current)) return undefined;
    seen.add(current);
    const text = fs.readFileSync(current, 'utf8');
    // What reads the environment may behave differently on the PostgreSQL + Redis pass.
    if (READS_THE_ENVIRONMENT.test(text)) return [...chain, `${current} (reads process.env)`];
    for (const match of text.matchAll(importPattern)) {
      const target = resolveImport(current, match[1]!);
      if (!target) continue;
      const next = [...chain, target];
      if (OPENS_A_DATABASE.some((re) => re.test(target.split(path.sep).join('/')))) return next;
      const found = visit(target, next);
      if (found) return found;
    }
    return undefined;
  };
  return visit(file, [file]);
}

/**
 * The API test files (absolute paths) marked `// database: none`, after checking each: a marked
 * file that imports a module opening a database throws, naming the chain, so a test that comes to
 * need the database cannot stay off the PostgreSQL pass by an old mark.
 */
export function apiFilesWithoutDatabase(testDir: string): string[] {
  const marked: string[] = [];
  for (const name of fs.readdirSync(testDir).sort()) {
    if (!name.endsWith('.test.ts')) continue;
    const file = path.join(testDir, name);
    if (!NO_DATABASE_MARK.test(fs.readFileSync(file, 'utf8'))) continue;
    const chain = databaseImportChain(file);
    if (chain) {
      const shown = chain.map((f) => path.relative(testDir, f)).join(' → ');
      throw new Error(
        `${name} says "// database: none" but reaches a module that opens a database (${shown}): remove the mark.`,
      );
    }
    marked.push(file);
  }
  return marked;
}
