// Each repository belongs to one service area (ARCHITECTURE.md: a service reaches another
// area's data through that area's service, never its repository). A service file may import a
// repository of its own area; another area's repository only for its row types (`import type`
// of names that are not the repository itself). Shared infrastructure (app-meta) is anyone's.
import path from 'node:path';

const serverSrc = path.resolve(import.meta.dirname, '../../apps/server/src');
const repositories = path.join(serverSrc, 'db', 'repositories');

/**
 * Who owns what, under db/repositories (a folder covers its files; the longest match wins),
 * to the service files or folders (under services/) that may hold it.
 */
export const owners = {
  'library/import-writes-repository': ['import'],
  'import-reports-repository': ['import'],
  'imported-views-repository': ['episodes'],
  library: ['library-service', 'watched-service'],
  together: ['together'],
  'episodes-repository': ['episodes'],
  'calendar-feeds-repository': ['episodes'],
  'tv-settings-repository': ['episodes'],
  'tv-refresh-repository': ['episodes'],
  'chat-sessions': ['chat-service'],
  'mail-outbox': ['dev-outbox-service'],
  'newsletter-repository': ['newsletter-service'],
  'ai-cache': ['overview-service'],
  'picks-repository': ['picks-service'],
  'user-services-repository': ['watch-services-service'],
  'rating-limits-repository': ['age-limits'],
  alerts: ['alerts'],
  'scrobble-repository': ['scrobble'],
  'title-renames': [],
};
const shared = new Set(['app-meta']);

const inside = (dir, file) => {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/** The owners entry of a repository module path (no extension), or undefined. */
function ownerKey(target) {
  const rel = path.relative(repositories, target).split(path.sep).join('/');
  let best;
  for (const key of Object.keys(owners)) {
    if ((rel === key || rel.startsWith(`${key}/`)) && (!best || key.length > best.length))
      best = key;
  }
  return best;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: "A service holds only its own area's repositories" },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const services = path.join(serverSrc, 'services');
    if (!inside(services, file) || /\.test\.tsx?$/.test(file)) return {};
    const area = path
      .relative(services, file)
      .split(path.sep)[0]
      .replace(/\.tsx?$/, '');
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (!source.startsWith('.')) return;
        const target = path.resolve(path.dirname(file), source).replace(/\.(ts|js)$/, '');
        if (!inside(repositories, target)) return;
        const rel = path.relative(repositories, target).split(path.sep).join('/');
        if (shared.has(rel)) return;
        const key = ownerKey(target);
        if (key && owners[key].includes(area)) return;
        const rowTypesOnly =
          node.specifiers.length > 0 &&
          node.specifiers.every(
            (s) =>
              (node.importKind === 'type' || s.importKind === 'type') &&
              s.type === 'ImportSpecifier' &&
              !/Repository$/.test(s.imported.name ?? s.imported.value),
          );
        if (rowTypesOnly) return;
        context.report({
          node,
          message: key
            ? `db/repositories/${rel} belongs to services/${owners[key].join(', services/') || '(the composition root)'}: reach its data through that service (its row types may be imported as types).`
            : `db/repositories/${rel} has no owner in tools/eslint/repository-ownership.js: name the service area that owns it.`,
        });
      },
    };
  },
};
