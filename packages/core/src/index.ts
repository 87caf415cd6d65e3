export * from './api/error';
export * from './api/health';
export * from './catalog/snapshot';
