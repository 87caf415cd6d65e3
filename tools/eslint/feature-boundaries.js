// Enforces the web app's import direction: components/lib -> features -> app.
// A feature never imports another feature; components and lib never import features or app.
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

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keep web features independent of each other' },
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
        const upward =
          (from.top === 'components' || from.top === 'lib') &&
          (to.top === 'features' || to.top === 'app');
        if (crossFeature || upward) {
          context.report({
            node,
            message: `${from.top}/${from.name ?? ''} must not import ${to.top}/${to.name ?? ''}: move shared code to components/ or lib/.`,
          });
        }
      },
    };
  },
};
