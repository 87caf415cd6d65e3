// Who may call our API from the web app (STYLE.md 6: features own their API hooks).
// 1. The request function of the API client (`apiRequest` from shared/api.ts) is imported only by
//    an API module: a feature's `api.ts` or `api/`, the library's `library/api/`, or one of the
//    few shared/ modules whose data the whole app shares (listed below with who shares it). A route
//    component, a section or a widget calls those modules' fetchers and hooks, never the client.
// 2. The library's endpoints (watchlist, ratings, diary and watched marks, comments) are named
//    only in `library/api/`, so their query keys, optimistic updates and invalidations live once;
//    a feature that needs them imports the library.
// Tests may do anything.
import path from 'node:path';

const webSrc = path.resolve(import.meta.dirname, '../../apps/web/src');

/** shared/ modules that call the API: data of the whole app, used by several layers or features. */
export const sharedLibDataModules = new Map([
  ['shared/session.ts', 'the session: every layer'],
  ['shared/site.ts', 'site info: the layout, auth, genre lists and the server render'],
  ['shared/passkeys.ts', 'passkeys: auth (sign-in) and profile (manage)'],
  ['shared/overview.ts', 'rewritten overviews: home hero and title detail'],
  ['shared/picks-api.ts', "Uncle's picks: picks, admin and the server render"],
  ['shared/services-api.ts', 'my services: title cards, filters, profile and title detail'],
]);

const libraryEndpoint = /^\/api\/(?:me\/(?:watchlist|ratings|diary|watched)|comments)(?=$|[/?])/;

function placeOf(file) {
  const rel = path.relative(webSrc, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  const posix = parts.join('/');
  return {
    rel: posix,
    test: /\.test\.tsx?$/.test(posix),
    featureApi:
      parts[0] === 'features' &&
      parts.length >= 3 &&
      (parts[2] === 'api' || /^api\.tsx?$/.test(parts[2])),
    libraryApi: parts[0] === 'library' && parts[1] === 'api',
  };
}

function isApiClient(file, source) {
  let target;
  if (source.startsWith('#/')) target = path.join(webSrc, source.slice(2));
  else if (source.startsWith('.')) target = path.resolve(path.dirname(file), source);
  else return false;
  return (
    path.relative(webSrc, target).split(path.sep).join('/').replace(/\.ts$/, '') === 'shared/api'
  );
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Web API calls live in API modules; library endpoints in library/api' },
    schema: [],
  },
  create(context) {
    const place = placeOf(context.filename);
    if (!place || place.test) return {};
    const mayRequest = place.featureApi || place.libraryApi || sharedLibDataModules.has(place.rel);

    const checkPath = (node, text) => {
      const endpoint = place.libraryApi ? null : libraryEndpoint.exec(text);
      if (endpoint) {
        context.report({
          node,
          message: `${endpoint[0]} is library data: call it through #/library (its API lives in library/api/).`,
        });
      }
    };

    return {
      ImportDeclaration(node) {
        if (mayRequest || !isApiClient(context.filename, String(node.source.value))) return;
        for (const spec of node.specifiers) {
          const name = spec.type === 'ImportSpecifier' ? spec.imported.name : null;
          if (name === 'apiRequest' || spec.type === 'ImportNamespaceSpecifier') {
            context.report({
              node: spec,
              message:
                "Only API modules call the API client: put the request in this feature's api/ (or library/api/ for library data) and import its fetcher or hook.",
            });
          }
        }
      },
      Literal(node) {
        if (typeof node.value === 'string') checkPath(node, node.value);
      },
      TemplateLiteral(node) {
        checkPath(node, node.quasis[0]?.value.cooked ?? '');
      },
    };
  },
};
