/**
 * The zod-free part of core, for the web bundle: importing any value from the package root
 * pulls in zod (~26 KB gzip) because the schemas are built at module load. Types still come
 * from '@unclewatch/core' (type-only imports cost nothing).
 */
export * from './catalog/genres';
export * from './catalog/languages';
export * from './catalog/list-rules';
export * from './text/fold';
export * from './catalog/titles';
export * from './uncle-score';
export * from './auth/password-strength';
export * from './library-rules';
export * from './newsletter-rules';
export * from './catalog/regions';
export * from './catalog/age-scales';
