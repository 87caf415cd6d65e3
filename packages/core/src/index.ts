export * from './api/error';
export * from './api/health';
export * from './catalog/snapshot';
export * from './api/catalog';
export * from './catalog/genres';
export * from './catalog/languages';
export * from './uncle-score';
