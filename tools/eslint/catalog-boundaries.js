// Keeps the embedded catalogue snapshot module (apps/server/src/snapshot) behind its narrow API:
// code outside it imports only snapshot/index.ts, and services and routes not even that (they
// reach catalogue data through the catalogue port, providers/catalog/index.ts, and the title
// records port, providers/title-records/index.ts). In the title records' folder only the
// embedded adapter reads the snapshot: the port and the live adapter get what they need
// through their constructors (decision 088).
import path from 'node:path';

const serverSrc = path.resolve(import.meta.dirname, '../../apps/server/src');
const catalogDir = path.join(serverSrc, 'snapshot');
const catalogIndex = path.join(catalogDir, 'index');
const portOnly = ['services', 'routes'].map((dir) => path.join(serverSrc, dir));
const recordsDir = path.join(serverSrc, 'providers', 'title-records');
const recordsSnapshotReaders = [path.join(recordsDir, 'embedded-records.ts')];

const inside = (dir, file) => {
  const rel = path.relative(dir, file);
  return !rel.startsWith('..') && !path.isAbsolute(rel);
};

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Import the snapshot module only through its public index' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (inside(catalogDir, file)) return {};
    const isTest = /\.test\.tsx?$/.test(file);
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (!source.startsWith('.')) return;
        const target = path.resolve(path.dirname(file), source).replace(/\.(ts|js)$/, '');
        if (!inside(catalogDir, target)) return;
        if (target !== catalogIndex) {
          context.report({
            node,
            message: `Import the catalogue snapshot module through snapshot/index.ts, not ${path.relative(serverSrc, target)}.`,
          });
        } else if (!isTest && portOnly.some((dir) => inside(dir, file))) {
          context.report({
            node,
            message:
              'Services and routes reach catalogue data through the catalogue port (providers/catalog/index.ts), not the snapshot module.',
          });
        } else if (
          !isTest &&
          inside(recordsDir, file) &&
          !recordsSnapshotReaders.includes(path.resolve(file))
        ) {
          context.report({
            node,
            message:
              'In providers/title-records only the embedded adapter (embedded-records.ts) reads the snapshot; the others get it through their constructors.',
          });
        }
      },
    };
  },
};
