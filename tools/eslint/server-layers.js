// Keeps the server's layers pointing one way (ARCHITECTURE.md): routes → services →
// repositories and providers; domain/ (refusals) below them all. Routes see services (and the session guards, request limits,
// OpenAPI and page views), never the database, a provider or the snapshot; services never
// reach routes, and hold SQL only through repositories (a factory may name the database's
// type to build them); repositories, providers and the snapshot module never reach up. The
// title records' adapters name the catalogue's types but take its adapters' parts (snapshot,
// TMDB requests, cache spans) through their constructors (decision 088).
import path from 'node:path';

const serverSrc = path.resolve(import.meta.dirname, '../../apps/server/src');

/** Each layer, and what it must not import: `all` always, `values` unless `import type`. */
const layers = {
  routes: {
    all: ['db', 'providers', 'snapshot', 'infra', 'composition', 'context', 'app'],
    values: [],
    why: 'routes reach data through services (RouteContext)',
  },
  services: {
    all: ['routes', 'composition', 'app'],
    values: ['http', 'db/database', 'kysely'],
    why: 'services hold SQL only through repositories and know nothing of HTTP or routes',
  },
  'db/repositories': {
    all: ['routes', 'services', 'providers', 'http', 'composition'],
    values: [],
    why: 'repositories only know SQL',
  },
  providers: {
    all: ['routes', 'services', 'composition'],
    values: ['db'],
    why: 'providers are adapters below the services',
  },
  'providers/title-records': {
    all: ['routes', 'services', 'composition'],
    values: ['db', 'providers/catalog'],
    why: "providers are adapters below the services; the title records get the catalogue adapters' parts through their constructors",
  },
  snapshot: {
    all: ['routes', 'services', 'db', 'providers', 'composition'],
    values: [],
    why: 'the snapshot module is below the services and the ports (shared shapes live in core)',
  },
  http: {
    all: ['routes', 'services', 'composition', 'app'],
    values: [],
    why: 'the transport knows no use case (a refusal is a domain/ error)',
  },
  domain: {
    all: [
      'routes',
      'services',
      'db',
      'providers',
      'snapshot',
      'http',
      'infra',
      'composition',
      'app',
    ],
    values: [],
    why: 'domain/ holds what every layer may use, and uses none of them',
  },
};

const inside = (dir, file) => {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/** The layer a file of the server belongs to (the deepest match), or null. */
function layerOf(file) {
  let found = null;
  for (const name of Object.keys(layers)) {
    if (inside(path.join(serverSrc, name), file) && (!found || name.length > found.length))
      found = name;
  }
  return found;
}

/** What an import names: a server path without extension, or a bare package name. */
function targetOf(file, source) {
  if (source.startsWith('.'))
    return path.resolve(path.dirname(file), source).replace(/\.(ts|js)$/, '');
  return source.split('/')[0];
}

function forbids(entry, target) {
  if (!path.isAbsolute(target)) return entry === target;
  const dir = path.join(serverSrc, entry);
  return target === dir || inside(dir, target);
}

export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Keep the server layers pointing one way: routes → services → repositories/providers',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (/\.test\.tsx?$/.test(file)) return {};
    const layer = layerOf(file);
    if (!layer) return {};
    const rules = layers[layer];
    return {
      ImportDeclaration(node) {
        const target = targetOf(file, String(node.source.value));
        const typeOnly =
          node.importKind === 'type' ||
          (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
        const hit =
          rules.all.find((entry) => forbids(entry, target)) ??
          (typeOnly ? undefined : rules.values.find((entry) => forbids(entry, target)));
        if (!hit) return;
        context.report({
          node,
          message: `${layer}/ must not import ${hit}${rules.all.includes(hit) ? '' : ' (a type import is fine)'}: ${rules.why}.`,
        });
      },
    };
  },
};
