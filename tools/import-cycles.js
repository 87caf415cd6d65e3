// Files that import each other in a loop (type-only imports included: a loop of types is still
// a knot a reader must hold at once). Part of `npm run lint`: prints each loop and exits 1.
// Run alone: `node tools/import-cycles.js`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const roots = ['packages/core/src', 'apps/server/src', 'apps/web/src', 'scripts', 'bench'];
const aliases = { '#/': 'apps/web/src/' };
const sourceFile = /\.(ts|tsx|js|mjs)$/;
const testFile = /\.test\.(ts|tsx|js|mjs)$/;

export function listSources(dirs = roots) {
  const files = [];
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.'))
        continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (sourceFile.test(entry.name) && !testFile.test(entry.name)) files.push(full);
    }
  };
  for (const dir of dirs) walk(path.join(root, dir));
  return files;
}

const specifiers = (text) => {
  const found = [];
  const pattern =
    /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of text.matchAll(pattern)) found.push(match[1] ?? match[2]);
  return found;
};

const resolve = (from, spec) => {
  let base;
  const alias = Object.keys(aliases).find((a) => spec.startsWith(a));
  if (alias) base = path.join(root, aliases[alias], spec.slice(alias.length));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return undefined;
  const stem = base.replace(/\.(js|mjs)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.js`, `${stem}.mjs`];
  for (const ext of ['ts', 'tsx', 'js']) candidates.push(path.join(base, `index.${ext}`));
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
};

/** Strongly connected groups of more than one file (Tarjan), each sorted, as repo paths. */
export function findCycles(files = listSources()) {
  const graph = new Map();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const targets = specifiers(text)
      .map((spec) => resolve(file, spec))
      .filter((t) => t && t !== file && !testFile.test(t));
    graph.set(file, [...new Set(targets)]);
  }
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (v) => {
    indices.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indices.get(w)));
    }
    if (low.get(v) === indices.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(path.relative(root, w));
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const file of graph.keys()) if (!indices.has(file)) visit(file);
  return groups;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cycles = findCycles();
  for (const group of cycles) console.error(`import cycle: ${group.join(' ↔ ')}`);
  if (cycles.length) {
    console.error(
      `${cycles.length} import cycle(s): move the shared names (often a type) into a file both import.`,
    );
    process.exit(1);
  }
}
