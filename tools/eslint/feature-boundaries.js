// Enforces the web app's import direction: components/shared -> library -> features -> app.
// `library/` is the one shared domain module (the signed-in user's watchlist, ratings, diary and
// comments: their API, query keys, hooks and widgets), used by many features, so it sits below
// them. A feature never imports another feature; the library never imports a feature or app;
// components and shared never import the library, features or app.
import path from 'node:path';

const webSrc = path.resolve(import.meta.dirname, '../../apps/web/src');

function areaOf(file) {
  const rel = path.relative(webSrc, file);
  if (rel.startsWith('..')) return null;
  const [top, name] = rel.split(path.sep);
  if (top === 'features') return { top, name };
  return { top, name: null };
}

function resolveSource(file, source) {
  if (source.startsWith('#/')) return path.join(webSrc, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  return null;
}

/** What each layer may not import: everything above it. */
const above = {
  components: ['library', 'features', 'app'],
  shared: ['library', 'features', 'app'],
  library: ['features', 'app'],
};

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keep web features independent of each other and the layers one way' },
    schema: [],
  },
  create(context) {
    const from = areaOf(context.filename);
    if (!from) return {};
    return {
      ImportDeclaration(node) {
        const target = resolveSource(context.filename, String(node.source.value));
        if (!target) return;
        const to = areaOf(target);
        if (!to) return;
        const crossFeature =
          from.top === 'features' && to.top === 'features' && to.name !== from.name;
        const upward = (above[from.top] ?? []).includes(to.top);
        if (crossFeature || upward) {
          context.report({
            node,
            message: `${from.top}/${from.name ?? ''} must not import ${to.top}/${to.name ?? ''}: move shared code down (library/ for library data, components/ or shared/ for the rest).`,
          });
        }
      },
    };
  },
};
